import { env } from '../env';
import type { ShopBackend } from './backend';
import { createEmbeddedBackend } from './adapters/embedded';
import { openDatabase } from './adapters/embedded/database';
import { openSearchEngine } from './adapters/embedded/opensearch/engine';
import { warnWhenUnfilled } from './adapters/embedded/opensearch/readiness';

export type { ShopBackend } from './backend';

const SHOP_KEY = Symbol.for('storefront.shop');
type ShopGlobal = typeof globalThis & { [SHOP_KEY]?: Promise<ShopBackend> };

/**
 * The shop backend of this process, opened once and shared (PGlite allows one instance per data folder, and a
 * PostgreSQL pool belongs to the process). A failed open is forgotten so the next request tries again.
 */
export function getShop(): Promise<ShopBackend> {
  const holder = globalThis as ShopGlobal;
  holder[SHOP_KEY] ??= (async () => {
    const config = env();
    const handle = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDataDir: config.PGLITE_DATA_DIR,
    });
    try {
      const externalSearch = config.OPENSEARCH_URL
        ? openSearchEngine({ url: config.OPENSEARCH_URL, indexPrefix: config.OPENSEARCH_INDEX_PREFIX })
        : undefined;
      const shop = await createEmbeddedBackend(handle, { externalSearch });
      if (externalSearch) void warnWhenUnfilled(externalSearch);
      return shop;
    } catch (error) {
      await handle.close();
      throw error;
    }
  })().catch((error: unknown) => {
    delete holder[SHOP_KEY];
    throw error;
  });
  return holder[SHOP_KEY];
}
