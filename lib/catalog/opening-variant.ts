import type { SaleElement } from '../shop/types';

type Variant = Pick<SaleElement, 'isDefault' | 'stock' | 'stockPolicy'>;

/** Whether a variant can be ordered from the shelf: in stock, or sold on backorder or preorder. */
export function isOrderable({ stock, stockPolicy }: Pick<Variant, 'stock' | 'stockPolicy'>): boolean {
  return stock > 0 || stockPolicy === 'backorder' || stockPolicy === 'preorder';
}

/**
 * The variant a product is shown by, on its own address and on its cards: the shop's default variant when it
 * can be ordered, else the first in display order that can (so a sold-out first colour does not hide the
 * colours on sale), else the default, whose page then says it cannot be ordered. It depends on the shelf only,
 * not on the delivery country, so every country's page and card show the same variant. The embedded backend's
 * listing and card queries (`shownSaleElementOf` in its joins) make the same choice in SQL.
 */
export function openingVariant<V extends Variant>(variants: readonly V[]): V | undefined {
  const standard = variants.find((variant) => variant.isDefault) ?? variants[0];
  if (!standard || isOrderable(standard)) return standard;
  return variants.find(isOrderable) ?? standard;
}
