import type { ExternalSearch } from './engine';

/**
 * Tells the operator at start what a search through the cluster would miss: newly set OPENSEARCH_URL on a
 * seeded database finds nothing until `npm run search:index` fills the indices. Only warns; the start goes on,
 * and a search through an unreachable cluster says so to the shopper (docs/product.md §8).
 */
export async function warnWhenUnfilled(
  engine: Pick<ExternalSearch, 'unfilledIndices'>,
  warn: (message: string) => void = console.warn,
): Promise<void> {
  try {
    const unfilled = await engine.unfilledIndices();
    if (unfilled.length > 0)
      warn(
        `OpenSearch: ${unfilled.join(', ')} missing or empty; searches find nothing there until \`npm run search:index\` fills them.`,
      );
  } catch (error) {
    warn(
      `OpenSearch did not answer at start (${error instanceof Error ? error.message : String(error)}); searches fail until it does.`,
    );
  }
}
