import { isOrderable, openingVariant } from './opening-variant';

const inStock = { stock: 12, stockPolicy: 'stock' } as const;
const soldOut = { stock: 0, stockPolicy: 'stock' } as const;
const backorder = { stock: 0, stockPolicy: 'backorder' } as const;

type Variant = {
  id: number;
  isDefault: boolean;
  stock: number;
  stockPolicy: 'stock' | 'backorder' | 'preorder';
};
const opening = (variants: Variant[]) => openingVariant(variants)?.id;

describe('openingVariant', () => {
  it('opens on the default variant when it can be ordered', () => {
    expect(
      opening([
        { id: 1, isDefault: false, ...inStock },
        { id: 2, isDefault: true, ...inStock },
      ]),
    ).toBe(2);
  });

  it('opens on the first orderable variant in display order when the default is sold out', () => {
    expect(
      opening([
        { id: 1, isDefault: true, ...soldOut },
        { id: 2, isDefault: false, ...soldOut },
        { id: 3, isDefault: false, ...backorder },
        { id: 4, isDefault: false, ...inStock },
      ]),
    ).toBe(3);
  });

  it('stays on the default when no variant can be ordered', () => {
    expect(
      opening([
        { id: 1, isDefault: true, ...soldOut },
        { id: 2, isDefault: false, ...soldOut },
      ]),
    ).toBe(1);
  });

  it('takes the first variant as the default when none is marked, and nothing from no variants', () => {
    expect(opening([{ id: 5, isDefault: false, ...soldOut }])).toBe(5);
    expect(opening([])).toBeUndefined();
  });
});

describe('isOrderable', () => {
  it('counts stock, backorder and preorder as orderable, an empty shelf without either as not', () => {
    expect(
      [inStock, backorder, { stock: 0, stockPolicy: 'preorder' } as const, soldOut].map(isOrderable),
    ).toEqual([true, true, true, false]);
  });
});
