import { convert, divideHalfUp } from '../pricing/money';
import type { StoreCode } from '../shop/codes';
import type { CouponKind, CouponTerms } from '../shop/order-types';

export type { CouponKind, CouponTerms };

/**
 * Why a coupon does not apply; each is the reason after docs/product.md §8's "Your coupon code is invalid: …". None depends
 * on who asks: whether this buyer used a once-per-customer coupon is decided at placement only, so the price
 * update tells no one which addresses redeemed it (issue 30, finding 10).
 */
export type CouponRefusal =
  'unknown' | 'otherStore' | 'notYetValid' | 'expired' | 'usedUp' | 'minimumNotReached' | 'conditionsNotMet';

export interface CouponFacts {
  store: StoreCode;
  /** Goods as the shopper sees them, in the store's currency. */
  goods: number;
  /** The store's rate from euro, in millionths. */
  ratePerMillion: number;
  now: Date;
}

/** The first reason the coupon cannot be used for this order, or null when it can. */
export function couponRefusal(terms: CouponTerms | null, facts: CouponFacts): CouponRefusal | null {
  if (!terms || !terms.active) return 'unknown';
  if (terms.refusedForCart) return 'conditionsNotMet';
  if (terms.storeCode !== null && terms.storeCode !== facts.store) return 'otherStore';
  if (terms.startsAt && facts.now < terms.startsAt) return 'notYetValid';
  if (terms.expiresAt && facts.now >= terms.expiresAt) return 'expired';
  if (terms.maxUses !== null && terms.usedCount >= terms.maxUses) return 'usedUp';
  if (facts.goods < minimumOrder(terms, facts.ratePerMillion)) return 'minimumNotReached';
  return null;
}

/** The minimum order in the store's currency. */
export function minimumOrder(terms: Pick<CouponTerms, 'minOrder'>, ratePerMillion: number): number {
  return convert(terms.minOrder, ratePerMillion);
}

/**
 * What a usable coupon takes off: an amount of the goods (never more than they cost; percentages rounded half
 * up), or the postage.
 */
export function couponReduction(
  terms: Pick<CouponTerms, 'kind' | 'amount'>,
  goods: number,
  ratePerMillion: number,
): { goods: number; freeShipping: boolean } {
  switch (terms.kind) {
    case 'percent':
      return { goods: Math.min(goods, divideHalfUp(goods * terms.amount, 10_000)), freeShipping: false };
    case 'amount':
      return { goods: Math.min(goods, convert(terms.amount, ratePerMillion)), freeShipping: false };
    case 'freeShipping':
      return { goods: 0, freeShipping: true };
  }
}

/** A code as shoppers type it: case and surrounding spaces do not matter. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();
