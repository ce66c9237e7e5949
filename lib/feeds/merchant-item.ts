import { isPriceOnRequest, shownPrices } from '../catalog/shown-prices';
import type { MarketContext } from '../catalog/market-context';
import { shippingRates, type ShippingDestination, type ShippingRate } from '../catalog/shipping-rates';
import { stockStateOf, type StockState } from '../catalog/stock-state';
import type { Money } from '../pricing/money';
import type { MeasureUnit } from '../pricing/unit-price';
import { publicUrl } from '../seo/public-urls';
import type { FeedSaleElement } from '../shop/feed-types';

export type MerchantAvailability = 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder';

/** One item of a Google Merchant Center feed, before it is written as XML. */
export interface MerchantItem {
  id: string;
  /** The product's ref when it is sold in several variants, so Google groups them. */
  itemGroupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  availability: MerchantAvailability;
  /** A day (YYYY-MM-DD), for preorders and backorders. */
  availabilityDate: string | null;
  /** With a lawful reduction the 30-day prior price, else the price. */
  price: Money;
  /** The reduced price, only while a reduction is announced. */
  salePrice: Money | null;
  brand: string | null;
  gtin: string | null;
  mpn: string;
  color: string | null;
  size: string | null;
  shipping: ShippingRate[];
  /** The EU energy label's EPREL registration number, by which Google shows the label. */
  eprelNumber: number | null;
  /** Google's units: what one piece holds, and the unit the price is given per. */
  unitPricing: { measure: string; base: string } | null;
  /** A set of different products sold at one price, which Google calls a bundle. */
  isBundle: boolean;
}

// Google's unit names (unit_pricing_measure): metre, square metre, litre, kilogram.
const googleUnit: Record<MeasureUnit, string> = { m: 'm', m2: 'sqm', l: 'l', kg: 'kg' };

/** Thousandths as a decimal without trailing zeros: 25_000 → "25", 2_500 → "2.5". */
function decimalOfMilli(milli: number): string {
  return String(milli / 1_000);
}

/**
 * A sale element as an item of the store's feed, priced exactly as its product page shows it to a shopper in the
 * store's own country (shownPrices): a price reduction only as the page announces it, against the lowest price
 * of the 30 days before it. Null for goods the store's own country cannot be sent and for prices given on request.
 */
export function merchantItem(
  context: MarketContext,
  destinations: readonly ShippingDestination[],
  { product, saleElement }: FeedSaleElement,
  today: Date,
): MerchantItem | null {
  const { store, market, origins } = context;
  const state = stockStateOf(saleElement, product.undeliverableCountryIds, context.deliveryCountry);
  if (state.kind === 'undeliverable' || isPriceOnRequest(context, product.id)) return null;
  const shown = shownPrices(context, product, saleElement.prices, saleElement.measure);
  const variantTitle = [saleElement.colour, saleElement.size].filter(Boolean).join(', ');
  const measure = saleElement.measure;
  return {
    id: saleElement.ref,
    itemGroupId: product.saleElementCount > 1 ? product.ref : null,
    title:
      variantTitle && product.saleElementCount > 1 ? `${product.title} – ${variantTitle}` : product.title,
    description: product.chapo || product.title,
    link: publicUrl(origins, store.code, market.language, saleElement.url),
    imageLink: product.image ? `${origins[store.code]}${product.image}` : null,
    availability: availabilityOf(state.kind),
    availabilityDate: availabilityDateOf(state, product.deliveryDays.max, today),
    price: shown.prior ?? shown.price,
    salePrice: shown.prior ? shown.price : null,
    brand: product.brand,
    gtin: saleElement.ean,
    mpn: saleElement.ref,
    color: saleElement.colour,
    size: saleElement.size,
    shipping: shippingRates(context, destinations, {
      product,
      prices: saleElement.prices,
      measure,
      weightGrams: saleElement.weightGrams,
      undeliverableCountryIds: product.undeliverableCountryIds,
      freight: product.freight,
    }),
    eprelNumber: product.energyLabel?.eprelNumber ?? null,
    unitPricing:
      shown.unitPrice && measure
        ? {
            measure: `${decimalOfMilli(measure.milli)} ${googleUnit[measure.unit]}`,
            base: `1 ${googleUnit[measure.unit]}`,
          }
        : null,
    isBundle: product.isSet,
  };
}

const DAY_MS = 86_400_000;

/**
 * Google needs a date for goods ordered before they are on the shelf: a preorder's release day, else (a backorder,
 * or a preorder without one) the day the product page promises delivery by at the latest.
 */
function availabilityDateOf(state: StockState, deliveryMaxDays: number, today: Date): string | null {
  if (state.kind === 'preorder' && state.availableFrom) return state.availableFrom;
  if (state.kind !== 'preorder' && state.kind !== 'backorder') return null;
  return new Date(today.getTime() + deliveryMaxDays * DAY_MS).toISOString().slice(0, 10);
}

function availabilityOf(kind: 'inStock' | 'outOfStock' | 'backorder' | 'preorder'): MerchantAvailability {
  switch (kind) {
    case 'inStock':
      return 'in_stock';
    case 'backorder':
      return 'backorder';
    case 'preorder':
      return 'preorder';
    default:
      return 'out_of_stock';
  }
}
