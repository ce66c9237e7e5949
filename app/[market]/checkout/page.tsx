import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { CheckoutPageView } from '@/components/checkout/checkout-page-view';
import { getMarketContext } from '@/lib/catalog/market-context';
import { checkoutPageProps } from '@/lib/checkout/checkout-page';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';

// The shopper's own page: read from their session on every request, never prerendered or cached.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;

export const generateMetadata = personalPageMetadata('Checkout', 'metaTitle');

/** docs/product.md §2 /checkout: the order form for guests and customers, or the way back when there is nothing to order. */
export default async function CheckoutPage({ params }: { params: Params }) {
  const market = await pageMarket(params);
  const [context, jar] = await Promise.all([getMarketContext(market), cookies()]);
  const props = await checkoutPageProps((name) => jar.get(name)?.value, context);
  if (!props) {
    const t = await getTranslations('Checkout');
    return (
      <main id="main" className="checkout checkout--empty">
        <h1>{t('title')}</h1>
        <p>{t('emptyText')}</p>
        <p>
          <a className="button" href={`${context.linkPrefix}/cart`}>
            {t('toCart')}
          </a>
        </p>
      </main>
    );
  }
  return (
    <CheckoutPageView
      {...props}
      locale={context.formatLocale}
      language={market.language}
      linkPrefix={context.linkPrefix}
    />
  );
}
