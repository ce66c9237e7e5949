import type { TheliaCart } from './thelia-client';
import { couponEffect, couponTermsOf } from './thelia-coupon-terms';

const cart = (total: number, discount: number, extra: Partial<TheliaCart> = {}): TheliaCart => ({
  items: [],
  total,
  discount,
  delivery: 4.12,
  virtual: false,
  ...extra,
});
/** The order's goods before the code (no discount), and Thelia's cart after it. */
const judged = (total: number, discount: number, after: Partial<TheliaCart> = {}) =>
  [cart(total, 0), cart(total, discount, after)] as const;
const percent = (percentage: number) => ({ id: 1, code: 'SOMMER10', amount: 0, percentage });
const amount = (value: number) => ({ id: 2, code: 'FIX5', amount: value, percentage: 0 });

describe('couponEffect', () => {
  it('reads a percentage off the whole cart as a percentage', () => {
    expect(couponEffect(percent(10), ...judged(238.8, 23.88))).toEqual({ kind: 'percent', amount: 1_000 });
  });

  it('takes a cent of Thelia’s own rounding for the same percentage', () => {
    expect(couponEffect(percent(12.5), ...judged(10.01, 1.26))).toEqual({ kind: 'percent', amount: 1_250 });
  });

  it('reads an amount off the whole cart as an amount, capped by the goods', () => {
    expect(couponEffect(amount(5), ...judged(120, 5))).toEqual({ kind: 'amount', amount: 500 });
    expect(couponEffect(amount(50), ...judged(30, 30))).toEqual({ kind: 'amount', amount: 5_000 });
  });

  it('prices a percentage that leaves some goods out at Thelia’s share of these goods', () => {
    // 10 % of the 100 € not on promotion, of a 250 € cart: 4 % of it.
    expect(couponEffect(percent(10), ...judged(250, 10))).toEqual({ kind: 'percent', amount: 400 });
  });

  it('prices an amount off some categories at Thelia’s share, so net prices get their share too', () => {
    expect(couponEffect(amount(20), ...judged(250, 7.5))).toEqual({ kind: 'percent', amount: 300 });
  });

  it('reads a coupon that takes the postage the goods cost before as free shipping', () => {
    expect(couponEffect(amount(0), ...judged(80, 0, { delivery: 0 }))).toEqual({
      kind: 'freeShipping',
      amount: 0,
    });
  });

  it('finds no free shipping where the goods travelled free already', () => {
    const [, after] = judged(80, 0, { delivery: 0 });
    expect(couponEffect(amount(0), cart(80, 0, { delivery: 0 }), after)).toBeNull();
  });

  it('finds no effect for a coupon on goods the cart lacks', () => {
    expect(couponEffect(percent(10), ...judged(80, 0))).toBeNull();
  });
});

describe('couponTermsOf', () => {
  it('knows no terms for a code Thelia does not know', () => {
    expect(couponTermsOf('NIX', { kind: 'unknown' })).toBeNull();
  });

  it('gives open terms, Thelia keeping dates and counts, for an applied coupon', () => {
    const [before, after] = judged(120, 5);
    const terms = couponTermsOf('FIX5', { kind: 'applied', coupon: amount(5), before, after });
    expect(terms).toMatchObject({ code: 'FIX5', kind: 'amount', amount: 500, active: true, maxUses: null });
    expect(terms?.refusedForCart).toBeUndefined();
  });

  it('refuses for these goods what Thelia refused, and what takes nothing off them', () => {
    const [before, after] = judged(80, 0);
    expect(couponTermsOf('MINDEST', { kind: 'refused' })).toMatchObject({ refusedForCart: true });
    expect(couponTermsOf('SOMMER10', { kind: 'applied', coupon: percent(10), before, after })).toMatchObject({
      refusedForCart: true,
    });
  });
});
