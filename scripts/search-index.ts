/**
 * npm run search:index -- [--products 12,13]
 * Fills the OpenSearch cluster of OPENSEARCH_URL from the embedded database: every language's products and
 * contents into fresh indices behind their aliases (searches keep reading the old ones until the swap), or,
 * with --products, brings those products up to date after an import.
 */
import { parseArgs } from 'node:util';
import { env } from '../lib/env';
import { openShopDatabase } from './shop-database';
import { indexProducts } from '../lib/adapters/embedded/opensearch/indexer';
import { rebuildConfiguredSearch, withSearchClient } from './search-indexing';

async function main(): Promise<void> {
  const config = env();
  const { values } = parseArgs({ options: { products: { type: 'string' } } });
  if (!config.OPENSEARCH_URL) {
    throw new Error(
      'OPENSEARCH_URL is not set: the shop searches its own database, there is nothing to index.',
    );
  }
  const productIds = values.products?.split(',').map((part) => Number(part.trim()));
  if (productIds?.some((id) => !Number.isSafeInteger(id) || id < 1)) {
    throw new Error('--products takes product ids separated by commas, such as 12,13.');
  }
  const handle = await openShopDatabase(config);
  try {
    if (!productIds) {
      await rebuildConfiguredSearch(config, handle);
      return;
    }
    await withSearchClient(config, (client) =>
      indexProducts(handle.db, client, config.OPENSEARCH_INDEX_PREFIX, productIds),
    );
    console.log(`Brought ${productIds.length} product(s) up to date in every language.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
