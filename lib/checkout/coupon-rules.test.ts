import { couponReduction, couponRefusal, normaliseCouponCode, type CouponTerms } from './coupon-rules';

const terms: CouponTerms = {
  code: 'BAD10',
  storeCode: null,
  kind: 'percent',
  amount: 1_000,
  minOrder: 5_000,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2027-01-01T00:00:00Z'),
  maxUses: 100,
  maxUsesPerCustomer: 1,
  usedCount: 0,
  active: true,
};
const facts = {
  store: 'at' as const,
  goods: 10_000,
  ratePerMillion: 1_000_000,
  now: new Date('2026-11-25T12:00:00Z'),
};

describe('couponRefusal', () => {
  it('accepts a coupon that meets every condition', () => {
    expect(couponRefusal(terms, facts)).toBeNull();
  });

  it.each<[string, Partial<CouponTerms>, Partial<typeof facts>, string]>([
    ['an inactive coupon', { active: false }, {}, 'unknown'],
    ["another store's coupon", { storeCode: 'ro' }, {}, 'otherStore'],
    ['a coupon before its start', {}, { now: new Date('2025-12-31T23:59:59Z') }, 'notYetValid'],
    ['a coupon at its end', {}, { now: new Date('2027-01-01T00:00:00Z') }, 'expired'],
    ['a used-up coupon', { usedCount: 100 }, {}, 'usedUp'],
    ['goods below the minimum', {}, { goods: 4_999 }, 'minimumNotReached'],
    ["a cart the shop's own conditions refuse", { refusedForCart: true }, {}, 'conditionsNotMet'],
  ])('refuses %s', (_, changed, changedFacts, reason) => {
    expect(couponRefusal({ ...terms, ...changed }, { ...facts, ...changedFacts })).toBe(reason);
  });

  it('refuses an unknown code', () => {
    expect(couponRefusal(null, facts)).toBe('unknown');
  });

  it('converts the minimum order into lei for Romania', () => {
    const lei = { ...facts, store: 'ro' as const, ratePerMillion: 4_977_000 };
    expect(couponRefusal(terms, { ...lei, goods: 24_884 })).toBe('minimumNotReached');
    expect(couponRefusal(terms, { ...lei, goods: 24_885 })).toBeNull();
  });
});

describe('couponReduction', () => {
  it('takes a percentage of the goods, rounded half up', () => {
    expect(couponReduction({ kind: 'percent', amount: 1_000 }, 12_345, 1_000_000)).toEqual({
      goods: 1_235,
      freeShipping: false,
    });
  });

  it('never takes more than the goods cost', () => {
    expect(couponReduction({ kind: 'amount', amount: 5_000 }, 3_000, 1_000_000).goods).toBe(3_000);
    expect(couponReduction({ kind: 'percent', amount: 20_000 }, 3_000, 1_000_000).goods).toBe(3_000);
  });

  it('converts a fixed amount into the store currency', () => {
    expect(couponReduction({ kind: 'amount', amount: 1_000 }, 100_000, 4_977_000).goods).toBe(4_977);
  });

  it('makes postage free and leaves the goods', () => {
    expect(couponReduction({ kind: 'freeShipping', amount: 0 }, 10_000, 1_000_000)).toEqual({
      goods: 0,
      freeShipping: true,
    });
  });
});

it('reads codes regardless of case and spaces', () => {
  expect(normaliseCouponCode('  bad10 ')).toBe('BAD10');
});
