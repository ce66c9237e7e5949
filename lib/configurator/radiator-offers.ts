import 'server-only';
import { catalogue } from '../catalog/cached-shop';
import type { MarketContext } from '../catalog/market-context';
import { isPriceOnRequest, shownPrices, type ShownPrices } from '../catalog/shown-prices';
import { stockStateOf, type StockState } from '../catalog/stock-state';
import { localHref } from '../seo/public-urls';
import {
  logMeanExcess,
  outputAt,
  RATED_EXCESS_K,
  type RadiatorTemperatures,
} from '../heating/radiator-output';
import type { RadiatorMatch, RadiatorQuery } from '../shop/radiator-catalog';
import type { Image, LanguageCode, ProductDetail } from '../shop/types';
import { getRadiators } from '../storefront';

/** What the configurator offers: one radiator variant with its output where it will hang, and what goes with it. */
export interface RadiatorOffer {
  productId: number;
  saleElementId: number;
  title: string;
  href: string;
  image: Image | null;
  size: string | null;
  colour: string | null;
  match: RadiatorMatch;
  /** Output at the room's system temperatures, in watts. */
  outputW: number;
  /** How far the output exceeds the load, in per cent. */
  marginPercent: number;
  prices: ShownPrices;
  stock: StockState;
  /** Thermostat heads, valve sets and fitting offered alongside, each priced for the market. */
  extras: Array<{ saleElementId: number; title: string; prices: ShownPrices; service: boolean }>;
}

export type RadiatorFilters = Pick<
  RadiatorQuery,
  'radiatorType' | 'connection' | 'maxWidthMm' | 'maxHeightMm'
>;

/** How a product is read: through the data cache on pages; the bench reads past it. */
export type ProductReader = (productId: number, language: LanguageCode) => Promise<ProductDetail | null>;

export const OFFERS_SHOWN = 8;
/** Matches read beyond those shown, for the ones a market cannot sell (price on request, not deliverable). */
const READ_AHEAD = 8;

/** The system's mean excess temperature over the rated one, by which each radiator's exponent scales its output. */
export const excessRatio = (temperatures: RadiatorTemperatures) =>
  logMeanExcess(temperatures) / RATED_EXCESS_K;

function extrasOf(product: ProductDetail, context: MarketContext): RadiatorOffer['extras'] {
  return [...product.accessories, ...product.services].flatMap((extra) => {
    const element = extra.defaultSaleElement;
    const stock = stockStateOf(element, extra.undeliverableCountryIds, context.deliveryCountry);
    if (isPriceOnRequest(context, extra.id) || stock.kind === 'outOfStock' || stock.kind === 'undeliverable')
      return [];
    return [
      {
        saleElementId: element.id,
        title: extra.title,
        prices: shownPrices(context, extra, element.prices, element.measure),
        service: extra.kind === 'service',
      },
    ];
  });
}

async function offerOf(
  match: RadiatorMatch,
  loadW: number,
  temperatures: RadiatorTemperatures,
  context: MarketContext,
  readProduct: ProductReader,
): Promise<RadiatorOffer | null> {
  const product = await readProduct(match.productId, context.market.language);
  const element = product?.saleElements.find((candidate) => candidate.id === match.saleElementId);
  if (!product || !element || isPriceOnRequest(context, product.id)) return null;
  const stock = stockStateOf(element, product.undeliverableCountryIds, context.deliveryCountry);
  if (stock.kind !== 'inStock') return null;
  const outputW = outputAt(match.ratedOutputW, match.exponent, temperatures);
  return {
    productId: product.id,
    saleElementId: element.id,
    title: product.title,
    href: localHref(context.linkPrefix, element.url),
    image: product.images[0] ?? null,
    size: element.size?.title ?? null,
    colour: element.colour?.title ?? null,
    match,
    outputW,
    marginPercent: loadW > 0 ? Math.round(((outputW - loadW) / loadW) * 100) : 0,
    prices: shownPrices(context, product, element.prices, element.measure),
    stock,
    extras: extrasOf(product, context),
  };
}

/** The radiators in stock that cover the load where it is, closest first, priced for the shopper's market. */
export async function radiatorOffers(
  loadW: number,
  temperatures: RadiatorTemperatures,
  filters: RadiatorFilters,
  context: MarketContext,
  readProduct: ProductReader = catalogue.product,
): Promise<RadiatorOffer[]> {
  const matches = await (
    await getRadiators()
  ).findRadiators({
    ...filters,
    ratio: excessRatio(temperatures),
    loadW,
    deliveryCountryId: context.deliveryCountry.id,
    limit: OFFERS_SHOWN + READ_AHEAD,
    order: 'closest',
  });
  // One model's colours of one size heat alike: the first (the catalogue's order) stands for them.
  const seen = new Set<string>();
  const distinct = matches.filter(({ productId, widthMm, heightMm, ratedOutputW }) => {
    const key = `${productId}:${widthMm}:${heightMm}:${ratedOutputW}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Read what will be shown first; those the market cannot sell make room for the next ones.
  const offers: RadiatorOffer[] = [];
  for (let start = 0; start < distinct.length && offers.length < OFFERS_SHOWN;) {
    const batch = distinct.slice(start, start + OFFERS_SHOWN - offers.length);
    start += batch.length;
    const read = await Promise.all(
      batch.map((match) => offerOf(match, loadW, temperatures, context, readProduct)),
    );
    offers.push(...read.filter((offer): offer is RadiatorOffer => offer !== null));
  }
  return offers;
}

/**
 * When nothing covers the load: the strongest radiator the filters allow, with its output there, so the page can
 * tell honestly how far it falls short and how many it would take.
 */
export async function strongestOffer(
  temperatures: RadiatorTemperatures,
  filters: RadiatorFilters,
  context: MarketContext,
): Promise<RadiatorOffer | null> {
  const matches = await (
    await getRadiators()
  ).findRadiators({
    ...filters,
    ratio: excessRatio(temperatures),
    loadW: 0,
    deliveryCountryId: context.deliveryCountry.id,
    limit: READ_AHEAD,
    order: 'strongest',
  });
  for (const match of matches) {
    const offer = await offerOf(match, 0, temperatures, context, catalogue.product);
    if (offer) return offer;
  }
  return null;
}
