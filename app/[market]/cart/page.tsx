import { cookies } from 'next/headers';
import { CartPageView } from '@/components/cart/cart-page-view';
import { getMarketContext } from '@/lib/catalog/market-context';
import { backToCartPath } from '@/lib/cart/back-to-cart';
import { pageMessage } from '@/lib/cart/page-message';
import { readCart } from '@/lib/cart/service';
import { cartRecommendationCards } from '@/lib/catalog/recommendations';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import { unlessUnavailable } from '../_shared/unless-unavailable';

// The shopper's own page: read from their session on every request, never prerendered or cached.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Cart', 'metaTitle');

async function CartPageContent({ params, searchParams }: { params: Params; searchParams: Query }) {
  const market = await pageMarket(params);
  const [context, jar, query] = await Promise.all([getMarketContext(market), cookies(), searchParams]);
  const cookie = (name: string) => jar.get(name)?.value;
  const [view, sharePath] = await Promise.all([
    readCart(cookie, market, context),
    backToCartPath(cookie, market, context.linkPrefix),
  ]);
  const recommendations = await cartRecommendationCards(
    market,
    context,
    view.lines.map((line) => line.productId),
  );
  return (
    <CartPageView
      view={view}
      message={pageMessage(query)}
      locale={context.formatLocale}
      language={market.language}
      linkPrefix={context.linkPrefix}
      deliveryCountry={context.deliveryCountry.title}
      shareUrl={sharePath && `${context.origins[market.store]}${sharePath}`}
      recommendations={recommendations}
    />
  );
}

/** docs/product.md §2 /cart: the shopper's own page, rendered per request from their session (never cached). */
export default async function CartPage(props: { params: Params; searchParams: Query }) {
  return unlessUnavailable((await props.params).market, () => CartPageContent(props));
}
