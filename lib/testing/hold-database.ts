/**
 * Test helper process: opens a PGlite folder like a running server would, says "ready", and keeps it open.
 * With `--commands` it also lends the folder to maintenance commands, as the shop does (command-socket/serve.ts).
 */
import { openDatabase } from '../adapters/embedded/database';

async function hold(folder: string | undefined, serveCommands: boolean): Promise<void> {
  if (!folder) throw new Error('usage: hold-database.ts <pglite folder> [--commands]');
  await openDatabase({ pgliteDataDir: folder, serveCommands });
  console.log('ready');
  setInterval(() => undefined, 60_000);
}

void hold(process.argv[2], process.argv.includes('--commands'));
