import { sql } from 'drizzle-orm';
import type { CouponTerms } from '../../shop/order-types';
import type { ShopDatabase } from '../embedded/database';
import { openSession, withinDeadline, type TheliaCartsOptions } from './thelia-cart-exchange';
import { readCart, refreshCart } from './thelia-cart-rows';
import { TheliaError, TheliaSession, type TheliaCart } from './thelia-client';
import { couponTermsOf, type TheliaCouponVerdict } from './thelia-coupon-terms';

/**
 * Thelia's coupons (SHOP_BACKEND=thelia). The module cannot list coupons or tell their conditions, so a code is
 * judged where Thelia judges it: applied to the shopper's own cart in its Thelia session, whose discount then
 * tells what it takes off (thelia-coupon-terms.ts). Codes reach Thelia as the storefront writes them, in capitals.
 */

/** Applies the code alone (the storefront takes one coupon per order) and reads the cart Thelia discounts. */
async function verdictOf(
  options: TheliaCartsOptions,
  session: TheliaSession,
  code: string,
  signal: AbortSignal,
): Promise<TheliaCouponVerdict> {
  const { client } = options;
  try {
    const coupon = await client.applyCoupon(session, code, { signal });
    let cart: TheliaCart = await client.getCart(session, { signal });
    for (const other of cart.coupons ?? [])
      if (other.id !== coupon.id) cart = await client.clearCoupon(session, other.id!, { signal });
    return { kind: 'applied', coupon, cart };
  } catch (error) {
    if (!(error instanceof TheliaError)) throw error;
    return { kind: error.kind === 'unknown-coupon' ? 'unknown' : 'refused' };
  }
}

/**
 * Keeps the index's row of the code as Thelia last judged it: placing an order counts its uses there, in the
 * order's transaction, as for the embedded shop's coupons. A code Thelia no longer knows is switched off.
 */
async function mirror(db: ShopDatabase, code: string, terms: CouponTerms | null) {
  if (!terms) {
    await db.execute(sql`UPDATE coupon SET active = false WHERE code = ${code}`);
    return;
  }
  if (terms.refusedForCart) return;
  await db.execute(
    sql`INSERT INTO coupon (code, kind, amount, active) VALUES (${code}, ${terms.kind}, ${terms.amount}, true)
        ON CONFLICT (code) DO UPDATE SET kind = excluded.kind, amount = excluded.amount, active = true`,
  );
}

export function theliaCoupons(options: TheliaCartsOptions) {
  const { db } = options;
  return {
    /**
     * Thelia's verdict on the code for the cart (an empty cart of a session of its own without one). The cart's
     * session keeps the coupon, as after a shopper's own entry at Thelia; the cookies Thelia set meanwhile are
     * kept as a look at the cart keeps them (thelia-cart-exchange.ts lookAt).
     */
    findCoupon: (code: string, cartId?: number | null): Promise<CouponTerms | null> =>
      withinDeadline(options, async ({ signal }) => {
        const row = cartId == null ? null : await readCart(db, cartId);
        const session = row
          ? openSession(options, row.snapshot)
          : new TheliaSession({ locale: 'de_DE', ...options.cookieNames });
        const verdict = await verdictOf(options, session, code, signal);
        const snapshot = session.snapshot();
        if (row && JSON.stringify(snapshot.cookies) !== JSON.stringify(row.snapshot.cookies))
          await refreshCart(db, row.id, row.snapshot, { snapshot, lineCount: row.lineCount });
        const terms = couponTermsOf(code, verdict);
        await mirror(db, code, terms);
        return terms;
      }),
  };
}
