/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR) or DATABASE_URL, before the server opens it:
 * times the search as the overlay asks it (the first chunk of six with category counts and content links)
 * for prefixes typed so far and for whole words, one request at a time and ten at once. The baseline, in the
 * same run, is the floor of any chunk: six cards read by their ids (one index read, then the cards' details).
 * Also times /search/{value}'s listing for whole words: 24 cards of the German shop with every facet and the
 * price range, sorted by relevance, one request at a time. Prints one JSON line.
 */
import { pricingBasis } from '../../lib/pricing/pricing-basis';
import { dayIn } from '../../lib/pricing/tax-rates';
import { taxRulesOn } from '../../lib/pricing/tax-rules-on';
import { getCatalog } from '../../lib/storefront';
import { percentiles, type Percentiles } from './percentiles';
import { SEARCH_PREFIXES, SEARCH_WORDS } from './search-texts';

// Twenty rounds of ten texts: a p95 of 200 timings is the tenth slowest, not the third of 50, so runs compare.
const ROUNDS = 20;

async function timed(ask: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await ask();
  return performance.now() - started;
}

async function latency(asks: Array<() => Promise<unknown>>, concurrency: number): Promise<Percentiles> {
  const all = Array.from({ length: ROUNDS }, () => asks).flat();
  const timings: number[] = [];
  for (let start = 0; start < all.length; start += concurrency) {
    timings.push(...(await Promise.all(all.slice(start, start + concurrency).map(timed))));
  }
  return percentiles(timings);
}

async function main(): Promise<void> {
  const catalog = await getCatalog();
  const overlay = (texts: string[]) =>
    texts.map((text) => () => catalog.quickSearch({ language: 'de', text, overview: true }));
  const sixCards = (await catalog.quickSearch({ language: 'de', text: 'Thermostat' })).items.map(
    (item) => item.id,
  );
  const cardsById = Array.from(
    { length: 10 },
    () => () => catalog.listProducts({ language: 'de', productIds: sixCards, limit: 6 }),
  );
  // One pass first, so the figures are of a warm database as a running shop has it.
  await latency([...overlay(SEARCH_WORDS), ...overlay(SEARCH_PREFIXES)], 1);
  const baseline = await latency(cardsById, 1);
  const prefixes = await latency(overlay(SEARCH_PREFIXES), 1);
  const words = await latency(overlay(SEARCH_WORDS), 1);
  const store = (await catalog.getStore('de'))!;
  const vat = { deliveryCountryId: store.countryId, mode: 'gross' as const, zeroVatCategoryIds: [] };
  const rules = taxRulesOn(await catalog.listTaxRules('de'), dayIn(new Date(), 'Europe/Berlin'));
  const pricing = pricingBasis(rules, vat, store.currency);
  const searchPage = await latency(
    SEARCH_WORDS.map(
      (searchText) => () =>
        catalog.listProducts({
          language: 'de',
          searchText,
          facets: true,
          sort: 'relevance',
          limit: 24,
          pricing,
        }),
    ),
    1,
  );
  const ratio = (figures: Percentiles) => Number((figures.p50 / Math.max(baseline.p50, 0.01)).toFixed(1));
  console.log(
    JSON.stringify({
      baselineSixCardsById: baseline,
      prefixes: {
        oneAtATime: prefixes,
        tenAtOnce: await latency(overlay(SEARCH_PREFIXES), 10),
        p50OverBaseline: ratio(prefixes),
      },
      words: {
        oneAtATime: words,
        tenAtOnce: await latency(overlay(SEARCH_WORDS), 10),
        p50OverBaseline: ratio(words),
      },
      searchPageWords: { oneAtATime: searchPage, p50OverBaseline: ratio(searchPage) },
    }),
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
