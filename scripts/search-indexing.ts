import type { Client } from '@opensearch-project/opensearch';
import type { Env } from '../lib/env';
import type { DatabaseHandle } from '../lib/adapters/embedded/database';
import { openSearchClient } from '../lib/adapters/embedded/opensearch/engine';
import { rebuildSearchIndices, type IndexProgress } from '../lib/adapters/embedded/opensearch/indexer';

/** Prints a line per finished language and kind, and every 10,000 products on the way. */
function logProgress({ language, kind, done, total }: IndexProgress): void {
  if (done === total || done % 10_000 === 0) console.log(`  ${kind} (${language}): ${done}/${total}`);
}

/** Runs `work` with a client of the configured cluster (OPENSEARCH_URL must be set), closed afterwards. */
export async function withSearchClient<T>(config: Env, work: (client: Client) => Promise<T>): Promise<T> {
  const client = openSearchClient({
    url: config.OPENSEARCH_URL!,
    indexPrefix: config.OPENSEARCH_INDEX_PREFIX,
  });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** Rebuilds the OpenSearch indices from the database when a cluster is configured; nothing otherwise. */
export async function rebuildConfiguredSearch(config: Env, handle: DatabaseHandle): Promise<void> {
  if (!config.OPENSEARCH_URL) return;
  const started = performance.now();
  console.log(`Indexing products and contents into OpenSearch (prefix "${config.OPENSEARCH_INDEX_PREFIX}")…`);
  await withSearchClient(config, (client) =>
    rebuildSearchIndices(handle.db, client, config.OPENSEARCH_INDEX_PREFIX, logProgress),
  );
  console.log(`Indexed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
