import fc from 'fast-check';
import { dayIn, rateOn, type Day } from '../../../pricing/tax-rates';
import {
  AUSTRIA,
  recordedRateChanges,
  ROMANIA,
  SOLAR_TAX_RULE,
  STANDARD_TAX_RULE,
  timelines,
} from './tax-history';

const history = timelines(recordedRateChanges);
const ratesOf = (ruleId: number, countryId: number) => history.get(`${ruleId}:${countryId}`)!;
const day = (from: Day, offset: number): Day => {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

describe('the recorded VAT rates', () => {
  it.each([
    ['Romania, standard', STANDARD_TAX_RULE, ROMANIA, '2025-08-01', 1900, 2100],
    ['Romania, photovoltaics', SOLAR_TAX_RULE, ROMANIA, '2025-08-01', 1900, 2100],
    ['Austria, photovoltaics from 2024', SOLAR_TAX_RULE, AUSTRIA, '2024-01-01', 2000, 0],
    ['Austria, photovoltaics from April 2025', SOLAR_TAX_RULE, AUSTRIA, '2025-04-01', 0, 2000],
  ])(
    '%s: the old rate to the day before the change, the new one from it',
    (_, rule, country, change, before, after) => {
      fc.assert(
        fc.property(fc.integer({ min: -60, max: 60 }), (offset) => {
          const expected = offset < 0 ? before : after;
          expect(rateOn(ratesOf(rule, country), day(change, offset), 'rule')).toBe(expected);
        }),
      );
    },
  );

  it('charges today (2026-11-26) 21 % in Romania and 20 % on photovoltaics in Austria', () => {
    expect(rateOn(ratesOf(STANDARD_TAX_RULE, ROMANIA), '2026-11-26', 'rule')).toBe(2100);
    expect(rateOn(ratesOf(SOLAR_TAX_RULE, AUSTRIA), '2026-11-26', 'rule')).toBe(2000);
  });
});

describe('a change at midnight in the store’s time zone', () => {
  it('charges Romania 21 % from 00:00 in Bucharest on 1 August 2025, which is 21:00 UTC the day before', () => {
    fc.assert(
      fc.property(fc.integer({ min: -180, max: 180 }), (minutes) => {
        const instant = new Date(Date.parse('2025-07-31T21:00:00Z') + minutes * 60_000);
        const rate = rateOn(ratesOf(STANDARD_TAX_RULE, ROMANIA), dayIn(instant, 'Europe/Bucharest'), 'rule');
        expect(rate).toBe(minutes < 0 ? 1900 : 2100);
      }),
    );
  });
});
