import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../adapters/embedded/database';
import { databaseUrl, pgliteCopy, postgresCopy, type TestCatalogue } from './test-catalogues';

/** The server the integration suite uses; CI and every project machine have one (docs/development.md "Toolchain"). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface DatabaseTarget {
  name: 'PGlite' | 'PostgreSQL';
  /** A throw-away database, migrated, with the demo catalogue asked for (a copy, lib/testing/test-catalogues.ts). */
  open(catalogue?: TestCatalogue): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

/** Whether a PostgreSQL server answers; the reason is printed when the PostgreSQL run is skipped. */
export async function postgresAvailability(): Promise<
  { available: true } | { available: false; reason: string }
> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { available: true };
  } catch (error) {
    return {
      available: false,
      reason: `no PostgreSQL at ${TEST_POSTGRES_URL} (${(error as Error).message})`,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pglite: DatabaseTarget = {
  name: 'PGlite',
  async open(catalogue) {
    const handle = await openDatabase({
      pgliteDataDir: 'memory://',
      pgliteCopyOf: await pgliteCopy(catalogue ?? null),
    });
    return { ...handle, dispose: () => handle.close() };
  },
};

/** A throw-away database per suite, so runs never share or clobber data; `url` reaches it from other processes. */
export async function postgresDatabase(
  catalogue?: TestCatalogue,
): Promise<DatabaseHandle & { url: string; dispose(): Promise<void> }> {
  const name = `storefront_test_${randomBytes(4).toString('hex')}`;
  await postgresCopy(TEST_POSTGRES_URL, name, catalogue ?? null);
  const url = databaseUrl(TEST_POSTGRES_URL, name);
  const handle = await openDatabase({ databaseUrl: url, pgliteDataDir: '' });
  return {
    ...handle,
    url,
    async dispose() {
      await handle.close();
      const cleanup = new Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const postgres: DatabaseTarget = { name: 'PostgreSQL', open: postgresDatabase };

/**
 * PGlite always; PostgreSQL when the integration global setup found a server, otherwise a skip with its reason.
 * Synchronous, because jest collects tests synchronously.
 */
export function databaseTargets(): Array<DatabaseTarget & { skip?: string }> {
  const unavailable = process.env.STOREFRONT_POSTGRES_UNAVAILABLE;
  return [pglite, unavailable ? { ...postgres, skip: unavailable } : postgres];
}

/**
 * `describe` for a suite that needs PostgreSQL itself (processes sharing one database, which PGlite cannot): where
 * the integration global setup found no server, the suite is skipped and a skipped test names the reason.
 */
export function describeOnPostgres(name: string, suite: () => void): void {
  const unavailable = process.env.STOREFRONT_POSTGRES_UNAVAILABLE;
  if (unavailable) it.skip(`skipped: ${unavailable}`, () => undefined);
  (unavailable ? describe.skip : describe)(name, suite);
}
