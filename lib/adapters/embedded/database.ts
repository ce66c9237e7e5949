import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDatabaseFolder } from './folder-lock';
import { serveCommandSocket } from './command-socket/serve';

export type ShopDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: ShopDatabase;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for log lines: a folder or a server URL without its password. */
  location: string;
  close(): Promise<void>;
  /** The whole PGlite database as one file, to start another from (tests copy a seeded catalogue); PGlite only. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseTarget {
  /** A PostgreSQL server; when absent the embedded PGlite database in `pgliteDataDir` is used. */
  databaseUrl?: string;
  /** A folder, or 'memory://' for a throw-away database (tests). */
  pgliteDataDir: string;
  /** A dump (dumpDataDir) a throw-away PGlite database starts from instead of an empty one. */
  pgliteCopyOf?: Blob;
  /** The running shop's own opening: maintenance commands reach its PGlite folder through it (PGlite only). */
  serveCommands?: boolean;
}

export const migrationsFolder = resolve(process.cwd(), 'lib/adapters/embedded/migrations');
// Serialises concurrent migrators on one PostgreSQL server (several instances starting at once).
const MIGRATION_LOCK_KEY = 727_001;

function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ends (a restart, a dropped database) emits 'error' on the pool; unheard, that
  // event would end the whole process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    lockClient.release();
  }
  return { db, kind: 'postgres', location: redactUrl(databaseUrl), close: () => pool.end() };
}

async function openPglite(target: DatabaseTarget): Promise<DatabaseHandle> {
  const { pgliteDataDir: dataDir, pgliteCopyOf: copyOf, serveCommands } = target;
  const inMemory = dataDir.startsWith('memory://');
  const folder = inMemory ? dataDir : resolve(dataDir);
  const release = inMemory ? () => undefined : lockDatabaseFolder(folder);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // btree_gist: the appointments' exclusion constraint (no team in two places at once) needs it.
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const client = await PGlite.create(inMemory ? undefined : folder, {
      extensions: { btree_gist },
      ...(inMemory && copyOf ? { loadDataDir: copyOf } : {}),
    });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    const commands = serveCommands && !inMemory ? await serveCommandSocket(client, folder) : null;
    return {
      db,
      kind: 'pglite',
      location: folder,
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await commands?.close();
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the embedded backend's database and brings its schema up to date. */
export function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.databaseUrl ? openPostgres(target.databaseUrl) : openPglite(target);
}
