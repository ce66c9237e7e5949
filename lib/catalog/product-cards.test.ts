import fc from 'fast-check';
import { taxRulesOn } from '../pricing/tax-rules-on';
import type { Measure } from '../pricing/unit-price';
import type { NetPrices, ProductSummary } from '../shop/types';
import type { MarketContext } from './market-context';
import { toProductCard } from './product-cards';
import { romanianStandardRule } from '../testing/romanian-vat';

const context = {
  store: {
    currency: { code: 'EUR', symbol: '€', ratePerMillion: 1_000_000 },
    config: { priceRequestProductIds: [] },
  },
  linkPrefix: '',
  vat: { deliveryCountryId: 13, mode: 'gross', zeroVatCategoryIds: [] },
  taxRules: new Map([[1, { id: 1, title: 'Standard', isDefault: true, rateByCountry: { 13: 2000 } }]]),
  deliveryCountry: { id: 13, isoAlpha2: 'AT', title: 'Österreich' },
} as unknown as MarketContext;

const badges = [
  { code: 'offer', title: 'Top-Angebot', color: '#ad1457', announcesReduction: true },
  { code: 'new', title: 'Neu', color: '#1b5e20', announcesReduction: false },
];

const product = (prices: Partial<NetPrices>, measure: Measure | null = null): ProductSummary => ({
  id: 1,
  ref: 'WAS-000001',
  title: 'Waschtisch',
  url: 'waschtisch.html',
  kind: 'goods',
  brand: null,
  image: null,
  taxRuleId: 1,
  defaultCategoryId: null,
  badges,
  salesCount: 0,
  undeliverableCountryIds: [],
  energyLabel: null,
  defaultSaleElement: {
    id: 1,
    ref: 'WAS-000001-1',
    ean: null,
    stock: 5,
    stockPolicy: 'stock',
    availableFrom: null,
    isDefault: true,
    weightGrams: 1_000,
    measure,
    prices: { price: 10_000, promoPrice: 8_000, onPromo: true, listPrice: null, priorPrice: null, ...prices },
  },
});

describe('toProductCard', () => {
  it('shows a badge that announces a reduction beside a lawful one', () => {
    const card = toProductCard(product({ priorPrice: 9_000 }), context);
    expect(card.badges.map((badge) => badge.code)).toEqual(['offer', 'new']);
    expect(card.prices).toMatchObject({ prior: { amount: 10_800 }, discountPercent: 12 });
  });

  it('drops it while the 30-day rule allows no reduction to be announced', () => {
    const card = toProductCard(product({ priorPrice: null }), context);
    expect(card.badges.map((badge) => badge.code)).toEqual(['new']);
    expect(card.prices).toMatchObject({ prior: null, discountPercent: 0 });
  });

  it('gives goods sold by measure their price per unit, from the price shown with VAT', () => {
    const coil = toProductCard(product({ onPromo: false }, { unit: 'm', milli: 25_000 }), context);
    expect(coil.prices).toMatchObject({
      price: { amount: 12_000 },
      unitPrice: { price: { amount: 480 }, unit: 'm' },
    });
    expect(toProductCard(product({}), context).prices!.unitPrice).toBeNull();
  });
});

describe('a change of VAT is not a reduction', () => {
  const onDay = (day: string) =>
    ({
      ...context,
      vat: { deliveryCountryId: 146, mode: 'gross', zeroVatCategoryIds: [] },
      taxRules: new Map(taxRulesOn([romanianStandardRule], day).map((rule) => [rule.id, rule])),
    }) as unknown as MarketContext;
  const dayAround = fc
    .integer({ min: -45, max: 45 })
    .map((offset) => new Date(Date.UTC(2025, 7, 1 + offset)).toISOString().slice(0, 10));

  it('never strikes a price through or shows a reduction badge for a rate change alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), dayAround, dayAround, (net, before, after) => {
        const unchanged = product({ price: net, promoPrice: net, onPromo: false, priorPrice: null });
        for (const day of [before, after]) {
          const card = toProductCard(unchanged, onDay(day));
          expect(card.prices).toMatchObject({ prior: null, discountPercent: 0 });
          expect(card.badges.map((badge) => badge.code)).toEqual(['new']);
        }
      }),
    );
  });

  it('shows a running reduction’s prior price at the rate of the price beside it, on either side of the change', () => {
    fc.assert(
      fc.property(dayAround, (day) => {
        const card = toProductCard(product({ priorPrice: 9_000 }), onDay(day));
        const rate = day < '2025-08-01' ? 1900 : 2100;
        expect(card.prices!.price.vatRateBasisPoints).toBe(rate);
        expect(card.prices!.prior!.vatRateBasisPoints).toBe(rate);
        expect(card.prices!.discountPercent).toBe(12);
      }),
    );
  });
});
