import { buildMarketContext, type MarketReads } from '../catalog/market-context';
import { shippingDestinations } from '../catalog/shipping-rates';
import { defaultMarket } from '../i18n/market';
import { publicUrl } from '../seo/public-urls';
import type { CatalogBackend } from '../shop/backend';
import type { LanguageCode, StoreCode } from '../shop/codes';
import { merchantItem } from './merchant-item';
import { feedHead, feedTail, itemsXml } from './merchant-xml';

/** What a feed reads: the backend itself, not Next's data cache (a feed is generated rarely and read whole). */
export type FeedShop = Pick<
  CatalogBackend,
  'getStore' | 'listTaxRules' | 'listCountries' | 'listDeliveryModules' | 'listFeedProducts'
>;

/** Sale elements per read: large enough that round trips do not count, small enough to hold a few in memory. */
export const FEED_BATCH = 2_000;

function marketReads(shop: FeedShop): MarketReads {
  return {
    store: (code) => shop.getStore(code),
    taxRules: (language) => shop.listTaxRules(language),
    countries: (language) => shop.listCountries(language),
  };
}

/**
 * A store's product feed in a language (Google Merchant Center, RSS 2.0), as chunks of XML: the head, the items
 * of each batch of sale elements, the tail. Priced for a shopper of the store's own country with VAT, like the
 * store's default pages. The next batch is read while the current one is written.
 */
export async function* merchantFeed(
  shop: FeedShop,
  store: StoreCode,
  language: LanguageCode,
  batchSize = FEED_BATCH,
): AsyncGenerator<string> {
  const market = { ...defaultMarket(store), language };
  const [context, destinations] = await Promise.all([
    buildMarketContext(market, marketReads(shop)),
    shippingDestinations(
      {
        countries: (code) => shop.listCountries(code),
        deliveryModules: (id, code) => shop.listDeliveryModules(id, code),
      },
      store,
      language,
    ),
  ]);
  yield feedHead({
    title: context.store.config.storeName,
    link: publicUrl(context.origins, store, language, ''),
    description: context.store.config.siteName,
  });
  const today = new Date();
  let pending = shop.listFeedProducts(language, 0, batchSize);
  for (;;) {
    const batch = await pending;
    if (batch.next !== null) {
      pending = shop.listFeedProducts(language, batch.next, batchSize);
      // Awaited on the next turn; marked handled now so a writer that stops early leaves no stray rejection.
      pending.catch(() => undefined);
    }
    yield itemsXml(batch.items.flatMap((entry) => merchantItem(context, destinations, entry, today) ?? []));
    if (batch.next === null) break;
  }
  yield feedTail();
}
