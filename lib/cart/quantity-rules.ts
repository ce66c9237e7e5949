import { adjustQuantity, MAX_QUANTITY, smallestQuantity, type OrderRules } from '../catalog/quantity';
import type { CartLine, QuantityChange, StockPolicy } from '../shop/types';

/** docs/product.md §4: "Stock of an item is its stock, or else the stock of the size (by name) within the colour variation." */
export function stockOf(saleElement: Pick<CartLine['saleElement'], 'stock' | 'size' | 'sizeStocks'>): number {
  if (saleElement.stock !== null) return saleElement.stock;
  return saleElement.sizeStocks.find((entry) => entry.size === saleElement.size)?.stock ?? 0;
}

export const stepOf = (rules: OrderRules) => Math.max(1, Math.floor(rules.multiple));

const downToStep = (quantity: number, step: number) => Math.floor(quantity / step) * step;

/**
 * The most a line may hold: what is on the shelf for goods sold from stock (items are not reserved, so this is
 * checked again at checkout), the shop's maximum for backorder and preorder, always a whole number of multiples;
 * 0 when not even the smallest quantity is there.
 */
export function orderLimit(rules: OrderRules, stock: number, policy: StockPolicy): number {
  const step = stepOf(rules);
  const limit = downToStep(
    policy === 'stock' ? Math.min(Math.max(0, stock), MAX_QUANTITY) : MAX_QUANTITY,
    step,
  );
  return limit >= smallestQuantity(rules) ? limit : 0;
}

export type QuantityOutcome =
  | { kind: 'ok'; quantity: number; adjustment: 'none' | 'multiple' | 'minimum' | 'limited' }
  | { kind: 'refused'; reason: 'notInStock' | 'limitReached' };

/**
 * How many to add for what the shopper asked (docs/product.md §5: adjusted to the minimum and the order multiple). Once the
 * line holds the minimum, only the multiple applies to what is added; the line never passes `limit`.
 */
export function quantityToAdd(
  requested: number,
  rules: OrderRules,
  limit: number,
  inCart: number,
): QuantityOutcome {
  if (limit === 0) return { kind: 'refused', reason: 'notInStock' };
  const step = stepOf(rules);
  const further = inCart >= smallestQuantity(rules) ? { minimum: step, multiple: step } : rules;
  const adjusted = adjustQuantity(requested, further);
  const room = downToStep(limit - inCart, step);
  if (room <= 0) return { kind: 'refused', reason: 'limitReached' };
  if (adjusted.quantity > room) return { kind: 'ok', quantity: room, adjustment: 'limited' };
  return { kind: 'ok', ...adjusted };
}

/** docs/product.md §4: setting 0 or less removes the line; otherwise the quantity is adjusted and kept within the limit. */
export function quantityToSet(
  requested: number,
  rules: OrderRules,
  limit: number,
): QuantityOutcome | { kind: 'remove' } {
  if (requested <= 0) return { kind: 'remove' };
  if (limit === 0) return { kind: 'refused', reason: 'notInStock' };
  const adjusted = adjustQuantity(requested, rules);
  return adjusted.quantity > limit
    ? { kind: 'ok', quantity: limit, adjustment: 'limited' }
    : { kind: 'ok', ...adjusted };
}

/** One step up (a multiple), never past the limit. */
export const increaseBy = (rules: OrderRules, limit: number): QuantityChange => ({
  kind: 'increase',
  by: stepOf(rules),
  max: limit,
});

/** One step down; below the minimum the line goes (docs/product.md §4: below 1 it always does). */
export const decreaseBy = (rules: OrderRules): QuantityChange => ({
  kind: 'decrease',
  by: stepOf(rules),
  min: smallestQuantity(rules),
});
