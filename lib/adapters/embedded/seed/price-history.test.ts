import { priorPriceOf } from '../../../pricing/prior-price';
import { seedPriceHistory } from './price-history';
import type { SeedSaleElement } from './products';

const now = new Date('2026-11-25T06:00:00Z');
const element = (id: number, promo: boolean): SeedSaleElement =>
  ({ id, price: 49_990, promoPrice: promo ? 39_990 : 49_990, promo }) as SeedSaleElement;

describe('seedPriceHistory', () => {
  const histories = Array.from({ length: 400 }, (_, index) => {
    const promo = index % 2 === 0;
    const created = new Date(now.getTime() - (3 + (index % 700)) * 86_400_000);
    return { promo, created, history: seedPriceHistory(element(index + 1, promo), created, now) };
  });

  it('ends at today’s price, in order, from the product’s launch on', () => {
    for (const { promo, created, history } of histories) {
      expect(history.at(-1)!.price).toBe(promo ? 39_990 : 49_990);
      expect(history[0]!.appliedFrom.getTime()).toBeLessThanOrEqual(created.getTime());
      const times = history.map((entry) => entry.appliedFrom.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
      expect(times.at(-1)!).toBeLessThan(now.getTime());
    }
  });

  it('gives promotions a 30-day prior price above the promotion price, sometimes below the regular one', () => {
    const priors = histories.filter((entry) => entry.promo).map((entry) => priorPriceOf(entry.history));
    expect(priors.every((prior) => prior !== null && prior > 39_990)).toBe(true);
    expect(priors.some((prior) => prior! < 49_990)).toBe(true);
    expect(priors.some((prior) => prior === 49_990)).toBe(true);
    const regular = histories.filter((entry) => !entry.promo).map((entry) => priorPriceOf(entry.history));
    expect(regular.every((prior) => prior === null)).toBe(true);
  });

  it('is the same every time for the same sale element', () => {
    expect(seedPriceHistory(element(7, true), now, now)).toEqual(
      seedPriceHistory(element(7, true), now, now),
    );
  });
});
