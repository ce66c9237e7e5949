import type { QuantityChange } from './cart-types';

/**
 * The rules every cart backend applies to a line (docs/product.md §4 "Quantity update"), so the embedded cart
 * and a remote one agree to the piece.
 */

/** A line's quantity after adding `quantity` to the `current` one (0 for a new line), never beyond `max`. */
export function quantityAfterAdd(current: number, quantity: number, max: number): number {
  return Math.min(current + quantity, max);
}

/**
 * A line's quantity after a change, or null when the line goes: below 1, and for a decrease below its `min`. An
 * increase stops at `max` but never lowers a line that is already above it.
 */
export function quantityAfterChange(current: number, change: QuantityChange): number | null {
  const next =
    change.kind === 'set'
      ? change.quantity
      : change.kind === 'increase'
        ? Math.min(current + change.by, Math.max(change.max, current))
        : current - change.by;
  const lowest = change.kind === 'decrease' ? Math.max(1, change.min) : 1;
  return next < lowest ? null : next;
}
