/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR) or DATABASE_URL: times generating the Austrian
 * store's product feed (Google Merchant Center) to a file, as the server does on a miss, and beside it reading the
 * same sale elements alone in the same batches, the floor any generation stands on. Prints one JSON line.
 */
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FEED_BATCH, merchantFeed } from '../../lib/feeds/merchant-feed';
import { getCatalog } from '../../lib/storefront';

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function main(): Promise<void> {
  const catalog = await getCatalog();
  let started = performance.now();
  let saleElements = 0;
  for (let after: number | null = 0; after !== null;) {
    const batch = await catalog.listFeedProducts('de', after, FEED_BATCH);
    saleElements += batch.items.length;
    after = batch.next;
  }
  const readSeconds = (performance.now() - started) / 1000;

  const file = join(tmpdir(), `bench-feed-${process.pid}.xml`);
  started = performance.now();
  await pipeline(Readable.from(merchantFeed(catalog, 'at', 'de')), createWriteStream(file));
  const generateSeconds = (performance.now() - started) / 1000;
  const megabytes = (await stat(file)).size / 1_000_000;
  await rm(file, { force: true });
  console.log(
    JSON.stringify({
      saleElements,
      readAloneSeconds: round(readSeconds),
      generateSeconds: round(generateSeconds),
      generateOverRead: round(generateSeconds / readSeconds, 2),
      megabytes: round(megabytes),
    }),
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
