import type { StoreOrigins } from '../seo/public-urls';
import { readFeedOffers, type FeedOffers } from './feed-prices';
import { shownPagePrice } from './page-price';
import { offerOfPage, priceAgreement, type PublishedPrice } from './price-agreement';
import type { ShopPrices } from './product-preview';
import type { ExtraCheck } from './report/run-report';
import { feedUrlOf, placeOf } from './store-pages';
import { checkStructuredData, productOffers } from './structured-data';

/** The JSON-LD errors Google would hold against a page's rich results; the first one named, with their count. */
export const structuredDataCheck: ExtraCheck = async (page) => {
  if (page.status !== 200 || page.head.jsonLd.length === 0) return [];
  const report = await checkStructuredData(page.head.jsonLd);
  if (report.errors === 0) return [];
  const first = report.blocks.flatMap((block) => block.issues).find((issue) => issue.severity === 'error')!;
  const detail = `${report.errors} × ${first.path ? `${first.path}: ` : ''}${first.message}`;
  return [{ kind: 'structuredDataErrors', url: page.url, detail }];
};

const written = (price: PublishedPrice) =>
  price.amountMinor === null
    ? `${price.source}: —`
    : `${price.source}: ${(price.amountMinor / 100).toFixed(2)} ${price.currency}`;

/**
 * A product page's price against its JSON-LD, the store's merchant feed and, where the shop is at hand, the cart.
 * Each feed is read once per report, when its first product comes up: it lists every product of its store.
 */
export function priceCheck(stores: StoreOrigins, shop: Partial<ShopPrices> = {}): ExtraCheck {
  const origins = Object.values(stores);
  const feeds = new Map<string, Promise<FeedOffers | null>>();
  const toldUnreadable = new Set<string>();
  const feedOf = (url: string) => {
    if (!feeds.has(url)) feeds.set(url, readFeedOffers(url, origins));
    return feeds.get(url)!;
  };
  return async (page) => {
    const richResult = page.status === 200 ? productOffers(page.head.jsonLd) : null;
    const place = placeOf(page.url, stores);
    if (!richResult || !place) return [];
    const shown = shownPagePrice(page.html);
    const offer = offerOfPage(richResult.offers, page.url, shown?.sku);
    const [cart, feed] = await Promise.all([
      shown?.saleElementId && shop.cartPrice ? shop.cartPrice(place, shown.saleElementId) : null,
      feedOf(feedUrlOf(place, stores)),
    ]);
    const agreement = priceAgreement({
      offer,
      page: shown,
      currency: shop.currencyOf?.(place.store) ?? offer?.priceCurrency ?? '',
      cart,
      feed: feed === null ? null : offer?.sku ? feed.get(offer.sku) : undefined,
    });
    // Without the shop at hand the cart is not asked, and its silence is no mismatch.
    const mismatches = agreement.mismatches.filter((source) => source !== 'cart' || shop.cartPrice);
    const feedUrl = feedUrlOf(place, stores);
    // An unreadable feed is one finding, told once, not a doubt about every product's price.
    const unreadable =
      feed === null && !toldUnreadable.has(feedUrl)
        ? [{ kind: 'feedUnreadable', url: (toldUnreadable.add(feedUrl), feedUrl) }]
        : [];
    if (mismatches.length === 0) return unreadable;
    const detail = agreement.prices
      .filter((price) => price.source === 'jsonLd' || mismatches.includes(price.source))
      .map(written)
      .join(' · ');
    return [...unreadable, { kind: 'priceMismatch', url: page.url, detail }];
  };
}
