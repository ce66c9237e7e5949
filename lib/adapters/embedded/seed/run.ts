import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../database';
import { isSeeded, seedCatalogue, type SeedOptions, type SeedResult } from './index';

export type SeedOutcome = { kind: 'seeded'; result: SeedResult } | { kind: 'kept' };

/**
 * Seeds in one transaction: the catalogue appears whole or not at all, so an interrupted or failed seed leaves
 * the database as it was (empty, or the previous catalogue when replacing). `replace` clears the old data in
 * the same transaction; otherwise an existing catalogue is kept.
 */
export async function runSeed(
  handle: DatabaseHandle,
  options: SeedOptions & { replace: boolean },
): Promise<SeedOutcome> {
  if (!options.replace && (await isSeeded(handle.db))) return { kind: 'kept' };
  const result = await handle.db.transaction(async (tx) => {
    // Both drivers (node-postgres and PGlite) answer with `rows`; drizzle's shared type leaves it unknown.
    // Romania's counties (`state`) are reference data the migrations write, not part of a catalogue.
    const { rows } = (await tx.execute(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
            AND tablename NOT IN ('__drizzle_migrations', 'state')`,
    )) as unknown as { rows: Array<{ tablename: string }> };
    const names = rows.map((row) => `"${row.tablename}"`).join(', ');
    if (names) await tx.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
    return seedCatalogue(tx, options);
  });
  return { kind: 'seeded', result };
}
