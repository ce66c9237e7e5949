import {
  historyKeptFrom,
  lowestPriceBefore,
  priorPriceOf,
  reductionStart,
  type AppliedPrice,
} from './prior-price';

const today = new Date('2026-11-25T08:00:00Z');
/** An entry `daysAgo` before today (negative: in the future is never used). */
const at = (daysAgo: number, price: number, reduced = false): AppliedPrice => ({
  appliedFrom: new Date(today.getTime() - daysAgo * 86_400_000),
  price,
  reduced,
});

describe('priorPriceOf (the 30-day rule)', () => {
  it('strikes through the regular price of a product sold at it for months', () => {
    expect(priorPriceOf([at(200, 10_000), at(0, 8_000, true)])).toBe(10_000);
  });

  it('after a rise just before the reduction, takes the lower price before the rise (Aldi Süd)', () => {
    const history = [at(120, 10_000), at(10, 12_000), at(0, 9_900, true)];
    expect(priorPriceOf(history)).toBe(10_000);
  });

  it('after several changes, takes the lowest of them within 30 days', () => {
    const history = [at(90, 10_000), at(25, 9_000), at(15, 11_000), at(5, 10_500), at(0, 8_500, true)];
    expect(priorPriceOf(history)).toBe(9_000);
  });

  it('ignores prices that ended more than 30 days before the reduction', () => {
    const history = [at(90, 7_000), at(31, 10_000), at(0, 8_000, true)];
    expect(priorPriceOf(history)).toBe(10_000);
  });

  it('counts a price in force when the 30 days began, though set before them', () => {
    const history = [at(90, 9_500), at(29, 10_000), at(0, 8_000, true)];
    expect(priorPriceOf(history)).toBe(9_500);
  });

  it('counts an earlier promotion that started and ended within the 30 days', () => {
    const history = [at(300, 10_000), at(40, 8_000, true), at(20, 10_000), at(0, 7_000, true)];
    expect(priorPriceOf(history)).toBe(8_000);
  });

  it('announces no reduction when an earlier promotion within 30 days was as low', () => {
    const history = [at(300, 10_000), at(25, 7_000, true), at(10, 10_000), at(0, 7_000, true)];
    expect(priorPriceOf(history)).toBeNull();
  });

  it('announces nothing once a promotion has ended', () => {
    const history = [at(300, 10_000), at(20, 8_000, true), at(0, 10_000)];
    expect(reductionStart(history)).toBeNull();
    expect(priorPriceOf(history)).toBeNull();
  });

  it('keeps the first step of a reduction deepened without a break as its start', () => {
    const history = [at(200, 10_000), at(20, 9_000, true), at(0, 8_000, true)];
    expect(reductionStart(history)).toEqual(at(20, 0).appliedFrom);
    expect(priorPriceOf(history)).toBe(10_000);
  });

  it('judges a promotion raised again against its own lower step', () => {
    const history = [at(200, 10_000), at(20, 7_000, true), at(0, 8_000, true)];
    expect(reductionStart(history)).toEqual(at(0, 0).appliedFrom);
    expect(priorPriceOf(history)).toBeNull();
  });

  it('announces no reduction for goods never sold at another price', () => {
    expect(priorPriceOf([at(0, 8_000, true)])).toBeNull();
    expect(priorPriceOf([])).toBeNull();
  });

  it('works in any currency: Romanian lei in bani', () => {
    const history = [at(60, 49_750), at(12, 52_240), at(0, 44_775, true)];
    expect(priorPriceOf(history)).toBe(49_750);
  });

  it('finds nothing before the first entry', () => {
    expect(lowestPriceBefore([at(3, 10_000)], at(3, 0).appliedFrom)).toBeNull();
  });
});

describe('historyKeptFrom', () => {
  it('keeps 90 days before today without a reduction', () => {
    expect(historyKeptFrom([at(400, 10_000)], today)).toEqual(at(90, 0).appliedFrom);
  });

  it('keeps 90 days before the start of a running reduction, which its deepening still looks back from', () => {
    const history = [at(400, 10_000), at(200, 9_000, true), at(1, 8_000, true)];
    expect(historyKeptFrom(history, today)).toEqual(at(290, 0).appliedFrom);
  });
});
