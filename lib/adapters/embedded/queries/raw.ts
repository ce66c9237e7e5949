import type { SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../database';

/**
 * Rows of a hand-written query. Both drivers (node-postgres and PGlite) answer `execute` with `rows`; drizzle's
 * shared type leaves it unknown. Numbers that PostgreSQL returns as bigint or numeric arrive as strings from
 * node-postgres, so callers pass them through Number().
 */
export async function selectRows<T>(db: ShopDatabase, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
