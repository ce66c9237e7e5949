import { test } from '@playwright/test';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { postgresAvailability, postgresDatabase } from '../lib/testing/databases';

/**
 * A throw-away PostgreSQL database holding the demo shop with `products` products, for a server of its own; the
 * calling hook's tests are skipped, saying why, where no PostgreSQL answers.
 */
export async function seededPostgres(
  products: number,
): Promise<Awaited<ReturnType<typeof postgresDatabase>>> {
  const availability = await postgresAvailability();
  test.skip(
    !availability.available,
    availability.available ? '' : `needs PostgreSQL: ${availability.reason}`,
  );
  const database = await postgresDatabase();
  const seeded = await runSeed(database, { seed: 42, products, replace: true });
  if (seeded.kind !== 'seeded') throw new Error('the demo shop was not seeded');
  return database;
}
