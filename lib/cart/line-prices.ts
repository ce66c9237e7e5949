import { sellingNetPrice } from '../catalog/reference-price';
import type { CartLine, NetPrices } from '../shop/types';

/**
 * docs/product.md §9: a price is guaranteed only for the day the item was added. While it holds the shopper pays the lower
 * of then and now (a guarantee never charges more); after that, today's price.
 */
export function effectivePrices(
  line: Pick<CartLine, 'addedPrices' | 'currentPrices' | 'pricesHeldUntil'>,
  now: Date,
): NetPrices {
  if (now.getTime() > new Date(line.pricesHeldUntil).getTime()) return line.currentPrices;
  return sellingNetPrice(line.currentPrices) < sellingNetPrice(line.addedPrices)
    ? line.currentPrices
    : line.addedPrices;
}
