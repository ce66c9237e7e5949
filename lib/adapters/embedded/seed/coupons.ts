import type { ShopDatabase } from '../database';
import * as s from '../schema';

/**
 * The demo shop's coupons, one of each kind (docs/product.md §1 coupons): a welcome percentage once per customer, a fixed
 * amount from a minimum order with a limited number of uses, free shipping, and an expired one to show the
 * message. Amounts are euro cents (basis points for percentages); lei follow by the store's rate.
 */
export const demoCoupons: Array<typeof s.coupon.$inferInsert> = [
  { code: 'WILLKOMMEN10', kind: 'percent', amount: 1_000, minOrder: 5_000, maxUsesPerCustomer: 1 },
  { code: 'BAD20', kind: 'amount', amount: 2_000, minOrder: 20_000, maxUses: 500 },
  { code: 'VERSANDFREI', kind: 'freeShipping', amount: 0, minOrder: 0 },
  {
    code: 'BINEVENIT10',
    storeCode: 'ro',
    kind: 'percent',
    amount: 1_000,
    minOrder: 0,
    maxUsesPerCustomer: 1,
  },
  {
    code: 'SOMMER2025',
    kind: 'percent',
    amount: 1_500,
    minOrder: 0,
    startsAt: new Date('2025-06-01T00:00:00Z'),
    expiresAt: new Date('2025-09-01T00:00:00Z'),
  },
];

export async function writeDemoCoupons(db: ShopDatabase): Promise<void> {
  await db.insert(s.coupon).values(demoCoupons);
}
