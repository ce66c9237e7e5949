import 'server-only';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { unstable_cache } from 'next/cache';
import { CATALOGUE_TAG, FEEDS_TAG, LISTINGS_TAG, tagOf } from '../catalog/cache-tags';
import { env } from '../env';
import { getCatalog } from '../storefront';
import type { LanguageCode, StoreCode } from '../shop/codes';
import { dataSourceKey } from '../storefront/data-source';
import { feedTaxPeriod } from './feed-tax-period';
import { generateOnce } from './generation-claim';
import { merchantFeed } from './merchant-feed';

// As cached-shop.ts: files of another build or another database are never served.
const BUILD = process.env.STOREFRONT_BUILD ?? 'development';
/** How long another generation is kept beside a newer one (see generate). */
const SUPERSEDED_AFTER_MS = 5 * 60_000;
// A feed follows the catalogue within the hour even without a revalidation (stock moves by the minute).
const REVALIDATE_SECONDS = 3600;

/**
 * The generation a store's feeds are at: a value remembered in Next's data cache under the catalogue's tags, so a
 * revalidation of the catalogue, the listings, the store or the feeds gives the next request a new one. The feed
 * itself (≈500 MB at 100,000 products) lives on disk under that value, never in the data cache.
 */
function feedVersion(store: StoreCode): Promise<string> {
  return unstable_cache(
    async () => `${Date.now().toString(36)}${randomUUID().slice(0, 8)}`,
    ['feedVersion', BUILD, dataSourceKey(env()), store],
    {
      tags: [CATALOGUE_TAG, LISTINGS_TAG, tagOf.store(store), FEEDS_TAG],
      revalidate: REVALIDATE_SECONDS,
    },
  )();
}

/**
 * FEED_FOLDER, which instances share; otherwise beside the build's own caches, so a new build or a cleaned dist
 * folder starts without old feeds. Either way per build: instances of two builds never mix their feeds.
 */
function feedFolder(): string {
  return join(env().FEED_FOLDER ?? join(process.env.NEXT_DIST_DIR || '.next', 'feeds'), BUILD);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

// One generation per file and process, however many requests ask for it meanwhile (and generateOnce: one for
// all processes sharing the folder).
const generating = new Map<string, Promise<void>>();

async function generate(
  path: string,
  store: StoreCode,
  language: LanguageCode,
  prefix: string,
): Promise<void> {
  const partial = `${path}.${process.pid}.${randomUUID()}.partial`;
  try {
    await pipeline(
      Readable.from(merchantFeed(await getCatalog(), store, language)),
      createWriteStream(partial),
    );
    // A rename is atomic: another process serves either no file or the whole one.
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
  const folder = feedFolder();
  // Earlier generations go; a file being sent stays readable to its open handle, another's partial file stays.
  // One written shortly before stays too: instances that missed the version at the same moment each wrote their
  // own, and the one the shared cache kept may be any of them.
  const writtenBefore = Date.now() - SUPERSEDED_AFTER_MS;
  const earlier = await Promise.all(
    (await readdir(folder))
      .filter((name) => name.startsWith(prefix) && name.endsWith('.xml') && join(folder, name) !== path)
      .map(async (name) => ({ name, written: (await stat(join(folder, name)).catch(() => null))?.mtimeMs })),
  );
  await Promise.all(
    earlier
      .filter(({ written }) => written !== undefined && written < writtenBefore)
      .map(({ name }) => rm(join(folder, name), { force: true })),
  );
}

/**
 * The path of a store's current feed in a language, generated first when the catalogue or the VAT period changed
 * since the last one (`cached` false then).
 */
export async function merchantFeedFile(
  store: StoreCode,
  language: LanguageCode,
): Promise<{ path: string; cached: boolean }> {
  const prefix = `google-merchant-${store}-${language}-`;
  const [taxPeriod, version] = await Promise.all([
    getCatalog().then(async (catalog) =>
      feedTaxPeriod(await catalog.listTaxRules(language), store, new Date()),
    ),
    feedVersion(store),
  ]);
  const path = join(feedFolder(), `${prefix}${taxPeriod}-${version}.xml`);
  if (!generating.has(path) && (await exists(path))) return { path, cached: true };
  let running = generating.get(path);
  if (!running) {
    await mkdir(feedFolder(), { recursive: true });
    running = generateOnce(path, () => generate(path, store, language, prefix)).finally(() =>
      generating.delete(path),
    );
    generating.set(path, running);
  }
  await running;
  return { path, cached: false };
}
