import type { TheliaCart } from './thelia-client';
import { couponEffect, couponTermsOf } from './thelia-coupon-terms';

const cart = (total: number, discount: number, extra: Partial<TheliaCart> = {}): TheliaCart => ({
  items: [],
  total,
  discount,
  delivery: 4.9,
  virtual: false,
  ...extra,
});
const percent = (percentage: number) => ({ id: 1, code: 'SOMMER10', amount: 0, percentage });
const amount = (value: number) => ({ id: 2, code: 'FIX5', amount: value, percentage: 0 });

describe('couponEffect', () => {
  it('reads a percentage off the whole cart as a percentage', () => {
    expect(couponEffect(percent(10), cart(238.8, 23.88))).toEqual({ kind: 'percent', amount: 1_000 });
  });

  it('takes a cent of Thelia’s own rounding for the same percentage', () => {
    expect(couponEffect(percent(12.5), cart(10.01, 1.26))).toEqual({ kind: 'percent', amount: 1_250 });
  });

  it('reads an amount off the whole cart as an amount, capped by the goods', () => {
    expect(couponEffect(amount(5), cart(120, 5))).toEqual({ kind: 'amount', amount: 500 });
    expect(couponEffect(amount(50), cart(30, 30))).toEqual({ kind: 'amount', amount: 5_000 });
  });

  it('prices a percentage that leaves some goods out at what Thelia takes off this cart', () => {
    // 10 % of the 100 € not on promotion, of a 250 € cart.
    expect(couponEffect(percent(10), cart(250, 10))).toEqual({ kind: 'amount', amount: 1_000 });
  });

  it('prices an amount off some categories at what Thelia takes off this cart', () => {
    expect(couponEffect(amount(20), cart(250, 7.5))).toEqual({ kind: 'amount', amount: 750 });
  });

  it('reads a coupon with no discount that removes the postage as free shipping', () => {
    expect(couponEffect(amount(0), cart(80, 0, { delivery: 0 }))).toEqual({
      kind: 'freeShipping',
      amount: 0,
    });
  });

  it('finds no effect for a coupon on goods the cart lacks', () => {
    expect(couponEffect(percent(10), cart(80, 0))).toBeNull();
    expect(couponEffect(amount(0), cart(80, 0, { delivery: 0, virtual: true }))).toBeNull();
  });
});

describe('couponTermsOf', () => {
  it('knows no terms for a code Thelia does not know', () => {
    expect(couponTermsOf('NIX', { kind: 'unknown' })).toBeNull();
  });

  it('gives open terms, Thelia keeping dates and counts, for an applied coupon', () => {
    const terms = couponTermsOf('FIX5', { kind: 'applied', coupon: amount(5), cart: cart(120, 5) });
    expect(terms).toMatchObject({ code: 'FIX5', kind: 'amount', amount: 500, active: true, maxUses: null });
    expect(terms?.refusedForCart).toBeUndefined();
  });

  it('refuses for this cart what Thelia refused, and what takes nothing off it', () => {
    expect(couponTermsOf('MINDEST', { kind: 'refused' })).toMatchObject({ refusedForCart: true });
    expect(
      couponTermsOf('SOMMER10', { kind: 'applied', coupon: percent(10), cart: cart(80, 0) }),
    ).toMatchObject({ refusedForCart: true });
  });
});
