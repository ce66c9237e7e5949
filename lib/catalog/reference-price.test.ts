import { discountPercent, referencePriceOf, sellingNetPrice } from './reference-price';

const prices = (
  overrides: Partial<{ price: number; promoPrice: number; listPrice: number | null; onPromo: boolean }>,
) => ({
  price: 10_000,
  promoPrice: 10_000,
  listPrice: null,
  onPromo: false,
  ...overrides,
});

describe('referencePriceOf', () => {
  it('shows the regular price during a promotion', () => {
    expect(referencePriceOf(prices({ onPromo: true, promoPrice: 8_000 }))).toEqual({
      kind: 'regular',
      net: 10_000,
    });
  });

  it('shows the recommended retail price when it is above the price', () => {
    expect(referencePriceOf(prices({ listPrice: 12_500 }))).toEqual({ kind: 'recommended', net: 12_500 });
  });

  it('prefers the regular price to the recommended one during a promotion', () => {
    expect(referencePriceOf(prices({ onPromo: true, promoPrice: 8_000, listPrice: 12_500 }))).toMatchObject({
      kind: 'regular',
    });
  });

  it('invents nothing: no reference without a real one, or with one not above the price', () => {
    expect(referencePriceOf(prices({}))).toBeNull();
    expect(referencePriceOf(prices({ listPrice: 9_000 }))).toBeNull();
    expect(referencePriceOf(prices({ onPromo: true, promoPrice: 10_000 }))).toBeNull();
  });

  it('charges the promotion price while it runs', () => {
    expect(sellingNetPrice(prices({ onPromo: true, promoPrice: 8_000 }))).toBe(8_000);
    expect(sellingNetPrice(prices({ promoPrice: 8_000 }))).toBe(10_000);
  });
});

describe('discountPercent', () => {
  it('rounds up (SPEC §9)', () => {
    expect(discountPercent(7_990, 10_000)).toBe(21);
    expect(discountPercent(8_000, 10_000)).toBe(20);
    expect(discountPercent(9_999, 10_000)).toBe(1);
  });

  it('is 0 without a discount', () => {
    expect(discountPercent(10_000, 10_000)).toBe(0);
    expect(discountPercent(11_000, 10_000)).toBe(0);
    expect(discountPercent(5, 0)).toBe(0);
  });
});
