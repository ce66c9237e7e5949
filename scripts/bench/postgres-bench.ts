import { Client } from 'pg';
import { openDatabase } from '../../lib/adapters/embedded/database';
import { isSeeded } from '../../lib/adapters/embedded/seed';
import { runSeed } from '../../lib/adapters/embedded/seed/run';
import { postgresAvailability, TEST_POSTGRES_URL } from '../../lib/testing/databases';

/**
 * A PostgreSQL database of the bench's catalogue on the test server (bench_<products>), seeded unless `reuse`
 * finds it seeded; null, with the reason printed, when no server answers.
 */
export async function postgresBenchDatabase(products: number, reuse: boolean): Promise<string | null> {
  const availability = await postgresAvailability();
  if (!availability.available) {
    console.log(`Skipping the PostgreSQL figures: ${availability.reason}.`);
    return null;
  }
  const name = `bench_${products}`;
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: '' });
  try {
    if (reuse && (await isSeeded(handle.db))) {
      console.log(`Reusing the seeded PostgreSQL database ${name}.`);
    } else {
      console.log(`Seeding ${products} products into PostgreSQL (${name})…`);
      await runSeed(handle, { seed: 42, products, replace: true });
    }
  } finally {
    await handle.close();
  }
  return url.toString();
}

/**
 * A copy of the bench database (`url`) without price history or prior prices: the catalogue as it was before
 * the 30-day rule, for a baseline in the same run. Made anew each time from the seeded database as template.
 */
export async function withoutPriceHistory(url: string): Promise<string> {
  const source = new URL(url).pathname.slice(1);
  const name = `${source}_no_history`;
  // Both vacuumed alike: a fresh VACUUM alone (hint bits, visibility map) makes reads faster than the seed left them.
  const original = new Client({ connectionString: url });
  await original.connect();
  try {
    await original.query('VACUUM ANALYZE');
  } finally {
    await original.end();
  }
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  } finally {
    await admin.end();
  }
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  const client = new Client({ connectionString: copy.toString() });
  await client.connect();
  try {
    await client.query('TRUNCATE product_price_history');
    await client.query('UPDATE product_price SET prior_price = NULL');
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
  return copy.toString();
}
