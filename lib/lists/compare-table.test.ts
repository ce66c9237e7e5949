import { fixedRowsDiffer, specificationRows, type ComparedProduct } from './compare-table';

const product = (id: number, overrides: Partial<ComparedProduct> = {}): ComparedProduct => ({
  id,
  priceAmount: 19_900,
  stockKind: 'inStock',
  deliveryTime: '1–3',
  brand: 'Grohe',
  articleNumber: `SIN-${id}`,
  specifications: [],
  ...overrides,
});

describe('specificationRows', () => {
  it('gives every specification of any product one row, in the order they first appear', () => {
    const rows = specificationRows([
      product(1, {
        specifications: [
          { title: 'Material', value: 'Messing' },
          { title: 'Farbe', value: 'Chrom' },
        ],
      }),
      product(2, {
        specifications: [
          { title: 'Farbe', value: 'Chrom' },
          { title: 'Breite', value: '60 cm' },
        ],
      }),
    ]);
    expect(rows).toEqual([
      { title: 'Material', values: ['Messing', null], differs: true },
      { title: 'Farbe', values: ['Chrom', 'Chrom'], differs: false },
      { title: 'Breite', values: [null, '60 cm'], differs: true },
    ]);
  });

  it('finds no difference in a single product or in equal values', () => {
    expect(
      specificationRows([product(1, { specifications: [{ title: 'A', value: 'x' }] })])[0]!.differs,
    ).toBe(false);
    expect(specificationRows([])).toEqual([]);
  });
});

describe('fixedRowsDiffer', () => {
  it('tells which of price, availability, delivery time and brand differ', () => {
    expect(
      fixedRowsDiffer([product(1), product(2, { priceAmount: 24_900, brand: 'Hansgrohe' }), product(3)]),
    ).toEqual({ price: true, stock: false, deliveryTime: false, brand: true });
    expect(fixedRowsDiffer([product(1), product(2, { priceAmount: null })]).price).toBe(true);
  });
});
