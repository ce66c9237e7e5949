/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR) or DATABASE_URL: times uncached catalogue reads
 * through the backend port, as a product page and a listing make them. Product pages: 200 products spread over
 * the catalogue, one at a time. Listings: the largest category's pages 1–10 with every facet, by sales and by
 * price (which reads the listing's net price), one at a time. A warm-up pass first, so the figures compare
 * databases rather than a cold disk cache. Prints one JSON line.
 */
import { getCatalog } from '../../lib/storefront';
import { percentiles } from './percentiles';

const PRODUCT_READS = 200;

async function timings(asks: Array<() => Promise<unknown>>): Promise<number[]> {
  const result: number[] = [];
  for (const ask of asks) {
    const started = performance.now();
    await ask();
    result.push(performance.now() - started);
  }
  return result;
}

async function main(): Promise<void> {
  const catalog = await getCatalog();
  const products = (await catalog.listProducts({ language: 'de', limit: 1 })).total;
  const step = Math.max(1, Math.floor(products / PRODUCT_READS));
  const productReads = Array.from(
    { length: PRODUCT_READS },
    (_, index) => () => catalog.getProduct(1 + index * step, 'de'),
  );
  const [largest] = (await catalog.getCategoryTree('de')).slice(0, 1);
  if (!largest) throw new Error('the catalogue has no categories');
  const listingReads = (['sales', 'priceAsc'] as const).flatMap((sort) =>
    Array.from(
      { length: 10 },
      (_, page) => () =>
        catalog.listProducts({
          language: 'de',
          categoryId: largest.id,
          facets: true,
          sort,
          offset: page * 24,
        }),
    ),
  );
  await timings([...productReads.slice(0, 50), ...listingReads]);
  const product = percentiles(await timings(productReads));
  const listing = percentiles(await timings([...listingReads, ...listingReads, ...listingReads]));
  console.log(JSON.stringify({ product, listing }));
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
