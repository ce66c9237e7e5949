import type { CouponKind, CouponTerms } from '../../shop/order-types';
import type { components } from './openapi/thelia-open-api';
import type { TheliaCart } from './thelia-client';
import { theliaAmountToCents } from './thelia-money';

type TheliaCoupon = components['schemas']['Coupon'];

/** What Thelia said when the code was applied to the shopper's cart in its session. */
export type TheliaCouponVerdict =
  /** The cart of the order's goods before the code, and after it. */
  | { kind: 'applied'; coupon: TheliaCoupon; before: TheliaCart; after: TheliaCart }
  /** 400 "No coupons were found for this coupon code." */
  | { kind: 'unknown' }
  /** Any other 400: a condition, the dates, the usage left or the customer do not allow it for this cart. */
  | { kind: 'refused' };

/** The effect the storefront prices with: `amount` is basis points for a percentage, euro cents otherwise. */
export interface CouponEffect {
  kind: CouponKind;
  amount: number;
}

const cents = (amount: number | null | undefined) => theliaAmountToCents(amount ?? 0);

/** Thelia rounds its discount its own way (six decimals, then the cart's rounding): a cent apart is the same. */
const sameCents = (a: number, b: number) => Math.abs(a - b) <= 1;

/**
 * What an applied Thelia coupon takes off, told by the discount Thelia computed for the order's goods. The module
 * gives a coupon's amount or percentage but not its type, and a percentage that leaves promotions out, or an
 * amount off some categories or products, has the same fields as one off the whole cart: only a discount equal
 * to the whole cart's reading proves the plain type. Any other discount is Thelia's share of these goods, as a
 * percentage, so that it holds for the prices the shopper sees (another country's VAT, or net for a business);
 * none, with the postage gone that the goods cost before, is free shipping; none otherwise is a coupon for other
 * goods.
 */
export function couponEffect(
  coupon: TheliaCoupon,
  before: TheliaCart,
  after: TheliaCart,
): CouponEffect | null {
  const goods = cents(after.total);
  const discount = cents(after.discount);
  const percentage = coupon.percentage ?? 0;
  const amount = cents(coupon.amount);
  const basisPoints = Math.round(percentage * 100);
  if (basisPoints > 0 && sameCents(discount, (goods * basisPoints) / 10_000))
    return { kind: 'percent', amount: basisPoints };
  if (amount > 0 && sameCents(discount, Math.min(amount, goods))) return { kind: 'amount', amount };
  if (discount > 0 && goods > 0)
    return {
      kind: 'percent',
      amount: Math.min(10_000, Math.max(1, Math.round((discount * 10_000) / goods))),
    };
  if (cents(before.delivery) > 0 && after.delivery === 0) return { kind: 'freeShipping', amount: 0 };
  return null;
}

/** Terms with no limit of their own: Thelia keeps the dates, the usage counts and the conditions. */
const openTerms = (code: string, effect: CouponEffect): CouponTerms => ({
  code,
  storeCode: null,
  ...effect,
  minOrder: 0,
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  usedCount: 0,
  active: true,
});

/** The storefront's terms for Thelia's verdict on a code: null for a code Thelia does not know. */
export function couponTermsOf(code: string, verdict: TheliaCouponVerdict): CouponTerms | null {
  if (verdict.kind === 'unknown') return null;
  const effect =
    verdict.kind === 'applied' ? couponEffect(verdict.coupon, verdict.before, verdict.after) : null;
  return effect
    ? openTerms(code, effect)
    : { ...openTerms(code, { kind: 'amount', amount: 0 }), refusedForCart: true };
}
