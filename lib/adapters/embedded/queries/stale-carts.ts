import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

const iso = (date: Date) => date.toISOString();

/** Guest carts untouched since `before`, oldest first: the sweep's candidates. */
export async function selectStaleGuestCarts(
  db: ShopDatabase,
  before: Date,
  limit: number,
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM cart WHERE customer_id IS NULL AND updated_at < ${iso(before)}
        ORDER BY updated_at, id LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Deletes the listed guest carts still untouched since `before`; their lines go with them (ON DELETE CASCADE). */
export async function deleteGuestCarts(
  db: ShopDatabase,
  cartIds: readonly number[],
  before: Date,
): Promise<number> {
  if (cartIds.length === 0) return 0;
  const deleted = await selectRows<{ id: number }>(
    db,
    sql`DELETE FROM cart WHERE customer_id IS NULL AND updated_at < ${iso(before)}
        AND id IN (${sql.join(
          cartIds.map((id) => sql`${id}`),
          sql`, `,
        )}) RETURNING id`,
  );
  return deleted.length;
}
