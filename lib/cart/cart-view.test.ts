import { buildMarketContext, type MarketReads } from '../catalog/market-context';
import { defaultMarket } from '../i18n/market';
import type { CartLine } from '../shop/types';
import {
  cartContext as context,
  cartLine as line,
  deliveryModule,
  netPrices as net,
  RON,
} from '../testing/cart-fixtures';
import { cartView, priceLine } from './cart-view';
import { pricesHeldUntil } from './price-hold';
import { romanianStandardRule } from '../testing/romanian-vat';

const parcel = deliveryModule(77, 'parcel', 1);
const freight = deliveryModule(79, 'freight', 3, {
  basis: 'flat',
  tiers: [{ upTo: null, net: 7_500 }],
  freeFrom: null,
});
const now = new Date('2026-11-24T12:00:00Z');
const view = (lines: CartLine[], ctx = context(), modules = [parcel, freight]) =>
  cartView({ id: 1, store: 'at', markedForCountryId: 13, lines }, ctx, { modules, storedId: null }, now);

describe('cartView', () => {
  it('prices lines for Austria at 20 %, free shipping from 50 €, and names the VAT it contains', () => {
    const cart = view([line(1, { price: 2_500, quantity: 2 })]);
    expect(cart.lines[0]!.unitPrices.price.amount).toBe(3_000);
    expect(cart.lines[0]!.lineTotal.amount).toBe(6_000);
    expect(cart.goods.amount).toBe(6_000);
    expect(cart.shipment).toMatchObject({
      kind: 'method',
      method: { id: 77 },
      amount: { amount: 0 },
      missingForFree: null,
    });
    expect(cart.vat).toEqual([{ rateBasisPoints: 2_000, amount: { amount: 1_000, currency: 'EUR' } }]);
    expect(cart.total.amount).toBe(6_000);
    expect(cart.count).toBe(2);
    expect(cart.notice).toContain('Speditionsware');
  });

  it('charges postage by weight below the threshold, taxed, and says what is missing', () => {
    const cart = view([line(1, { price: 2_000, weight: 1_500 })]);
    expect(cart.shipment).toMatchObject({
      kind: 'method',
      amount: { amount: 490 },
      missingForFree: { amount: 2_600 },
    });
    expect(cart.total.amount).toBe(2_400 + 490);
    expect(cart.vat[0]!.amount.amount).toBe(400 + 82);
  });

  it('says how far the goods fall short of the store’s minimum order value, postage not counted', () => {
    const short = view([line(1, { price: 2_000, weight: 1_500 })], context({ minimumOrder: 50 }));
    expect(short.minimumOrder).toEqual({
      minimum: { amount: 5_000, currency: 'EUR' },
      missing: { amount: 5_000 - 2_400, currency: 'EUR' },
    });
    expect(
      view([line(1, { price: 2_500, quantity: 2 })], context({ minimumOrder: 50 })).minimumOrder,
    ).toBeNull();
    expect(view([line(1, { price: 2_000 })]).minimumOrder).toBeNull();
    // Lines the country does not get are left out of the order, so they do not count towards the minimum.
    const partly = view(
      [line(1, { price: 6_000, undeliverableTo: [13] }), line(2, { price: 1_000 })],
      context({ minimumOrder: 50 }),
    );
    expect(partly.minimumOrder?.missing).toEqual({ amount: 5_000 - 1_200, currency: 'EUR' });
  });

  it('sends freight goods by freight at the flat fee, whatever the amount', () => {
    const cart = view([line(1, { price: 50_000, badges: ['freight'] }), line(2, { price: 1_000 })]);
    expect(cart.shipment).toMatchObject({
      kind: 'method',
      method: { id: 79, kind: 'freight' },
      amount: { amount: 9_000 },
    });
  });

  it('reprices for Germany at 19 %', () => {
    const cart = view([line(1, { price: 8_403 })], context({ country: 5 }));
    expect(cart.lines[0]!.unitPrices.price.amount).toBe(10_000);
    expect(cart.vat).toEqual([{ rateBasisPoints: 1_900, amount: { amount: 1_597, currency: 'EUR' } }]);
  });

  it('prices Romania in lei, converted before VAT', () => {
    const lei = deliveryModule(77, 'parcel', 1, {
      currency: 'RON',
      tiers: [{ upTo: null, net: 1_680 }],
      freeFrom: 100_000,
    });
    const cart = view([line(1, { price: 10_000 })], context({ country: 146, currency: RON }), [lei]);
    expect(cart.lines[0]!.unitPrices.price).toMatchObject({ amount: 59_226, currency: 'RON' });
    expect(cart.shipment).toMatchObject({
      amount: { amount: 1_999, currency: 'RON' },
      missingForFree: { amount: 100_000 - 59_226 },
    });
  });

  it('shows a reduction in lei against the 30-day prior price, converted and taxed like the price', () => {
    const reduced = { price: 10_000, promoPrice: 8_000, onPromo: true, listPrice: 12_000, priorPrice: 9_000 };
    const promoLine = { ...line(1), addedPrices: reduced, currentPrices: reduced };
    const shown = view([promoLine], context({ country: 146, currency: RON }), []).lines[0]!.unitPrices;
    expect(shown.price).toMatchObject({ amount: 47_381, currency: 'RON' });
    expect(shown.prior).toMatchObject({ amount: 53_304, currency: 'RON' });
    expect(shown.recommended).toMatchObject({ amount: 71_072, currency: 'RON' });
    expect(shown.discountPercent).toBe(12);
  });

  it('announces no reduction for a promotion without a 30-day prior price', () => {
    const promo = { price: 10_000, promoPrice: 8_000, onPromo: true, listPrice: null, priorPrice: null };
    const shown = view([{ ...line(1), addedPrices: promo, currentPrices: promo }]).lines[0]!.unitPrices;
    expect(shown.price.amount).toBe(9_600);
    expect(shown).toMatchObject({ prior: null, recommended: null, discountPercent: 0 });
  });

  it('shows everything net and no VAT when VAT is excluded', () => {
    const cart = view([line(1, { price: 2_000 })], context({ mode: 'net' }));
    expect(cart.includesVat).toBe(false);
    expect(cart.lines[0]!.unitPrices.price.amount).toBe(2_000);
    expect(cart.shipment).toMatchObject({ amount: { amount: 408 } });
    expect(cart.vat).toEqual([]);
    expect(cart.total.amount).toBe(2_408);
  });

  it('leaves exempt categories at 0 % while the rest carries VAT', () => {
    const cart = view(
      [line(1, { price: 10_000, category: 40 }), line(2, { price: 1_000 })],
      context({ zeroVat: [40] }),
    );
    expect(cart.lines.map((entry) => entry.unitPrices.price.vatRateBasisPoints)).toEqual([0, 2_000]);
    expect(cart.vat).toEqual([{ rateBasisPoints: 2_000, amount: { amount: 200, currency: 'EUR' } }]);
  });

  it('marks what the country does not get and leaves it out of the shipment, or says nothing can be delivered', () => {
    const some = view([line(1, { price: 6_000, undeliverableTo: [13] }), line(2, { price: 1_000 })]);
    expect(some.lines.map((entry) => entry.undeliverable)).toEqual([true, false]);
    expect(some.shipment).toMatchObject({ kind: 'method', amount: { amount: 490 } });
    expect(view([line(1, { undeliverableTo: [13] })]).shipment).toEqual({ kind: 'allUndeliverable' });
    expect(view([line(1)], context(), []).shipment).toEqual({ kind: 'noneAvailable' });
    expect(view([]).shipment).toEqual({ kind: 'empty' });
  });

  it('holds the day’s price, and tomorrow charges today’s', () => {
    const raised = { ...line(1, { price: 10_000 }), currentPrices: net(11_000) };
    expect(view([raised]).lines[0]!.unitPrices.price.amount).toBe(12_000);
    const tomorrow = cartView(
      { id: 1, store: 'at', markedForCountryId: 13, lines: [raised] },
      context(),
      { modules: [parcel], storedId: null },
      new Date('2026-11-25T09:00:00Z'),
    );
    expect(tomorrow.lines[0]!.unitPrices.price.amount).toBe(13_200);
  });
});

describe('a cart across a change of VAT at midnight', () => {
  // Romania's standard rate rose from 19 % to 21 % at 00:00 in Bucharest on 1 August 2025 (21:00 UTC).
  const reads = {
    store: async () => ({
      code: 'ro',
      currency: RON,
      config: {
        languageUrl: 'https://ro.example',
        zeroVat: { categoryIds: [] },
        priceRequestProductIds: [],
        rules: { minOrderValue: 0 },
      },
    }),
    taxRules: async () => [romanianStandardRule],
    countries: async () => [{ id: 146, isoAlpha2: 'RO', title: 'România' }],
  } as unknown as MarketReads;
  const added = new Date('2025-07-31T20:30:00Z');
  const held: CartLine = {
    ...line(1, { price: 10_000 }),
    addedPrices: net(9_000),
    pricesHeldUntil: pricesHeldUntil('ro', added).toISOString(),
  };

  it('keeps the day’s held price at the day’s rate until midnight, then today’s price at today’s rate', async () => {
    const before = new Date('2025-07-31T20:59:00Z');
    const after = new Date('2025-07-31T21:01:00Z');
    const lateEvening = priceLine(held, await buildMarketContext(defaultMarket('ro'), reads, before), before);
    const pastMidnight = priceLine(held, await buildMarketContext(defaultMarket('ro'), reads, after), after);
    expect(lateEvening).toMatchObject({ rate: 1900, net: 44_793 });
    expect(lateEvening.view.unitPrices.price.amount).toBe(53_304);
    expect(pastMidnight).toMatchObject({ rate: 2100, net: 49_770 });
    expect(pastMidnight.view.unitPrices.price.amount).toBe(60_222);
  });
});
