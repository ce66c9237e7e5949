/** How a product may be ordered: at least `minimum`, in steps of `multiple` (docs/product.md §5 "Quantity"). */
export interface OrderRules {
  minimum: number;
  multiple: number;
}

export type QuantityAdjustment = 'none' | 'multiple' | 'minimum';

/** The smallest quantity allowed: the minimum, rounded up to a whole number of multiples. */
export function smallestQuantity(rules: OrderRules): number {
  const multiple = Math.max(1, Math.floor(rules.multiple));
  return Math.ceil(Math.max(1, rules.minimum) / multiple) * multiple;
}

/** The most of one sale element a cart line holds. */
export const MAX_QUANTITY = 9_999;

/**
 * The quantity to use for what a shopper typed, and why it changed: docs/product.md §5 auto-adjusts a quantity that is
 * not a multiple of the product's order multiple (up to the next multiple), with a message; below the minimum
 * it becomes the minimum. Anything that is not a positive number becomes the smallest quantity.
 */
export function adjustQuantity(
  requested: number,
  rules: OrderRules,
): { quantity: number; adjustment: QuantityAdjustment } {
  const smallest = smallestQuantity(rules);
  if (!Number.isFinite(requested) || requested < smallest)
    return { quantity: smallest, adjustment: 'minimum' };
  const multiple = Math.max(1, Math.floor(rules.multiple));
  const whole = Math.min(Math.ceil(requested), MAX_QUANTITY);
  const quantity = Math.ceil(whole / multiple) * multiple;
  return { quantity, adjustment: quantity === requested ? 'none' : 'multiple' };
}
