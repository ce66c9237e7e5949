import { isOrderable, openingVariant } from './opening-variant';
import type { StockState } from './stock-state';

const inStock: StockState = { kind: 'inStock', quantity: 12, low: false };
const soldOut: StockState = { kind: 'outOfStock' };

type Variant = { id: number; isDefault: boolean; state: StockState };
const opening = (variants: Variant[]) => openingVariant(variants, (variant) => variant.state)?.id;

describe('openingVariant', () => {
  it('opens on the default variant when it can be ordered', () => {
    expect(
      opening([
        { id: 1, isDefault: false, state: inStock },
        { id: 2, isDefault: true, state: inStock },
      ]),
    ).toBe(2);
  });

  it('opens on the first orderable variant in display order when the default is sold out', () => {
    expect(
      opening([
        { id: 1, isDefault: true, state: soldOut },
        { id: 2, isDefault: false, state: soldOut },
        { id: 3, isDefault: false, state: { kind: 'backorder' } },
        { id: 4, isDefault: false, state: inStock },
      ]),
    ).toBe(3);
  });

  it('stays on the default when no variant can be ordered', () => {
    const undeliverable: StockState = { kind: 'undeliverable', country: 'Rumänien' };
    expect(
      opening([
        { id: 1, isDefault: true, state: undeliverable },
        { id: 2, isDefault: false, state: undeliverable },
      ]),
    ).toBe(1);
  });

  it('takes the first variant as the default when none is marked, and nothing from no variants', () => {
    expect(opening([{ id: 5, isDefault: false, state: inStock }])).toBe(5);
    expect(opening([])).toBeUndefined();
  });
});

describe('isOrderable', () => {
  it('counts stock, backorder and preorder as orderable; sold-out and undeliverable as not', () => {
    expect(
      (
        [
          inStock,
          { kind: 'backorder' },
          { kind: 'preorder', availableFrom: null },
          soldOut,
          { kind: 'undeliverable', country: 'Rumänien' },
        ] satisfies StockState[]
      ).map(isOrderable),
    ).toEqual([true, true, true, false, false]);
  });
});
