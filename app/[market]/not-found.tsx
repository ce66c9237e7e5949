import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { getMarketContext } from '@/lib/catalog/market-context';
import { marketOfLocale } from '@/lib/i18n/market';

/** Any unknown path of a market; Next answers it with a real 404 status. */
export default async function MarketNotFound() {
  const market = marketOfLocale(await getLocale());
  const context = await getMarketContext(market);
  return (
    <NotFoundScreen
      reason="routeNotFound"
      storeName={context.store.config.storeName}
      homeHref={context.linkPrefix || '/'}
      cartoonUrl={context.store.config.images.cartoon404}
    />
  );
}
