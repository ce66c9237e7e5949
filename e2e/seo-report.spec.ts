import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { localShopOrigins } from './extra-server';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const run = promisify(execFile);

/**
 * `npm run seo:check` as a pipeline runs it, against the journeys' shop of 400 products in three stores: every
 * page the sitemaps list is read as a crawler reads it, and none of them may have an error (a line Google cuts is
 * a warning). This is what catches a JSON-LD Google rejects, a price that differs from the feed, a broken hreflang
 * pair or a noindex page in a sitemap anywhere in the catalogue.
 */
test('the SEO check finds no error on any page of the three stores', async () => {
  test.setTimeout(480_000);
  const origins = localShopOrigins(PORT);
  const outcome = await run('node_modules/.bin/tsx', ['scripts/seo-check.ts', '--concurrency', '4'], {
    env: { ...process.env, SHOP_ORIGINS: origins },
    timeout: 450_000,
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
  const read = /^(\d+) pages read in/m.exec(outcome.output);
  expect(Number(read?.[1])).toBeGreaterThan(2_000);
  expect(outcome.output).not.toContain('not all of them');
  // Only warnings may be listed; the output names each kind with its count.
  expect(outcome.output.split('\n').filter((line) => /^ {2}\w+: \d+$/.test(line))).toEqual([]);
  expect(outcome.code).toBe(0);
});
