import { sitemapIndexXml, urlSetXml } from '../../seo/sitemap';
import { fakePages, fakeSitemaps, type FakeAnswer } from './report-fakes.testing';
import { runSeoReport, type SeoReportOptions } from './run-report';

const at = 'https://www.sanitaerwelt.at';

/** A store whose de and en sitemaps list `pages`, each a good page unless given otherwise. */
function store(de: Record<string, FakeAnswer>, en: Record<string, FakeAnswer> = {}) {
  const page = (path: string): FakeAnswer => ({
    title: `Seite ${path}`,
    description: `Beschreibung von ${path}.`,
    canonical: `${at}${path}`,
  });
  const urls = (pages: Record<string, FakeAnswer>) => Object.keys(pages).map((path) => `${at}${path}`);
  const sitemaps = fakeSitemaps({
    [`${at}/sitemap.xml`]: sitemapIndexXml([`${at}/sitemaps/de-pages.xml`, `${at}/sitemaps/en-pages.xml`]),
    [`${at}/sitemaps/de-pages.xml`]: urlSetXml(urls(de)),
    [`${at}/sitemaps/en-pages.xml`]: urlSetXml(urls(en)),
  });
  const pages = fakePages(
    Object.fromEntries(
      Object.entries({ ...de, ...en }).map(([path, answer]) => [
        `${at}${path}`,
        { ...page(path), ...answer },
      ]),
    ),
  );
  const run = (options: Partial<SeoReportOptions> = {}) =>
    runSeoReport({ origins: [at], requestPage: pages.request, requestSitemap: sitemaps.request, ...options });
  return { run, asked: pages.asked };
}

describe('runSeoReport', () => {
  it('calls the same title on two languages no duplicate, and reads a page listed twice once', async () => {
    const bad = { title: 'Bad' };
    const { run, asked } = store({ '/bad': bad }, { '/en/bath': bad, '/bad': bad });
    expect(await run()).toEqual({ problems: [], done: 2, listed: 2, complete: true });
    expect(asked).toEqual([`${at}/bad`, `${at}/en/bath`]);
  });

  it('reads only the first `limit` pages, and then judges no alternate by the sitemaps', async () => {
    const { run, asked } = store({
      '/a': { alternates: { 'de-AT': `${at}/a`, 'en-AT': `${at}/en/a` } },
      '/b': {},
      '/c': {},
    });
    expect(await run({ limit: 2, concurrency: 1 })).toEqual({
      problems: [],
      done: 2,
      listed: 3,
      complete: false,
    });
    expect(asked).toEqual([`${at}/a`, `${at}/b`]);
  });

  it("runs a caller's checks on every page answered at its address, and reports one that throws", async () => {
    const { run } = store({ '/a': {}, '/gone': { status: 410 }, '/moved': { redirect: '/a' } });
    const statuses: number[] = [];
    const report = await run({
      extraChecks: [
        async (page) => {
          statuses.push(page.status);
          return page.status === 200
            ? [{ kind: 'priceMismatch', url: page.url, detail: '19,90 € ≠ 21,90 €' }]
            : [];
        },
        async (page) => {
          if (page.url.endsWith('/a')) throw new Error('JSON-LD unlesbar');
          return [];
        },
      ],
    });
    expect(statuses.sort()).toEqual([200, 410]);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { kind: 'priceMismatch', url: `${at}/a`, detail: '19,90 € ≠ 21,90 €' },
        { kind: 'checkFailed', url: `${at}/a`, detail: 'JSON-LD unlesbar' },
        { kind: 'notOk', url: `${at}/gone`, detail: '410' },
        { kind: 'notOk', url: `${at}/moved`, detail: `301 → ${at}/a` },
      ]),
    );
    expect(report.problems).toHaveLength(4);
  });

  it('tells its progress at most every 250 ms', async () => {
    const pages = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`/p${index}`, {}]));
    const { run } = store(pages);
    const calls: number[] = [];
    const report = await run({ delayMs: 2, onProgress: () => calls.push(performance.now()) });
    expect(report).toMatchObject({ done: 300, complete: true });
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const [index, call] of calls.slice(1).entries())
      expect(call - calls[index]!).toBeGreaterThanOrEqual(249);
  });
});
