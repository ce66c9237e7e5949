import { and, asc, gt, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { CartBackend } from '../../shop/cart-backend';
import { storeCodeSchema } from '../../shop/schemas';
import type { ShopDatabase } from '../embedded/database';
import { cart, theliaCart } from '../embedded/schema';
import { notBusy } from './thelia-cart-rows';

/**
 * The sweeps over Thelia carts, answered from the storefront's table alone: it knows which carts are guests',
 * when their lines last changed and whether they had lines then, without asking Thelia about every session.
 */
export function theliaCartSweeps(
  db: ShopDatabase,
): Pick<CartBackend, 'listStaleGuestCarts' | 'deleteGuestCarts' | 'listIdleCustomerCarts'> {
  /** A guest's cart untouched since `before`, and no change at it now (a claimed cart is in use). */
  const staleGuest = (before: Date) =>
    and(isNull(theliaCart.customerId), lt(theliaCart.touchedAt, before), notBusy());
  return {
    async listStaleGuestCarts(before, limit) {
      const rows = await db
        .select({ id: theliaCart.id })
        .from(theliaCart)
        .where(staleGuest(before))
        .orderBy(asc(theliaCart.touchedAt), asc(theliaCart.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /**
     * Deleting the storefront's cart row forgets the Thelia session; Thelia's cart stays behind, abandoned, as
     * a closed browser leaves it. The carts are locked as they are chosen, their staleness checked again on
     * the row as it is then, and one a change is claiming right now is skipped: no cart claimed, touched or
     * given to a customer meanwhile goes.
     */
    async deleteGuestCarts(cartIds, before) {
      if (cartIds.length === 0) return 0;
      const stale = db
        .select({ id: theliaCart.id })
        .from(theliaCart)
        .where(and(inArray(theliaCart.id, [...cartIds]), staleGuest(before)))
        .for('update', { skipLocked: true });
      const deleted = await db.delete(cart).where(inArray(cart.id, stale)).returning({ id: cart.id });
      return deleted.length;
    },
    /**
     * Customers' carts with lines, untouched between `touchedAfter` and `idleSince`, from which no order came
     * since they were last touched (order.cart_id names the Thelia cart's storefront id, as the embedded
     * query's does its cart's).
     */
    async listIdleCustomerCarts({ idleSince, touchedAfter, limit }) {
      const rows = await db
        .select({
          cartId: theliaCart.id,
          store: theliaCart.storeCode,
          customerId: theliaCart.customerId,
          touchedAt: theliaCart.touchedAt,
        })
        .from(theliaCart)
        .where(
          and(
            isNotNull(theliaCart.customerId),
            gt(theliaCart.lineCount, 0),
            lt(theliaCart.touchedAt, idleSince),
            gte(theliaCart.touchedAt, touchedAfter),
            sql`NOT EXISTS (SELECT 1 FROM "order" o WHERE o.cart_id = ${theliaCart.id}
              AND o.created_at >= ${theliaCart.touchedAt})`,
          ),
        )
        .orderBy(asc(theliaCart.touchedAt), asc(theliaCart.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        store: storeCodeSchema.parse(row.store),
        customerId: row.customerId!,
      }));
    },
  };
}
