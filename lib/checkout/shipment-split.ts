import type { StockState } from '../catalog/stock-state';

/** The shopper's choice when some lines can go now and others later (docs/product.md §3 pay request isCompleteDelivery). */
export const deliverySplits = ['complete', 'partial'] as const;
export type DeliverySplit = (typeof deliverySplits)[number];

interface SplittableLine {
  view: { quantity: number; stock: StockState };
}

/** A line ships at once when all of its quantity is on the shelf; one reordered or preordered goes later, whole. */
export function shipsNow(line: SplittableLine): boolean {
  const { stock, quantity } = line.view;
  return stock.kind === 'inStock' && stock.quantity >= quantity;
}

/**
 * The lines that can go at once and those that come later, when there are both: then the shopper chooses one
 * shipment when all is there or a shipment now and the rest later. Null when everything goes together anyway.
 */
export function splitShipments<L extends SplittableLine>(
  lines: readonly L[],
): { now: L[]; later: L[] } | null {
  const now = lines.filter(shipsNow);
  const later = lines.filter((line) => !shipsNow(line));
  return now.length > 0 && later.length > 0 ? { now, later } : null;
}
