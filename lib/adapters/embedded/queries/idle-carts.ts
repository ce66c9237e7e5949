import { sql } from 'drizzle-orm';
import type { IdleCart } from '../../../shop/cart-reminders';
import type { StoreCode } from '../../../shop/codes';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

/**
 * Customers' carts with lines, last touched between `touchedAfter` and `idleSince`, from which no order was placed
 * since; oldest first. Guests' carts are never listed: a reminder needs the consent of an account's owner.
 */
export async function selectIdleCustomerCarts(
  db: ShopDatabase,
  { idleSince, touchedAfter, limit }: { idleSince: Date; touchedAfter: Date; limit: number },
): Promise<IdleCart[]> {
  const rows = await selectRows<{
    id: number;
    store_code: StoreCode;
    customer_id: number;
    updated_at: string | Date;
  }>(
    db,
    sql`SELECT c.id, c.store_code, c.customer_id, c.updated_at FROM cart c
      WHERE c.customer_id IS NOT NULL
        AND c.updated_at < ${idleSince.toISOString()} AND c.updated_at >= ${touchedAfter.toISOString()}
        AND EXISTS (SELECT 1 FROM cart_item i WHERE i.cart_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM "order" o WHERE o.cart_id = c.id AND o.created_at >= c.updated_at)
      ORDER BY c.updated_at, c.id LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    cartId: row.id,
    store: row.store_code,
    customerId: row.customer_id,
    touchedAt: new Date(row.updated_at),
  }));
}
