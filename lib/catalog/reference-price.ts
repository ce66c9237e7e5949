import type { NetPrices } from '../shop/types';

/**
 * The prices a page may show beside the selling price, each labelled as what it is. EU price indication rules
 * (Directive 98/6/EC Art. 6a, Austria's PrAG, Germany's PAngV, Romania's consumer code) allow a reduction only
 * against the lowest price of the 30 days before it (`prior`, kept by the price writer); the manufacturer's
 * recommended retail price may be shown too but is never the base of a reduction.
 */
export interface ReferencePrices {
  prior: number | null;
  recommended: number | null;
}

export function referencePricesOf(prices: NetPrices): ReferencePrices {
  const selling = sellingNetPrice(prices);
  const reduced = prices.onPromo && prices.priorPrice !== null && prices.priorPrice > selling;
  const recommended = prices.listPrice !== null && prices.listPrice > selling;
  return { prior: reduced ? prices.priorPrice : null, recommended: recommended ? prices.listPrice : null };
}

/** The net price the shopper pays: the promotion's while it runs. */
export function sellingNetPrice(prices: NetPrices): number {
  return prices.onPromo ? prices.promoPrice : prices.price;
}

/** docs/product.md §9: "Discount badge is the rounded-up percent", of the shown prices; 0 when there is no discount. */
export function discountPercent(shown: number, reference: number): number {
  if (reference <= 0 || shown >= reference) return 0;
  return Math.ceil(((reference - shown) * 100) / reference);
}
