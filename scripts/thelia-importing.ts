import type { Env } from '../lib/env';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../lib/adapters/embedded/database';
import { selectRows } from '../lib/adapters/embedded/queries/raw';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { importTheliaCatalogue, type TheliaImportResult } from '../lib/adapters/thelia/import/thelia-import';
import { createTheliaClient } from '../lib/adapters/thelia/thelia-client';
import { moduleProblems, theliaModules } from '../lib/adapters/thelia/thelia-module-check';
import type { DeliveryKind } from '../lib/shop/cart-types';
import { rebuildConfiguredSearch } from './search-indexing';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function report(result: TheliaImportResult): string[] {
  const { hidden } = result;
  const lines = [
    `Imported in ${(result.milliseconds / 1000).toFixed(1)} s: ${plural(result.categories, 'category', 'categories')}, ` +
      `${plural(result.brands, 'brand')}, ${plural(result.products, 'product')} (${result.visibleProducts} shown), ` +
      `${plural(result.saleElements, 'sale element')}, ${plural(result.priceChanges, 'price change')}, ` +
      `${plural(result.addresses, 'address', 'addresses')}.`,
    `Hidden as Thelia no longer has them: ${plural(hidden.products, 'product')}, ` +
      `${plural(hidden.categories, 'category', 'categories')}, ${plural(hidden.brands, 'brand')}.`,
  ];
  if (result.retiredSaleElements > 0)
    lines.push(`${plural(result.retiredSaleElements, 'variant')} Thelia deleted kept, no longer for sale.`);
  if (result.unpricedSaleElements > 0)
    lines.push(`${plural(result.unpricedSaleElements, 'variant')} without a price at Thelia left out.`);
  for (const { asked, answered } of result.substitutedLocales)
    lines.push(`Thelia has no ${asked}: the texts for it are ${answered}'s.`);
  return lines;
}

/**
 * Whether every order the storefront can take can be forwarded with the configured modules: warnings for the
 * operator, since the catalogue is imported all the same. False when something is wrong.
 */
async function modulesFit(config: Env, handle: DatabaseHandle, baseUrl: string): Promise<boolean> {
  const storefront = await selectRows<{ id: number; code: string; kind: DeliveryKind }>(
    handle.db,
    sql`SELECT id, code, kind FROM delivery_module WHERE active ORDER BY id`,
  );
  let thelia: Awaited<ReturnType<typeof theliaModules>>;
  try {
    thelia = await theliaModules(createTheliaClient({ baseUrl }), config.THELIA_SESSION_COOKIE);
  } catch (error) {
    // The catalogue is in already: a start goes on, and the next import checks again.
    console.warn(`Thelia's modules could not be read to check the mapping: ${String(error)}`);
    return false;
  }
  const problems = moduleProblems(storefront, thelia, config);
  for (const problem of problems) console.warn(`Orders cannot be forwarded: ${problem}`);
  if (problems.length === 0)
    console.log(
      `Every delivery (${storefront.length}) and the payment module map to active modules of Thelia.`,
    );
  return problems.length === 0;
}

/**
 * Brings Thelia's catalogue into an opened database (npm run thelia:import, and `npm start`'s first run with
 * SHOP_BACKEND=thelia): the shop frame first when the database has none, then the catalogue in one transaction,
 * then the external search engine's indices when one is configured; last, whether the configured modules fit
 * Thelia's (modulesFit).
 */
export async function importFromThelia(
  config: Env,
  handle: DatabaseHandle,
  baseUrl: string,
  pageSize = 100,
): Promise<boolean> {
  const frame = await runSeed(handle, { seed: config.SEED_VALUE, products: 0, replace: false });
  if (frame.kind === 'seeded') console.log(`Laid down the shop frame (no products) at ${handle.location}.`);
  console.log(
    `Importing the catalogue of ${baseUrl} into ${handle.kind} at ${handle.location}. ` +
      'One transaction: Thelia failing midway leaves the database as it was.',
  );
  let reported = 0;
  const result = await importTheliaCatalogue(handle.db, {
    thelia: { baseUrl, timeoutMs: 60_000 },
    pageSize,
    forwardSince: config.THELIA_FORWARD_SINCE,
    onProgress: (products) => {
      if (products - reported >= 1_000) console.log(`  ${(reported = products)} products read`);
    },
  });
  for (const line of report(result)) console.log(line);
  await rebuildConfiguredSearch(config, handle);
  return modulesFit(config, handle, baseUrl);
}

/** Whether the index holds any product: Thelia's catalogue came in at least once. */
export async function indexHoldsProducts(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await selectRows<{ held: boolean }>(
    handle.db,
    sql`SELECT EXISTS (SELECT 1 FROM product) AS held`,
  );
  return row?.held ?? false;
}
