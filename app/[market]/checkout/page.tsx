import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { CheckoutPageView } from '@/components/checkout/checkout-page-view';
import { getMarketContext } from '@/lib/catalog/market-context';
import { checkoutPageProps } from '@/lib/checkout/checkout-page';
import { CheckoutAppointment } from '@/components/checkout/checkout-appointment';
import type { AppointmentStore } from '@/lib/appointments/service-area';
import { checkoutAppointment } from '@/lib/booking/checkout-appointment';
import '@/app/styles/appointment.css';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import { unlessUnavailable } from '../_shared/unless-unavailable';

// The shopper's own page: read from their session on every request, never prerendered or cached.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Checkout', 'metaTitle');

async function CheckoutPageContent({ params, searchParams }: { params: Params; searchParams: Query }) {
  const market = await pageMarket(params);
  const [context, jar, query] = await Promise.all([getMarketContext(market), cookies(), searchParams]);
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
  const appointment =
    props.appointmentCartId === null
      ? null
      : await checkoutAppointment(
          props.appointmentCartId,
          query,
          market.store as AppointmentStore,
          new Date(),
        );
  return (
    <CheckoutPageView
      {...props}
      appointment={appointment && <CheckoutAppointment data={appointment} locale={context.formatLocale} />}
      locale={context.formatLocale}
      language={market.language}
      linkPrefix={context.linkPrefix}
    />
  );
}

/** docs/product.md §2 /checkout: the order form for guests and customers, or the way back when there is nothing to order. */
export default async function CheckoutPage(props: { params: Params; searchParams: Query }) {
  return unlessUnavailable((await props.params).market, () => CheckoutPageContent(props));
}
