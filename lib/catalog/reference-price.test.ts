import { discountPercent, referencePricesOf, sellingNetPrice } from './reference-price';

const prices = (
  overrides: Partial<{
    price: number;
    promoPrice: number;
    listPrice: number | null;
    onPromo: boolean;
    priorPrice: number | null;
  }>,
) => ({
  price: 10_000,
  promoPrice: 10_000,
  listPrice: null,
  onPromo: false,
  priorPrice: null,
  ...overrides,
});

describe('referencePricesOf', () => {
  it('strikes through the 30-day prior price during a promotion, not the regular price', () => {
    const promo = prices({ onPromo: true, promoPrice: 8_000, priorPrice: 9_000 });
    expect(referencePricesOf(promo)).toEqual({ prior: 9_000, recommended: null });
  });

  it('announces no reduction without a prior price, whatever the regular price', () => {
    expect(referencePricesOf(prices({ onPromo: true, promoPrice: 8_000 })).prior).toBeNull();
  });

  it('announces no reduction once the promotion is over, though a prior price is left', () => {
    expect(referencePricesOf(prices({ promoPrice: 8_000, priorPrice: 12_000 })).prior).toBeNull();
  });

  it('shows the recommended retail price, labelled apart, when it is above the price', () => {
    expect(referencePricesOf(prices({ listPrice: 12_500 }))).toEqual({ prior: null, recommended: 12_500 });
    const both = prices({ onPromo: true, promoPrice: 8_000, priorPrice: 10_000, listPrice: 12_500 });
    expect(referencePricesOf(both)).toEqual({ prior: 10_000, recommended: 12_500 });
  });

  it('invents nothing: no reference not above the price', () => {
    expect(referencePricesOf(prices({}))).toEqual({ prior: null, recommended: null });
    expect(referencePricesOf(prices({ listPrice: 9_000 })).recommended).toBeNull();
    const notLower = prices({ onPromo: true, promoPrice: 10_000, priorPrice: 10_000 });
    expect(referencePricesOf(notLower).prior).toBeNull();
  });

  it('charges the promotion price while it runs', () => {
    expect(sellingNetPrice(prices({ onPromo: true, promoPrice: 8_000 }))).toBe(8_000);
    expect(sellingNetPrice(prices({ promoPrice: 8_000 }))).toBe(10_000);
  });
});

describe('discountPercent', () => {
  it('rounds up (docs/product.md §9)', () => {
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
