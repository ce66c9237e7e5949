import type { StoreCode } from './codes';

/** How many different buyers bought a product in the window asked about. */
export interface SalesFigure {
  productId: number;
  buyers: number;
}

/** A store's orders placed since a moment, of which the figures count the ones paid, processed or sent. */
export interface SalesWindow {
  store: StoreCode;
  since: Date;
  /** At most this many figures, the most bought first. */
  limit: number;
}

/**
 * What the shop's own orders say about its products (docs/product.md §7 recommendation/bestseller-data,
 * category-data, item-data): aggregates over buyers, never one buyer's orders. Products no longer shown are left
 * out. A buyer is a customer account or, for guests, an e-mail address, so one shopper's repeat orders count once.
 */
export interface SalesFigures {
  /** The products most bought in the store, within a category and its subcategories when one is given. */
  bestSellers(window: SalesWindow & { categoryId?: number }): Promise<SalesFigure[]>;
  /** The products bought in the same orders as any of these, the given ones left out. */
  boughtWith(window: SalesWindow & { productIds: number[] }): Promise<SalesFigure[]>;
}
