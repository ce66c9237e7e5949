import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { listenStore, type StoreAnswer } from '../lib/seo-preview/report/loopback-store.testing';
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

describe('npm run seo:check -- --sample N', () => {
  let store: Awaited<ReturnType<typeof listenStore>>;

  beforeAll(async () => {
    // Two stores of one deployment: .at lists five pages, .de four; /a.html names a .de partner of no sample.
    store = await listenStore((url) => {
      const { origin: at, otherOrigin: de } = store;
      const urlSet = (origin: string, paths: string[]) => ({
        type: 'xml' as const,
        body: urlSetXml(paths.map((path) => `${origin}${path}`)),
      });
      const page = (head: { robots?: string; alternates?: Record<string, string> } = {}) => ({
        type: 'html' as const,
        body: pageHtml({
          title: url.href,
          description: 'Armaturen und mehr.',
          canonical: url.pathname,
          ...head,
        }),
      });
      const pages: Record<string, () => StoreAnswer> = {
        [`${at}/sitemap.xml`]: () => urlSet(at, ['/', '/a.html', '/b.html', '/c.html', '/d.html']),
        [`${de}/sitemap.xml`]: () => urlSet(de, ['/', '/x.html', '/y.html', '/partner.html']),
        [`${at}/a.html`]: () =>
          page({ alternates: { 'de-AT': `${at}/a.html`, 'de-DE': `${de}/partner.html` } }),
        // Out of the sample: its error goes unseen.
        [`${at}/c.html`]: () => page({ robots: 'noindex' }),
        [`${de}/partner.html`]: () => page({ robots: 'noindex' }),
      };
      return (pages[url.href] ?? page)();
    });
  });
  afterAll(() => store.close());

  it("reads each sitemap's every N-th page, the first of each shape and the partners they name", async () => {
    const { code, output } = await seoCheck([
      '--origins',
      `at=${store.origin},de=${store.otherOrigin}`,
      '--sample',
      '2',
    ]);
    expect(code).toBe(1);
    // .at: /, /a.html (a new shape), /b.html and /d.html; .de: /, /x.html and /y.html; and the partner.
    expect(output).toMatch(
      /^8 pages read in [\d.]+ s \([\d.]+ pages\/s\), a sample of the 9 listed; 2 problems on 2 pages$/m,
    );
    expect(output).toContain('  hreflangNotReciprocal: 1\n');
    expect(output).toContain('  noindexInSitemap: 1\n');
    expect(store.seen.asked).not.toContain(`${store.origin}/c.html`);
  });

  it('refuses a sample of nothing, and a sample cut short by a limit', async () => {
    const origins = ['--origins', `at=${store.origin}`];
    expect(await seoCheck([...origins, '--sample', '0'])).toEqual({
      code: 2,
      output: '--sample must be a whole number from 1.\n',
    });
    expect(await seoCheck([...origins, '--sample', '2', '--limit', '5'])).toEqual({
      code: 2,
      output: '--sample and --limit exclude each other.\n',
    });
  });
});
