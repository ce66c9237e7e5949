import type { Country, SaleElement } from '../shop/types';

/** docs/product.md §4 "Stock states", as a product card and the product page show them. */
export type StockState =
  | { kind: 'inStock'; quantity: number; low: boolean }
  | { kind: 'outOfStock' }
  | { kind: 'backorder' }
  | { kind: 'preorder'; availableFrom: string | null }
  | { kind: 'undeliverable'; country: string };

/** docs/product.md §4: "The stock badge shows the exact number under 10." */
export const LOW_STOCK_BELOW = 10;

/**
 * The state of a sale element for a delivery country: goods the shop does not ship there are undeliverable
 * whatever the stock; otherwise what is on the shelf, else what an empty shelf means by the stock policy.
 */
export function stockStateOf(
  saleElement: Pick<SaleElement, 'stock' | 'stockPolicy' | 'availableFrom'>,
  undeliverableCountryIds: readonly Country['id'][],
  deliveryCountry: Pick<Country, 'id' | 'title'>,
): StockState {
  if (undeliverableCountryIds.includes(deliveryCountry.id))
    return { kind: 'undeliverable', country: deliveryCountry.title };
  if (saleElement.stock > 0)
    return { kind: 'inStock', quantity: saleElement.stock, low: saleElement.stock < LOW_STOCK_BELOW };
  if (saleElement.stockPolicy === 'backorder') return { kind: 'backorder' };
  if (saleElement.stockPolicy === 'preorder')
    return { kind: 'preorder', availableFrom: saleElement.availableFrom };
  return { kind: 'outOfStock' };
}
