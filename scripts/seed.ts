/**
 * npm run seed -- [--products N] [--seed S] [--if-empty]
 * Fills the embedded database with the demo shop. Without --if-empty an existing catalogue is replaced; the
 * whole run is one transaction, so stopping it (Ctrl-C, a crash) leaves the previous state untouched. With
 * SHOP_BACKEND=thelia an empty database gets Thelia's catalogue instead (npm run thelia:import), never the demo.
 */
import { parseArgs } from 'node:util';
import { env } from '../lib/env';
import { openShopDatabase } from './shop-database';
import { isSeeded } from '../lib/adapters/embedded/seed';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { rebuildConfiguredSearch } from './search-indexing';
import { importFromThelia, indexHoldsProducts } from './thelia-importing';

async function main(): Promise<void> {
  const config = env();
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: String(config.SEED_PRODUCTS) },
      seed: { type: 'string', default: String(config.SEED_VALUE) },
      'if-empty': { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  const seed = Number(values.seed);
  if (!Number.isInteger(products) || products < 1 || !Number.isInteger(seed) || seed < 1) {
    throw new Error('--products and --seed take whole numbers of at least 1.');
  }
  const handle = await openShopDatabase(config);
  try {
    if (config.SHOP_BACKEND === 'thelia') {
      // The catalogue is Thelia's: demo products would mix their ids with Thelia's, so an empty index gets Thelia's.
      if (!values['if-empty'])
        throw new Error('SHOP_BACKEND=thelia: the catalogue comes from Thelia (npm run thelia:import).');
      // Products, not the frame, say whether an import ran: a first import that failed left the frame behind.
      if (await indexHoldsProducts(handle))
        console.log(
          `The index at ${handle.location} holds Thelia's catalogue; keeping it (npm run thelia:import).`,
        );
      else await importFromThelia(config, handle, config.THELIA_URL!);
      return;
    }
    if (values['if-empty'] && (await isSeeded(handle.db))) {
      console.log(
        `The database at ${handle.location} already holds a catalogue; keeping it (\`npm run seed\` replaces it).`,
      );
      return;
    }
    console.log(
      `Seeding ${handle.kind} at ${handle.location}: ${products} products, seed ${seed}. ` +
        'One transaction: stopping it leaves the database as it was.',
    );
    let lastReport = 0;
    const outcome = await runSeed(handle, {
      products,
      seed,
      replace: !values['if-empty'],
      onProgress: (done, rows) => {
        if (done - lastReport >= 5_000 || done === products) {
          lastReport = done;
          console.log(`  ${done}/${products} products, ${rows} rows`);
        }
      },
    });
    if (outcome.kind === 'kept') return;
    const { result } = outcome;
    const seconds = result.milliseconds / 1000;
    console.log(
      `Seeded ${result.products} products (${result.rows} rows) in ${seconds.toFixed(1)} s: ` +
        `${Math.round(result.products / seconds)} products/s, ${Math.round(result.rows / seconds)} rows/s.`,
    );
    // A new catalogue needs new search indices when an external engine answers searches.
    await rebuildConfiguredSearch(config, handle);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
