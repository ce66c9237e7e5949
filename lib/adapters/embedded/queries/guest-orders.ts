import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

/**
 * Gives a customer a guest order placed with their e-mail address (docs/product.md §4 guest to customer), once the mailed
 * link of the registration that followed the order proves the address is theirs. False when the order is not a
 * guest's of that address.
 */
export async function adoptGuestOrder(
  db: ShopDatabase,
  customerId: number,
  orderId: number,
  email: string,
): Promise<boolean> {
  const adopted = await selectRows<{ id: number }>(
    db,
    sql`UPDATE "order" SET customer_id = ${customerId}, updated_at = now()
        WHERE id = ${orderId} AND customer_id IS NULL AND lower(email) = lower(${email}) RETURNING id`,
  );
  return adopted.length > 0;
}
