/** Test helper process: opens a PGlite folder like a running server would, says "ready", and keeps it open. */
import { openDatabase } from '../adapters/embedded/database';

async function hold(folder: string | undefined): Promise<void> {
  if (!folder) throw new Error('usage: hold-database.ts <pglite folder>');
  await openDatabase({ pgliteDataDir: folder });
  console.log('ready');
  setInterval(() => undefined, 60_000);
}

void hold(process.argv[2]);
