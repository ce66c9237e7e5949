import { and, asc, gt, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { CartBackend } from '../../shop/cart-backend';
import { storeCodeSchema } from '../../shop/schemas';
import type { ShopDatabase } from '../embedded/database';
import { cart, theliaCart } from '../embedded/schema';

/**
 * The sweeps over Thelia carts, answered from the storefront's table alone: it knows which carts are guests',
 * when their lines last changed and whether they had lines then, without asking Thelia about every session.
 */
export function theliaCartSweeps(
  db: ShopDatabase,
): Pick<CartBackend, 'listStaleGuestCarts' | 'deleteGuestCarts' | 'listIdleCustomerCarts'> {
  const staleGuest = (before: Date) => and(isNull(theliaCart.customerId), lt(theliaCart.touchedAt, before));
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
    /** Deleting the storefront's cart row forgets the Thelia session; Thelia's cart stays behind, abandoned, as a closed browser leaves it. */
    async deleteGuestCarts(cartIds, before) {
      if (cartIds.length === 0) return 0;
      const stale = db
        .select({ id: theliaCart.id })
        .from(theliaCart)
        .where(and(staleGuest(before), inArray(theliaCart.id, [...cartIds])));
      const deleted = await db.delete(cart).where(inArray(cart.id, stale)).returning({ id: cart.id });
      return deleted.length;
    },
    /**
     * Orders are not placed through Thelia carts yet, so "no order came from it since" is not checked: a cart
     * Thelia turned into an order is emptied there, and the storefront learns that on its next look.
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
