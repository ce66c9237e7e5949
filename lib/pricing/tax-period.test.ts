import type { CountryId } from '../shop/schemas';
import type { TaxRuleHistory } from '../shop/types';
import { nextTaxChange, taxPeriodStart } from './tax-period';

const ROMANIA = 146 as CountryId;
const AUSTRIA = 13 as CountryId;

const histories: TaxRuleHistory[] = [
  {
    id: 1,
    title: 'Standard',
    isDefault: true,
    ratesByCountry: {
      [ROMANIA]: [
        { from: '2017-01-01', to: '2025-07-31', basisPoints: 1900 },
        { from: '2025-08-01', to: null, basisPoints: 2100 },
      ],
      [AUSTRIA]: [{ from: '2016-01-01', to: null, basisPoints: 2000 }],
    },
  },
  {
    id: 2,
    title: 'Photovoltaics',
    isDefault: false,
    ratesByCountry: {
      [AUSTRIA]: [
        { from: '2024-01-01', to: '2025-03-31', basisPoints: 0 },
        { from: '2025-04-01', to: null, basisPoints: 2000 },
      ],
    },
  },
];

describe('taxPeriodStart', () => {
  it('changes at midnight of the day a new rate begins, not before', () => {
    expect(taxPeriodStart(histories, ROMANIA, '2025-07-31')).toBe('2017-01-01');
    expect(taxPeriodStart(histories, ROMANIA, '2025-08-01')).toBe('2025-08-01');
    expect(taxPeriodStart(histories, ROMANIA, '2026-11-26')).toBe('2025-08-01');
  });

  it('takes every rule of the delivery country into account', () => {
    expect(taxPeriodStart(histories, AUSTRIA, '2023-12-31')).toBe('2016-01-01');
    expect(taxPeriodStart(histories, AUSTRIA, '2024-01-01')).toBe('2024-01-01');
    expect(taxPeriodStart(histories, AUSTRIA, '2025-04-01')).toBe('2025-04-01');
  });

  it('starts a period the day after a rate ends even when nothing follows it', () => {
    const ended: TaxRuleHistory[] = [
      {
        id: 3,
        title: 'Ended',
        isDefault: false,
        ratesByCountry: { [AUSTRIA]: [{ from: '2024-01-01', to: '2024-06-30', basisPoints: 1000 }] },
      },
    ];
    expect(taxPeriodStart(ended, AUSTRIA, '2024-06-30')).toBe('2024-01-01');
    expect(taxPeriodStart(ended, AUSTRIA, '2024-07-01')).toBe('2024-07-01');
  });

  it('is null where the country has no rate recorded on or before the day', () => {
    expect(taxPeriodStart(histories, 5 as CountryId, '2026-01-01')).toBeNull();
    expect(taxPeriodStart(histories, ROMANIA, '2016-12-31')).toBeNull();
  });
});

describe('nextTaxChange', () => {
  it('is the first day a rate begins or ends after the day', () => {
    expect(nextTaxChange(histories, ROMANIA, '2025-07-31')).toBe('2025-08-01');
    expect(nextTaxChange(histories, ROMANIA, '2025-01-01')).toBe('2025-08-01');
    expect(nextTaxChange(histories, AUSTRIA, '2023-06-01')).toBe('2024-01-01');
    expect(nextTaxChange(histories, AUSTRIA, '2024-01-01')).toBe('2025-04-01');
  });

  it('is null once the last recorded change has begun, and for a country without rates', () => {
    expect(nextTaxChange(histories, ROMANIA, '2025-08-01')).toBeNull();
    expect(nextTaxChange(histories, AUSTRIA, '2026-11-26')).toBeNull();
    expect(nextTaxChange(histories, 5 as CountryId, '2026-01-01')).toBeNull();
  });

  it('counts the day after a rate ends as a change', () => {
    const ending: TaxRuleHistory[] = [
      {
        id: 3,
        title: 'Ending',
        isDefault: false,
        ratesByCountry: { [AUSTRIA]: [{ from: '2024-01-01', to: '2027-06-30', basisPoints: 1000 }] },
      },
    ];
    expect(nextTaxChange(ending, AUSTRIA, '2026-11-26')).toBe('2027-07-01');
  });
});
