import type { Env } from '../lib/env';
import type { DatabaseHandle } from '../lib/shop/adapters/embedded/database';
import { openSearchClient } from '../lib/shop/adapters/embedded/opensearch/engine';
import { rebuildSearchIndices, type IndexProgress } from '../lib/shop/adapters/embedded/opensearch/indexer';

/** Prints a line per finished language and kind, and every 10,000 products on the way. */
function logProgress({ language, kind, done, total }: IndexProgress): void {
  if (done === total || done % 10_000 === 0) console.log(`  ${kind} (${language}): ${done}/${total}`);
}

/** Rebuilds the OpenSearch indices from the database when a cluster is configured; says so either way. */
export async function rebuildConfiguredSearch(config: Env, handle: DatabaseHandle): Promise<boolean> {
  if (!config.OPENSEARCH_URL) return false;
  const started = performance.now();
  console.log(`Indexing products and contents into OpenSearch (prefix "${config.OPENSEARCH_INDEX_PREFIX}")…`);
  const client = openSearchClient({
    url: config.OPENSEARCH_URL,
    indexPrefix: config.OPENSEARCH_INDEX_PREFIX,
  });
  try {
    await rebuildSearchIndices(handle.db, client, config.OPENSEARCH_INDEX_PREFIX, logProgress);
  } finally {
    await client.close();
  }
  console.log(`Indexed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
