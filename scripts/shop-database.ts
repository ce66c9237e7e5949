import type { Env } from '../lib/env';
import type { DatabaseHandle } from '../lib/adapters/embedded/database';
import { openForCommand } from '../lib/adapters/embedded/command-database';

/**
 * The shop's database for a maintenance command, whether or not the shop runs: on PGlite a running shop holds
 * the folder and lends it through its command socket, so the operator need not stop it. Says which it is.
 */
export async function openShopDatabase(config: Env): Promise<DatabaseHandle> {
  const handle = await openForCommand({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  console.log(`Database: ${handle.kind} at ${handle.location}`);
  return handle;
}
