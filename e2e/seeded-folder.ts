import { rmSync } from 'node:fs';
import { openDatabase } from '../lib/adapters/embedded/database';
import { runSeed } from '../lib/adapters/embedded/seed/run';

/**
 * A fresh PGlite folder holding the demo shop, for a server of its own; closed again, as one folder takes one
 * process. Returns the folder, for PGLITE_DATA_DIR.
 */
export async function seededFolder(folder: string, products = 12): Promise<string> {
  rmSync(folder, { recursive: true, force: true });
  const shop = await openDatabase({ pgliteDataDir: folder });
  try {
    await runSeed(shop, { seed: 42, products, replace: true });
  } finally {
    await shop.close();
  }
  return folder;
}
