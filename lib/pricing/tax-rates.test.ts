import fc from 'fast-check';
import { dayIn, isDay, rateOn, TaxRateError, withChange, type DatedRate, type Day } from './tax-rates';

const day = (from: Day, offset: number): Day => {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

describe('dayIn', () => {
  it('takes the day of supply in the store’s time zone: 22:30 UTC on 31 July is 1 August in Bucharest', () => {
    const instant = new Date('2025-07-31T22:30:00Z');
    expect(dayIn(instant, 'Europe/Bucharest')).toBe('2025-08-01');
    expect(dayIn(instant, 'UTC')).toBe('2025-07-31');
  });
});

describe('rateOn refuses instead of guessing', () => {
  it('when no rate is in force on the day', () => {
    expect(() => rateOn([{ from: '2026-01-01', to: null, basisPoints: 2000 }], '2025-12-31', 'rule')).toThrow(
      TaxRateError,
    );
  });

  it('when a recorded rate is outside 0–30 % or unreadable', () => {
    for (const basisPoints of [3100, -100, Number.NaN]) {
      expect(() => rateOn([{ from: '2000-01-01', to: null, basisPoints }], '2026-11-26', 'rule')).toThrow(
        TaxRateError,
      );
    }
  });

  it('when two rates overlap', () => {
    const rates = [
      { from: '2000-01-01', to: null, basisPoints: 1900 },
      { from: '2025-08-01', to: null, basisPoints: 2100 },
    ];
    expect(() => rateOn(rates, '2026-11-26', 'rule')).toThrow(/2 VAT rates/);
  });
});

describe('withChange', () => {
  const arbitraryDay = fc.integer({ min: 0, max: 3_000 }).map((offset) => day('2020-01-01', offset));
  const arbitraryChange = fc.record({ from: arbitraryDay, basisPoints: fc.integer({ min: 0, max: 3000 }) });

  it('keeps exactly one rate in force on every day, the last one recorded from the latest day on or before it', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryChange, { minLength: 1, maxLength: 8 }),
        arbitraryDay,
        (changes, asked) => {
          const start: DatedRate[] = [{ from: '2000-01-01', to: null, basisPoints: 2000 }];
          const timeline = changes.reduce(
            (rates, change) => withChange(rates, change.from, change.basisPoints),
            start,
          );
          const latest = new Map<Day, number>([['2000-01-01', 2000]]);
          for (const change of changes) latest.set(change.from, change.basisPoints);
          const expected = [...latest]
            .filter(([from]) => from <= asked)
            .sort(([a], [b]) => a.localeCompare(b))
            .at(-1)!;
          expect(rateOn(timeline, asked, 'rule')).toBe(expected[1]);
        },
      ),
    );
  });

  it('refuses a rate outside 0–30 % and a day that is not one', () => {
    expect(() => withChange([], '2027-01-01', 3100)).toThrow(TaxRateError);
    expect(() => withChange([], '2027-02-30', 2100)).toThrow(TaxRateError);
    expect(isDay('2027-02-28')).toBe(true);
  });
});

describe('withChange and conditions', () => {
  it('keeps the condition of the rate it ends and gives the new rate only its own', () => {
    const germany: DatedRate[] = [
      { from: '2023-01-01', to: null, basisPoints: 0, condition: 'dwelling-photovoltaics' },
    ];
    expect(withChange(germany, '2027-01-01', 1900)).toEqual([
      { from: '2023-01-01', to: '2026-12-31', basisPoints: 0, condition: 'dwelling-photovoltaics' },
      { from: '2027-01-01', to: null, basisPoints: 1900 },
    ]);
    expect(withChange([], '2023-01-01', 0, 'dwelling-photovoltaics')).toEqual(germany);
  });
});
