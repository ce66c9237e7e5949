import { sql } from 'drizzle-orm';
import type { OrderGoods } from '../../shop/order-backend';
import type { CouponTerms } from '../../shop/order-types';
import type { ShopDatabase } from '../embedded/database';
import { withinDeadline, type TheliaCartsOptions } from './thelia-cart-exchange';
import { TheliaError, TheliaSession, type TheliaCart } from './thelia-client';
import { couponTermsOf, type TheliaCouponVerdict } from './thelia-coupon-terms';

/**
 * Thelia's coupons (SHOP_BACKEND=thelia). The module cannot list coupons or tell their conditions, so a code is
 * judged where Thelia judges it: in a Thelia session of its own whose cart holds exactly the goods the order would
 * (not the shopper's cart, which may hold undeliverable lines, and which a lookup must not change), and the
 * discount Thelia then computes tells what it takes off (thelia-coupon-terms.ts). Codes reach Thelia as the
 * storefront writes them, in capitals.
 */

/** A cart of the goods, and Thelia's word on the code for it. */
async function verdictOf(
  options: TheliaCartsOptions,
  goods: readonly OrderGoods[],
  code: string,
  signal: AbortSignal,
): Promise<TheliaCouponVerdict> {
  const { client } = options;
  const session = new TheliaSession({ locale: 'de_DE', ...options.cookieNames });
  let before: TheliaCart | null = null;
  for (const { saleElementId, quantity } of goods)
    ({ cart: before } = await client.addToCart(
      session,
      { pseId: saleElementId, quantity, append: true },
      { signal },
    ));
  before ??= await client.getCart(session, { signal });
  try {
    const coupon = await client.applyCoupon(session, code, { signal });
    const after = await client.getCart(session, { signal });
    return { kind: 'applied', coupon, before, after };
  } catch (error) {
    if (!(error instanceof TheliaError)) throw error;
    return { kind: error.kind === 'unknown-coupon' ? 'unknown' : 'refused' };
  }
}

/**
 * Keeps the index's row of the code as Thelia last judged it, with no limits of its own (Thelia keeps them):
 * placing an order counts its uses there, in the order's transaction, as for the embedded shop's coupons. A code
 * Thelia no longer knows is switched off.
 */
async function mirror(db: ShopDatabase, code: string, terms: CouponTerms | null) {
  if (!terms) {
    await db.execute(sql`UPDATE coupon SET active = false WHERE code = ${code}`);
    return;
  }
  if (terms.refusedForCart) return;
  await db.execute(
    sql`INSERT INTO coupon (code, kind, amount, active) VALUES (${code}, ${terms.kind}, ${terms.amount}, true)
        ON CONFLICT (code) DO UPDATE SET kind = excluded.kind, amount = excluded.amount, active = true,
          store_code = NULL, min_order = 0, starts_at = NULL, expires_at = NULL, max_uses = NULL,
          max_uses_per_customer = NULL`,
  );
}

export function theliaCoupons(options: TheliaCartsOptions) {
  return {
    /** Thelia's verdict on the code for the goods (an empty cart without them). */
    findCoupon: (code: string, goods: readonly OrderGoods[] = []): Promise<CouponTerms | null> =>
      withinDeadline(options, async ({ signal }) => {
        const terms = couponTermsOf(code, await verdictOf(options, goods, code, signal));
        await mirror(options.db, code, terms);
        return terms;
      }),
  };
}
