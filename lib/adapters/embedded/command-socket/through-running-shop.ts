import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as schema from '../schema';
import type { DatabaseHandle } from '../database';
import { lockPathOf } from '../folder-lock';
import { commandSocketFolder, commandSocketPath, COMMAND_SOCKET_PORT } from './socket-path';

/** A shop that has just taken its folder opens PGlite (~2 s) and migrates before its socket listens. */
const SOCKET_APPEARS_WITHIN_MS = 15_000;

/** Raised when the process holding a PGlite folder takes no commands, or not from this version of the code. */
export class RunningShopUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunningShopUnreachableError';
  }
}

/**
 * Whether the holder's socket is there, or appears while the holder is still starting: counted from when it took
 * the folder's lock, so a process that has held the folder for a while without a socket is answered at once.
 */
async function socketAppears(dataFolder: string): Promise<boolean> {
  const path = commandSocketPath(dataFolder);
  const locked = (() => {
    try {
      return statSync(lockPathOf(dataFolder)).mtimeMs;
    } catch {
      return 0;
    }
  })();
  const deadline = locked + SOCKET_APPEARS_WITHIN_MS;
  while (!existsSync(path)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** When the newest migration of this code was made, as drizzle records it in the database it applied it to. */
function newestMigration(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * The database of the shop that holds `dataFolder` open (process `ownerPid`), reached over its command socket
 * (command-socket/serve.ts). Its schema must be this code's: the shop migrated it when it started, and a command
 * of another version would write rows the shop does not expect.
 */
export async function openThroughRunningShop(
  dataFolder: string,
  ownerPid: number,
  migrationsFolder: string,
): Promise<DatabaseHandle> {
  const holder = `The embedded database in ${dataFolder} is open in process ${ownerPid}`;
  const noCommands = `${holder}, which takes no commands: stop that process, or run this when it has finished.`;
  if (!(await socketAppears(dataFolder))) throw new RunningShopUnreachableError(noCommands);
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // One connection: a command's transaction must stay on it, and the shop serves one at a time anyway.
  const pool = new Pool({
    host: commandSocketFolder(dataFolder),
    port: COMMAND_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', (error) => console.error(`The running shop's command socket closed: ${error.message}`));
  try {
    const { rows } = await pool.query<{ newest: string | null }>(
      'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
    );
    const applied = Number(rows[0]?.newest ?? 0);
    if (applied !== newestMigration(migrationsFolder))
      throw new RunningShopUnreachableError(
        `${holder}, a shop whose database schema is not this version's: restart it with this version first.`,
      );
  } catch (error) {
    await pool.end();
    if (error instanceof RunningShopUnreachableError) throw error;
    // A socket file nobody listens on is one a killed shop left: the process holding the folder now is another.
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED')
      throw new RunningShopUnreachableError(noCommands);
    throw new RunningShopUnreachableError(
      `${holder}, whose command socket did not answer: ${(error as Error).message}`,
    );
  }
  return {
    db: drizzle(pool, { schema }),
    kind: 'pglite',
    location: `${dataFolder} (through the shop running in process ${ownerPid})`,
    close: () => pool.end(),
  };
}
