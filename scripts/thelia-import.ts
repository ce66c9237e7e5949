/**
 * npm run thelia:import -- [--page-size 100]
 * Brings the catalogue of the Thelia shop whose OpenApi module THELIA_URL names (https://shop.example/open_api)
 * into the embedded database, which serves the catalogue pages when SHOP_BACKEND=thelia. One transaction:
 * Thelia failing midway leaves the database as it was. A database without the shop frame (stores, tax rules,
 * delivery, contents) gets it first, seeded with no products; one holding the demo catalogue is refused. Run it
 * again whenever Thelia's catalogue changed, then tell running servers: npm run revalidate.
 */
import { parseArgs } from 'node:util';
import { env } from '../lib/env';
import { openShopDatabase } from './shop-database';
import { importFromThelia } from './thelia-importing';

async function main(): Promise<void> {
  const config = env();
  const { values } = parseArgs({ options: { 'page-size': { type: 'string', default: '100' } } });
  const pageSize = Number(values['page-size']);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1_000)
    throw new Error('--page-size takes a whole number from 1 to 1000.');
  const baseUrl = config.THELIA_URL;
  if (!baseUrl)
    throw new Error(
      'Set THELIA_URL to the OpenApi module of the Thelia shop, e.g. https://shop.example/open_api.',
    );
  const handle = await openShopDatabase(config);
  try {
    const modulesFit = await importFromThelia(config, handle, baseUrl, pageSize);
    console.log('Tell running servers: npm run revalidate');
    // The catalogue is in; a cron job still fails, so that the operator hears of orders that cannot be forwarded.
    if (!modulesFit) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
