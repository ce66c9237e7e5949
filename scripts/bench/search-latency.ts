/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR) or DATABASE_URL, before the server opens it:
 * times the embedded search as the overlay asks it (first 6 results by relevance, category counts) for
 * prefixes typed so far and for whole words, one request at a time and ten at once. Prints one JSON line.
 */
import { getShop } from '../../lib/shop';
import type { ProductQueryInput } from '../../lib/shop/types';
import { percentiles } from './percentiles';

const PREFIXES = [
  'wasc',
  'waschti',
  'therm',
  'thermos',
  'heizk',
  'badew',
  'klima',
  'solar',
  'eckdu',
  'wärme',
];
const WORDS = [
  'Waschtischmischer',
  'Thermostat',
  'Heizkörper',
  'Badewanne freistehend',
  'Wärmepumpe',
  'Thremostat',
  'Klimagerät mobil',
  'Danthermo',
  'WC Sitz',
  'Solarmodul',
];
const ROUNDS = 5;

async function timed(query: ProductQueryInput): Promise<number> {
  const shop = await getShop();
  const started = performance.now();
  await shop.listProducts(query);
  return performance.now() - started;
}

async function latency(texts: string[], concurrency: number) {
  const queries = Array.from({ length: ROUNDS }, () => texts)
    .flat()
    .map((searchText): ProductQueryInput => ({
      language: 'de',
      searchText,
      sort: 'relevance',
      limit: 6,
      facets: true,
    }));
  const timings: number[] = [];
  for (let start = 0; start < queries.length; start += concurrency) {
    timings.push(...(await Promise.all(queries.slice(start, start + concurrency).map(timed))));
  }
  return percentiles(timings);
}

async function main(): Promise<void> {
  // One pass first, so the figures are of a warm database as a running shop has it.
  await latency(WORDS, 1);
  console.log(
    JSON.stringify({
      prefixes: { oneAtATime: await latency(PREFIXES, 1), tenAtOnce: await latency(PREFIXES, 10) },
      words: { oneAtATime: await latency(WORDS, 1), tenAtOnce: await latency(WORDS, 10) },
    }),
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
