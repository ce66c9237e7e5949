import type { Money } from '../pricing/money';
import type { StoreOrigins } from '../seo/public-urls';
import type { StoreCode } from '../shop/codes';
import type { CrawledPage } from './crawl';
import { resolveHref } from './hreflang';
import { readFeedOffers } from './feed-prices';
import type { ByteRequest } from './fetch-bytes';
import { readPageHead, type PageHead } from './page-head';
import { shownPagePrice } from './page-price';
import { offerOfPage, priceAgreement, type PriceAgreement } from './price-agreement';
import { serpSnippet, type SerpSnippet } from './serp-snippet';
import { feedUrlOf, placeOf, type StorePlace } from './store-pages';
import { productOffers, type ProductRichResult, type RichResultOffer } from './structured-data-offers';

/** What the preview needs of the shop itself: the cart's price and each store's currency. */
export interface ShopPrices {
  /** What the cart would charge for one of the sale element, added now in that store and language. */
  cartPrice(place: StorePlace, saleElementId: number): Promise<Money | null>;
  currencyOf(store: StoreCode): string;
}

/** The same product as one store shows it, for putting the stores side by side. */
export interface StoreProduct extends StorePlace {
  url: string;
  status: number;
  title: string | null;
  description: string | null;
  snippet: SerpSnippet | null;
  /** The JSON-LD offer of the sale element the page shows; null without one. */
  offer: RichResultOffer | null;
  /** The price the page shows, in minor units; null without one. */
  shownPrice: number | null;
}

export interface ProductPreview {
  /** What Google's result line draws for the product: price or range, availability, stars. */
  richResult: ProductRichResult;
  /** Whether JSON-LD, page, cart and feed of the page's store agree on its price. */
  prices: PriceAgreement;
  /** The page and its alternates in the other stores, each in the page's language where the store has it. */
  stores: StoreProduct[];
}

function storeProduct(page: CrawledPage, head: PageHead, stores: StoreOrigins): StoreProduct | null {
  const place = placeOf(page.url, stores);
  if (!place) return null;
  const canonical = (head.canonical && resolveHref(head.canonical, page.url)) ?? page.url;
  const offers = productOffers(head.jsonLd)?.offers ?? [];
  const shown = page.html === null ? null : shownPagePrice(page.html);
  return {
    ...place,
    url: page.url,
    status: page.status,
    title: head.title,
    description: head.description,
    snippet: head.title === null ? null : serpSnippet({ ...head, title: head.title, url: canonical }),
    offer: offerOfPage(offers, page.url, shown?.sku),
    shownPrice: shown?.amountMinor ?? null,
  };
}

/** One page per other store: the alternate in the page's language, else in the store's own. */
function comparedPages(page: StorePlace, alternates: ReadonlyMap<string, CrawledPage>, stores: StoreOrigins) {
  const byStore = new Map<StoreCode, CrawledPage>();
  for (const alternate of alternates.values()) {
    const place = placeOf(alternate.url, stores);
    if (!place || place.store === page.store) continue;
    if (!byStore.has(place.store) || place.language === page.language) byStore.set(place.store, alternate);
  }
  return [...byStore.values()];
}

/**
 * A product page's rich result, whether its price is the same in its JSON-LD, on the page, in the cart and in the
 * store's merchant feed, and the product side by side in the other stores. Null for a page that is no product's.
 */
export async function productPreview(
  page: CrawledPage,
  head: PageHead,
  alternates: ReadonlyMap<string, CrawledPage>,
  stores: StoreOrigins,
  shop: ShopPrices,
  bytes?: ByteRequest,
): Promise<ProductPreview | null> {
  const richResult = productOffers(head.jsonLd);
  const place = placeOf(page.url, stores);
  if (!richResult || !place) return null;
  const shown = page.html === null ? null : shownPagePrice(page.html);
  const offer = offerOfPage(richResult.offers, page.url, shown?.sku);
  const [cart, feed] = await Promise.all([
    shown?.saleElementId ? shop.cartPrice(place, shown.saleElementId) : null,
    readFeedOffers(feedUrlOf(place, stores), Object.values(stores), bytes),
  ]);
  const prices = priceAgreement({
    offer,
    page: shown,
    currency: shop.currencyOf(place.store),
    cart,
    feed: feed === null ? null : offer?.sku ? feed.get(offer.sku) : undefined,
  });
  const others = comparedPages(place, alternates, stores).map((other) =>
    storeProduct(other, readPageHead(other.html ?? ''), stores),
  );
  return {
    richResult,
    prices,
    stores: [storeProduct(page, head, stores)!, ...others.filter((other) => other !== null)].sort(
      (one, two) => one.store.localeCompare(two.store),
    ),
  };
}
