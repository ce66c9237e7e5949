import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

/**
 * Gives a customer the guest orders placed with their e-mail address (SPEC §4 guest to customer). Called once the
 * address is proven theirs (the registration's mailed link), never on a claim alone. The number adopted.
 */
export async function adoptGuestOrders(db: ShopDatabase, customerId: number, email: string): Promise<number> {
  const adopted = await selectRows<{ id: number }>(
    db,
    sql`UPDATE "order" SET customer_id = ${customerId}, updated_at = now()
        WHERE customer_id IS NULL AND lower(email) = lower(${email}) RETURNING id`,
  );
  return adopted.length;
}
