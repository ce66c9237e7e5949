import { rateConditionFor, vatRateFor, type TaxedItem, type VatContext } from './vat';

const GERMANY = 5;
const AUSTRIA = 13;

// Germany's photovoltaics rule: 0 % for a dwelling's installation, else the standard 19 %; Austria 20 %.
const photovoltaics: TaxedItem = {
  rateByCountry: { [GERMANY]: 0, [AUSTRIA]: 2000 },
  conditionalByCountry: { [GERMANY]: { condition: 'dwelling-photovoltaics', otherwise: 1900 } },
  categoryIds: [40],
};

const germany = (overrides: Partial<VatContext> = {}): VatContext => ({
  deliveryCountryId: GERMANY,
  mode: 'gross',
  zeroVatCategoryIds: [],
  ...overrides,
});

describe('a rate under a condition', () => {
  it('is shown as the rule has it, with its condition, where nothing is declined (pages, cart)', () => {
    expect(vatRateFor(photovoltaics, germany())).toBe(0);
    expect(rateConditionFor(photovoltaics, germany())).toBe('dwelling-photovoltaics');
  });

  it('falls back to the standard rate when the buyer does not confirm the condition', () => {
    const declined = germany({ unconfirmedConditions: ['dwelling-photovoltaics'] });
    expect(vatRateFor(photovoltaics, declined)).toBe(1900);
    expect(rateConditionFor(photovoltaics, declined)).toBe('dwelling-photovoltaics');
  });

  it('holds for the delivery country only: the same product delivered to Austria has no condition', () => {
    const austria = germany({
      deliveryCountryId: AUSTRIA,
      unconfirmedConditions: ['dwelling-photovoltaics'],
    });
    expect(vatRateFor(photovoltaics, austria)).toBe(2000);
    expect(rateConditionFor(photovoltaics, austria)).toBeNull();
  });

  it('asks nothing of business customers with VAT excluded', () => {
    const net = germany({ mode: 'net', unconfirmedConditions: ['dwelling-photovoltaics'] });
    expect(vatRateFor(photovoltaics, net)).toBe(0);
    expect(rateConditionFor(photovoltaics, net)).toBeNull();
  });
});
