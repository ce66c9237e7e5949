import { effectivePrices } from './line-prices';

const prices = (price: number, promoPrice = price) => ({
  price,
  promoPrice,
  onPromo: promoPrice < price,
  listPrice: null,
  priorPrice: null,
});
const line = (added: number, current: number, heldUntil: string) => ({
  addedPrices: prices(added),
  currentPrices: prices(current),
  pricesHeldUntil: heldUntil,
});

describe('effectivePrices', () => {
  const day = '2026-11-24T22:59:59.999Z';
  const during = new Date('2026-11-24T15:00:00Z');
  const after = new Date('2026-11-25T08:00:00Z');

  it('keeps the day’s price when the price rose that day (docs/product.md §9)', () => {
    expect(effectivePrices(line(10_000, 12_000, day), during).price).toBe(10_000);
  });

  it('passes a price cut on at once: a guarantee never charges more', () => {
    expect(effectivePrices(line(10_000, 9_000, day), during).price).toBe(9_000);
    expect(
      effectivePrices({ ...line(10_000, 10_000, day), currentPrices: prices(10_000, 8_000) }, during),
    ).toEqual(prices(10_000, 8_000));
  });

  it('charges today’s price once the day is over', () => {
    expect(effectivePrices(line(10_000, 12_000, day), after).price).toBe(12_000);
  });
});
