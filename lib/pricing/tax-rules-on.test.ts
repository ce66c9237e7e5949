import type { TaxRuleHistory } from '../shop/types';
import { taxRulesOn } from './tax-rules-on';

const GERMANY = 5;
const AUSTRIA = 13;
const standard: TaxRuleHistory = {
  id: 1,
  title: 'Standard',
  isDefault: true,
  ratesByCountry: {
    [GERMANY]: [{ from: '2000-01-01', to: null, basisPoints: 1900 }],
    [AUSTRIA]: [{ from: '2000-01-01', to: null, basisPoints: 2000 }],
  },
};
const photovoltaics: TaxRuleHistory = {
  id: 2,
  title: 'Photovoltaics',
  isDefault: false,
  ratesByCountry: {
    [GERMANY]: [
      { from: '2000-01-01', to: '2022-12-31', basisPoints: 1900 },
      { from: '2023-01-01', to: null, basisPoints: 0, condition: 'dwelling-photovoltaics' },
    ],
    [AUSTRIA]: [{ from: '2000-01-01', to: null, basisPoints: 2000 }],
  },
};

describe('taxRulesOn with conditions', () => {
  it('gives a conditional rate the standard rate of the day as its fallback', () => {
    const [, rule] = taxRulesOn([standard, photovoltaics], '2026-11-26');
    expect(rule?.rateByCountry).toEqual({ [GERMANY]: 0, [AUSTRIA]: 2000 });
    expect(rule?.conditionalByCountry).toEqual({
      [GERMANY]: { condition: 'dwelling-photovoltaics', otherwise: 1900 },
    });
  });

  it('has no condition on a day before the conditioned rate began', () => {
    const [, rule] = taxRulesOn([standard, photovoltaics], '2022-06-01');
    expect(rule?.rateByCountry[GERMANY]).toBe(1900);
    expect(rule?.conditionalByCountry).toBeUndefined();
  });

  it('leaves the country out when a condition is unknown or has no standard rate to fall back to', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const unknown: TaxRuleHistory = {
      ...photovoltaics,
      ratesByCountry: { [GERMANY]: [{ from: '2000-01-01', to: null, basisPoints: 0, condition: 'farm' }] },
    };
    expect(taxRulesOn([standard, unknown], '2026-11-26')[1]?.rateByCountry).toEqual({});
    const noStandard = { ...standard, ratesByCountry: {} };
    expect(taxRulesOn([noStandard, photovoltaics], '2026-11-26')[1]?.rateByCountry).toEqual({
      [AUSTRIA]: 2000,
    });
  });
});
