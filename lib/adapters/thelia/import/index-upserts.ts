import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ShopDatabase } from '../../embedded/database';

/** Rows per statement: the widest table written (product_i18n, 9 columns) stays far below 65,535 parameters. */
const ROWS_PER_STATEMENT = 500;

/** The translated texts of a long *_i18n table (category, brand, product), all Thelia's. */
export const i18nTexts = [
  'title',
  'chapo',
  'description',
  'postscriptum',
  'metaTitle',
  'metaDescription',
  'metaKeywords',
] as const;

export function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT)
    chunks.push(items.slice(start, start + ROWS_PER_STATEMENT));
  return chunks;
}

/**
 * Inserts rows, or updates the columns named in `update` where a row with the same key is there already (nothing
 * when none are named: the import then owns only the row's existence and leaves the rest to the shop). A key met
 * twice keeps its last row, as PostgreSQL refuses to update one row twice in a statement.
 */
export async function upsertRows<T extends PgTable>(
  db: ShopDatabase,
  table: T,
  rows: ReadonlyArray<PgInsertValue<T>>,
  key: PgColumn[],
  update: ReadonlyArray<keyof T['$inferInsert'] & string> = [],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keyNames = Object.keys(columns).filter((name) => key.includes(columns[name] as PgColumn));
  const unique = new Map(
    rows.map((row) => [JSON.stringify(keyNames.map((name) => (row as Record<string, unknown>)[name])), row]),
  );
  const set = Object.fromEntries(
    update.map((name) => [name, sql.raw(`excluded."${(columns[name] as PgColumn).name}"`)]),
  ) as PgUpdateSetSource<T>;
  for (const chunk of chunksOf([...unique.values()])) {
    const insert = db.insert(table).values(chunk);
    await (update.length > 0
      ? insert.onConflictDoUpdate({ target: key, set })
      : insert.onConflictDoNothing({ target: key }));
  }
}
