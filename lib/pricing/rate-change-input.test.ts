import { readRateChange } from './rate-change-input';
import { TaxRateError } from './tax-rates';

describe('readRateChange', () => {
  it('reads a country, the standard rule or a rule id, a percent and the day it takes effect', () => {
    expect(readRateChange(['ro', 'standard', '21'], '2025-08-01')).toEqual({
      country: 'RO',
      ruleId: null,
      percent: 21,
      from: '2025-08-01',
    });
    expect(readRateChange(['AT', '2', '20'], '2025-04-01')).toMatchObject({ ruleId: 2, percent: 20 });
  });

  it.each([
    [['RO', 'standard', '31'], '2027-01-01', /outside 0–30 %/],
    [['RO', 'standard', '-1'], '2027-01-01', /not a percent/],
    [['RO', 'standard', '21'], undefined, /--from/],
    [['RO', 'standard', '21'], '2027-02-30', /--from/],
    [['Romania', 'standard', '21'], '2027-01-01', /country code/],
    [['RO', 'reduced', '11'], '2027-01-01', /tax rule id/],
    [['RO', 'standard'], '2027-01-01', /Give a country/],
  ])('refuses %j from %s', (positionals, from, message) => {
    expect(() => readRateChange(positionals, from)).toThrow(TaxRateError);
    expect(() => readRateChange(positionals, from)).toThrow(message);
  });
});
