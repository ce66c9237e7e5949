import { pricingBasis } from './pricing-basis';

const rules = [
  { id: 1, title: 'Standard', isDefault: true, rateByCountry: { 5: 1900, 13: 2000, 146: 1900 } },
  { id: 2, title: 'Photovoltaics', isDefault: false, rateByCountry: { 5: 0, 13: 0, 146: 1900 } },
];
const ron = { code: 'RON', symbol: 'lei', ratePerMillion: 4_977_000 };

describe('pricingBasis', () => {
  it('carries each rule’s rate for the delivery country and the exempt categories', () => {
    expect(
      pricingBasis(rules, { deliveryCountryId: 13, mode: 'gross', zeroVatCategoryIds: [40] }, ron),
    ).toEqual({
      ratePerMillion: 4_977_000,
      vatByTaxRule: { '1': 2000, '2': 0 },
      zeroVatCategoryIds: [40],
    });
  });

  it('charges nothing in net mode', () => {
    expect(
      pricingBasis(rules, { deliveryCountryId: 146, mode: 'net', zeroVatCategoryIds: [40] }, ron),
    ).toEqual({
      ratePerMillion: 4_977_000,
      vatByTaxRule: { '1': 0, '2': 0 },
      zeroVatCategoryIds: [],
    });
  });
});
