import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { localShopOrigins } from './extra-server';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const run = promisify(execFile);
/**
 * Every 10th page of each sitemap file, the first address of each shape (home, listings, each content route, the
 * guide) and the hreflang partners of each page read: some 400 of the 3,000 pages, 40 of the products in all six
 * stores and languages. Categories and brands share their shape with products, so the stride must stay below the
 * longest run of one kind it must not miss (30 brands in each pages file).
 */
const SAMPLE = 10;

/**
 * `npm run seo:check -- --sample 10` as a pipeline runs it, against the journeys' shop of 400 products in three
 * stores: every sitemap is walked, a sample of every kind of page in every store and language is read as a
 * crawler reads it, with the hreflang partners of each, and none of them may have an error (a line Google cuts is
 * a warning). This is what catches a JSON-LD Google rejects, a price that differs from the feed, a broken hreflang
 * pair or a noindex page in a sitemap. Reading the whole catalogue took six minutes of the CI's budget; a fault
 * of a single page, not of its kind, is the full report's to find (the admin's SEO report, or seo:check alone).
 */
test('the SEO check finds no error on a sample of every kind of page of the three stores', async () => {
  test.setTimeout(240_000);
  const origins = localShopOrigins(PORT);
  const args = ['scripts/seo-check.ts', '--concurrency', '4', '--sample', String(SAMPLE)];
  const outcome = await run('node_modules/.bin/tsx', args, {
    env: { ...process.env, SHOP_ORIGINS: origins },
    timeout: 220_000,
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
  const counts = /^(\d+) pages read in .*, a sample of the (\d+) listed;/m.exec(outcome.output);
  const [read, listed] = [Number(counts?.[1]), Number(counts?.[2])];
  // Every sitemap was walked to its end: the whole catalogue, in three stores and their languages.
  expect(listed).toBeGreaterThan(2_000);
  // At least every 10th page of each file (the partners read add more): fewer would mean pages were skipped.
  expect(read).toBeGreaterThanOrEqual(listed / SAMPLE);
  expect(outcome.output).not.toContain('not all of them');
  // Only warnings may be listed; the output names each kind with its count.
  expect(outcome.output.split('\n').filter((line) => /^ {2}\w+: \d+$/.test(line))).toEqual([]);
  expect(outcome.code).toBe(0);
});
