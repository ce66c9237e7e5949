import type { StockState } from './stock-state';

/** Whether a shopper can put a variant in the cart: on the shelf, or promised by backorder or preorder. */
export function isOrderable(state: StockState): boolean {
  return state.kind === 'inStock' || state.kind === 'backorder' || state.kind === 'preorder';
}

/**
 * The variant a product's own address opens on: the shop's default variant when it can be ordered, else the
 * first in display order that can (so a sold-out first colour does not hide the colours on sale), else the
 * default, whose page then says it cannot be ordered. The stock states are those of the page's market, so the
 * choice is made when the page is rendered and the page stays static.
 */
export function openingVariant<V extends { isDefault: boolean }>(
  variants: readonly V[],
  stateOf: (variant: V) => StockState,
): V | undefined {
  const standard = variants.find((variant) => variant.isDefault) ?? variants[0];
  if (!standard || isOrderable(stateOf(standard))) return standard;
  return variants.find((variant) => isOrderable(stateOf(variant))) ?? standard;
}
