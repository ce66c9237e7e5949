import fc from 'fast-check';
import { displayPrice } from './display-price';
import { formatMoney } from './format';
import type { VatContext } from './vat';

const standard = { rateByCountry: { 5: 1900, 13: 2000, 146: 1900 }, categoryIds: [12] };
const eur = { code: 'EUR', symbol: '€', ratePerMillion: 1_000_000 };
const ron = { code: 'RON', symbol: 'lei', ratePerMillion: 4_977_000 };
const context = (overrides: Partial<VatContext>): VatContext => ({
  deliveryCountryId: 13,
  mode: 'gross',
  zeroVatCategoryIds: [],
  ...overrides,
});

describe('displayPrice', () => {
  it('adds the delivery country’s VAT', () => {
    expect(displayPrice(10000, standard, context({}), eur)).toMatchObject({
      amount: 12000,
      vatRateBasisPoints: 2000,
    });
    expect(displayPrice(10000, standard, context({ deliveryCountryId: 5 }), eur).amount).toBe(11900);
  });

  it('converts to lei before adding Romanian VAT', () => {
    expect(displayPrice(10000, standard, context({ deliveryCountryId: 146 }), ron)).toMatchObject({
      amount: 59226, // 497.70 lei net × 1.19 = 592.263 → 592.26
      currency: 'RON',
    });
  });

  it('shows net prices only in net mode and marks them', () => {
    const price = displayPrice(10000, standard, context({ mode: 'net' }), eur);
    expect(price).toMatchObject({ amount: 10000, includesVat: false, vatRateBasisPoints: 0 });
  });

  it('applies 0 % for the store’s exempt categories but still says VAT is included', () => {
    const price = displayPrice(10000, standard, context({ zeroVatCategoryIds: [12] }), eur);
    expect(price).toMatchObject({ amount: 10000, includesVat: true, vatRateBasisPoints: 0 });
  });

  it('refuses a tax rule without the delivery country rather than dropping VAT', () => {
    expect(() =>
      displayPrice(
        10000,
        { rateByCountry: { 13: 2000 }, categoryIds: [] },
        context({ deliveryCountryId: 5 }),
        eur,
      ),
    ).toThrow();
  });
});

describe('formatMoney', () => {
  it('writes each store’s money its own way', () => {
    expect(formatMoney({ amount: 123450, currency: 'EUR' }, 'de-AT')).toBe('€\u00a01.234,50');
    expect(formatMoney({ amount: 123450, currency: 'EUR' }, 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney({ amount: 123450, currency: 'RON' }, 'ro-RO')).toBe('1.234,50\u00a0lei');
  });
});

describe('displayPrice properties', () => {
  const countries = fc.constantFrom<5 | 13 | 146>(5, 13, 146);
  const modes = fc.constantFrom<'gross' | 'net'>('gross', 'net');
  const currencies = fc.constantFrom(eur, ron);
  const netPrices = fc.integer({ min: 0, max: 100_000_000 });
  const exempt = fc.boolean();
  const contextFor = (
    deliveryCountryId: 5 | 13 | 146,
    mode: 'gross' | 'net',
    isExempt: boolean,
  ): VatContext => ({
    deliveryCountryId,
    mode,
    zeroVatCategoryIds: isExempt ? [12] : [],
  });

  it('is always whole minor units, and never below the net price in the same currency', () => {
    fc.assert(
      fc.property(
        netPrices,
        countries,
        modes,
        currencies,
        exempt,
        (net, country, mode, currency, isExempt) => {
          const price = displayPrice(net, standard, contextFor(country, mode, isExempt), currency);
          const netInCurrency = displayPrice(
            net,
            standard,
            contextFor(country, 'net', isExempt),
            currency,
          ).amount;
          expect(Number.isSafeInteger(price.amount)).toBe(true);
          expect(price.amount).toBeGreaterThanOrEqual(netInCurrency);
          expect(price.currency).toBe(currency.code);
        },
      ),
    );
  });

  it('charges exactly the delivery country’s rate in gross mode, and none in net mode or exempt categories', () => {
    fc.assert(
      fc.property(
        netPrices,
        countries,
        modes,
        currencies,
        exempt,
        (net, country, mode, currency, isExempt) => {
          const price = displayPrice(net, standard, contextFor(country, mode, isExempt), currency);
          const expectedRate = mode === 'net' || isExempt ? 0 : standard.rateByCountry[country];
          expect(price.vatRateBasisPoints).toBe(expectedRate);
          expect(price.includesVat).toBe(mode === 'gross');
          const converted = (net * currency.ratePerMillion) / 1_000_000;
          const factor = 1 + expectedRate / 10_000;
          // Two half-up roundings: the conversion's half unit is taxed too, then the VAT adds its own half.
          const tolerance = 0.5 * factor + 0.5;
          expect(Math.abs(price.amount - converted * factor)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });

  it('never lowers the shown price when the net price rises', () => {
    fc.assert(
      fc.property(netPrices, netPrices, countries, modes, currencies, (a, b, country, mode, currency) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const context = contextFor(country, mode, false);
        expect(displayPrice(low, standard, context, currency).amount).toBeLessThanOrEqual(
          displayPrice(high, standard, context, currency).amount,
        );
      }),
    );
  });
});
