import type { Money } from '../pricing/money';

/** How far a cart's goods fall short of the store's minimum order value (`config_min_price`). */
export interface MinimumOrderShortfall {
  minimum: Money;
  missing: Money;
}

/**
 * docs/product.md §3 config_min_price: the store's minimum order value in whole units of its currency (50 is
 * 50.00 €), compared with the goods as the shopper sees them, the way a coupon's minimum is; 0 means none. The
 * postage does not count towards it. Null when the goods reach it or the cart is empty (an empty cart has its own
 * message).
 */
export function minimumOrderShortfall(goods: Money, minimumUnits: number): MinimumOrderShortfall | null {
  const minimum = Math.round(minimumUnits * 100);
  if (minimum <= 0 || goods.amount <= 0 || goods.amount >= minimum) return null;
  return {
    minimum: { amount: minimum, currency: goods.currency },
    missing: { amount: minimum - goods.amount, currency: goods.currency },
  };
}
