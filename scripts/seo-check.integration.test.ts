import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { listenStore } from '../lib/seo-preview/report/loopback-store.testing';
import { pageHtml } from '../lib/seo-preview/report/report-fakes.testing';
import { urlSetXml } from '../lib/seo/sitemap';

const run = promisify(execFile);

/** `npm run seo:check` as a pipeline runs it: its output, and its exit code as the pipeline's verdict. */
async function seoCheck(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run('node_modules/.bin/tsx', ['scripts/seo-check.ts', ...args], {
      env: { ...process.env, SHOP_ORIGINS: '' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run seo:check', () => {
  let store: Awaited<ReturnType<typeof listenStore>>;
  let withError = true;

  beforeAll(async () => {
    store = await listenStore((url) => {
      const page = (title: string, robots?: string) => ({
        type: 'html' as const,
        body: pageHtml({ title, description: 'Armaturen und mehr.', canonical: url.pathname, robots }),
      });
      if (url.pathname === '/sitemap.xml')
        return {
          type: 'xml',
          body: urlSetXml(
            ['/', '/lang', ...(withError ? ['/intern'] : [])].map((at) => `${store.origin}${at}`),
          ),
        };
      if (url.pathname === '/') return page('Sanitärwelt');
      if (url.pathname === '/lang')
        return page('Waschtischarmatur mit Zugstangen-Ablaufgarnitur, Chrom, '.repeat(2));
      if (url.pathname === '/intern') return page('Intern', 'noindex');
      return undefined;
    });
  });
  afterAll(() => store.close());

  it('fails a pipeline on errors, lists every kind and writes every problem as CSV', async () => {
    const csv = path.join(await mkdtemp(path.join(tmpdir(), 'seo-check-')), 'report.csv');
    const { code, output } = await seoCheck(['--origins', `at=${store.origin}`, '--csv', csv]);
    expect(code).toBe(1);
    expect(output).toMatch(/^3 pages read in [\d.]+ s \([\d.]+ pages\/s\); 2 problems on 2 pages$/m);
    expect(output).toContain('  noindexInSitemap: 1\n');
    expect(output).toContain('  titleTooLong: 1 (warning)\n');
    const rows = (await readFile(csv, 'utf8')).trimEnd().split(/\r?\n/);
    expect(rows[0]).toBe('\uFEFFkind,url,detail');
    expect(rows.slice(1).sort()).toEqual([
      `noindexInSitemap,${store.origin}/intern,`,
      expect.stringMatching(new RegExp(`^titleTooLong,${store.origin}/lang,.* px > 600 px\\)"?$`)),
    ]);
  });

  it('passes with warnings alone, unless told to be strict, and refuses nonsense with its own code', async () => {
    withError = false;
    expect((await seoCheck(['--origins', `at=${store.origin}`])).code).toBe(0);
    expect((await seoCheck(['--origins', `at=${store.origin}`, '--strict'])).code).toBe(1);
    expect(await seoCheck(['--origins', `at=${store.origin}`, '--limit', 'viele'])).toEqual({
      code: 2,
      output: '--limit must be a whole number from 1.\n',
    });
    expect((await seoCheck([])).code).toBe(2);
    // A store that cannot be reached is no pass, though it left no page to find fault with.
    expect((await seoCheck(['--origins', 'at=http://127.0.0.1:9'])).code).toBe(1);
  });
});
