import { cartContext, cartLine, deliveryModule } from '../testing/cart-fixtures';
import type { CartLine } from '../shop/types';
import { checkoutQuote, type CheckoutChoice } from './quote';

const parcel = deliveryModule(77, 'parcel', 1);
const pickup = deliveryModule(80, 'pickup', 2, {
  basis: 'flat',
  tiers: [{ upTo: null, net: 0 }],
  freeFrom: null,
});
const now = new Date('2026-11-24T12:00:00Z');
const choice = (changes: Partial<CheckoutChoice> = {}): CheckoutChoice => ({
  deliveryModuleId: 77,
  conditionsConfirmed: false,
  coupon: null,
  split: 'complete',
  ...changes,
});
const quote = (lines: CartLine[], changes: Partial<CheckoutChoice> = {}) =>
  checkoutQuote(
    { id: 1, store: 'at', markedForCountryId: 13, lines },
    cartContext(),
    [parcel, pickup],
    choice(changes),
    now,
  );

// 60 € with VAT on the shelf (free postage for the whole order), a 24 € valve set reordered from the maker.
const onShelf = cartLine(1, { price: 5_000 });
const reordered = cartLine(2, { price: 2_000, stock: 0, stockPolicy: 'backorder', weight: 500 });

describe('checkoutQuote, one shipment or two', () => {
  it('asks when some lines go now and others later, with what the later shipment costs on its own', () => {
    const { shipments, postage, totals } = quote([onShelf, reordered]);
    expect(shipments?.later.map((line) => line.view.title)).toEqual(['Artikel 2']);
    // Alone the valve set is under the 50 € threshold: 4.08 € net, 4.90 € with 20 % VAT.
    expect(shipments?.extraPostage).toEqual({ gross: 490, net: 408, rate: 2_000 });
    expect(shipments?.chosen).toBe('complete');
    expect(postage.gross).toBe(0);
    expect(totals.total.gross).toBe(8_400);
  });

  it('adds the later shipment to the postage when the shopper wants what is there now', () => {
    const { shipments, postage, totals } = quote([onShelf, reordered], { split: 'partial' });
    expect(shipments?.chosen).toBe('partial');
    expect(postage).toEqual({ gross: 490, net: 408, rate: 2_000 });
    expect(totals.total.gross).toBe(8_890);
  });

  it('asks nothing when everything goes together, or is picked up', () => {
    expect(quote([onShelf, cartLine(3, { price: 1_000 })], { split: 'partial' }).shipments).toBeNull();
    const picked = quote([onShelf, reordered], { deliveryModuleId: 80, split: 'partial' });
    expect(picked.shipments).toBeNull();
    expect(picked.postage.gross).toBe(0);
  });

  it('charges no later shipment when a coupon makes the postage free', () => {
    const free = quote([onShelf, reordered], {
      split: 'partial',
      coupon: {
        code: 'VERSANDFREI',
        terms: {
          code: 'VERSANDFREI',
          storeCode: null,
          kind: 'freeShipping',
          amount: 0,
          minOrder: 0,
          startsAt: null,
          expiresAt: null,
          maxUses: null,
          maxUsesPerCustomer: null,
          usedCount: 0,
          active: true,
        },
      },
    });
    expect(free.postage.gross).toBe(0);
  });
});
