import { requestPage } from '../crawl';
import { sitemapIndexXml, urlSetXml } from '../../seo/sitemap';
import { listenStore, type StoreAnswer } from './loopback-store.testing';
import type { ReportProblem } from './problems';
import { pageHtml, type FakeHead } from './report-fakes.testing';
import { runSeoReport } from './run-report';
import { requestSitemap } from './sitemap-request';

const foreign = 'https://elsewhere.example/fremd';

/** The .at store (127.0.0.1) and the .de store (de.localhost) of one deployment, pages made wrong on purpose. */
function storePages(at: string, de: string): Record<string, StoreAnswer> {
  const page = (path: string, head: FakeHead = {}): StoreAnswer => ({
    type: 'html',
    body: pageHtml({
      title: `Seite ${path} | Sanitärwelt`,
      description: `Alles über ${path}.`,
      canonical: path,
      ...head,
    }),
  });
  const home = { 'de-AT': `${at}/`, 'de-DE': `${de}/`, 'x-default': `${at}/` };
  const de_pages = ['/', '/lang', '/ohne-beschreibung', '/dusche', '/dusche-kopie', '/armatur', '/intern'];
  const en_pages = ['/en/fitting', '/en/shower'];
  return {
    [`${at}/sitemap.xml`]: {
      type: 'xml',
      body: sitemapIndexXml([`${at}/sitemaps/de-pages.xml`, `${at}/en/sitemaps/en-pages.xml`]),
    },
    [`${at}/sitemaps/de-pages.xml`]: {
      type: 'xml',
      body: urlSetXml([...de_pages, '/filter', '/weg', '/alt'].map((path) => `${at}${path}`).concat(foreign)),
    },
    [`${at}/en/sitemaps/en-pages.xml`]: {
      type: 'xml',
      body: urlSetXml(en_pages.map((path) => `${at}${path}`)),
    },
    [`${de}/sitemap.xml`]: { type: 'xml', body: urlSetXml([`${de}/`]) },
    [`${at}/`]: page('/', { alternates: home }),
    [`${de}/`]: page('/', { alternates: home }),
    [`${at}/lang`]: page('/lang', {
      title: 'Waschtischarmatur mit Zugstangen-Ablaufgarnitur, Chrom, '.repeat(2),
    }),
    [`${at}/ohne-beschreibung`]: page('/ohne-beschreibung', { description: undefined }),
    [`${at}/dusche`]: page('/dusche', { title: 'Duschen | Sanitärwelt' }),
    [`${at}/dusche-kopie`]: page('/dusche-kopie', { title: 'Duschen | Sanitärwelt' }),
    // The same title in English is no duplicate: it is another language's result page.
    [`${at}/en/shower`]: page('/en/shower', { title: 'Duschen | Sanitärwelt' }),
    [`${at}/armatur`]: page('/armatur', {
      alternates: { 'de-AT': `${at}/armatur`, 'en-AT': `${at}/en/fitting`, 'de-DE': `${de}/armatur-fehlt` },
    }),
    [`${at}/en/fitting`]: page('/en/fitting', { alternates: { 'en-AT': `${at}/en/fitting` } }),
    [`${at}/intern`]: page('/intern', { robots: 'noindex' }),
    [`${at}/filter`]: page('/filter', { canonical: '/' }),
    [`${at}/alt`]: { redirect: '/' },
  };
}

const byKindAndUrl = (a: ReportProblem, b: ReportProblem) =>
  `${a.kind} ${a.url}`.localeCompare(`${b.kind} ${b.url}`);

describe('runSeoReport over HTTP', () => {
  let store: Awaited<ReturnType<typeof listenStore>>;
  let pages: Record<string, StoreAnswer>;

  beforeAll(async () => {
    store = await listenStore((url) => pages[url.href], 5);
    pages = storePages(store.origin, store.otherOrigin);
  });
  afterAll(() => store.close());

  it("finds each page's problem, asks no foreign host and never more than two requests at once", async () => {
    const { origin: at, otherOrigin: de } = store;
    const asked: string[] = [];
    const report = await runSeoReport({
      origins: [at, de],
      requestPage: (url) => (asked.push(url.href), requestPage(url)),
      requestSitemap: (url) => (asked.push(url.href), requestSitemap(url)),
    });
    expect(report).toMatchObject({ done: 13, listed: 13, complete: true });
    const [duplicate, ...others] = [...report.problems].sort((a, b) =>
      a.kind === 'titleDuplicate' ? -1 : b.kind === 'titleDuplicate' ? 1 : byKindAndUrl(a, b),
    );
    // Which of the two is read first is up to the two concurrent reads.
    expect([duplicate!.url, duplicate!.detail].sort()).toEqual([`${at}/dusche`, `${at}/dusche-kopie`]);
    expect(others).toEqual([
      { kind: 'descriptionMissing', url: `${at}/ohne-beschreibung` },
      { kind: 'hreflangBroken', url: `${at}/armatur`, detail: `de-DE ${de}/armatur-fehlt` },
      { kind: 'hreflangNotReciprocal', url: `${at}/armatur`, detail: `en-AT ${at}/en/fitting` },
      { kind: 'noindexInSitemap', url: `${at}/intern` },
      { kind: 'nonCanonicalInSitemap', url: `${at}/filter`, detail: `${at}/` },
      { kind: 'notOk', url: `${at}/alt`, detail: `301 → ${at}/` },
      { kind: 'notOk', url: `${at}/weg`, detail: '404' },
      { kind: 'sitemapForeignUrl', url: foreign, detail: `${at}/sitemaps/de-pages.xml` },
      { kind: 'titleTooLong', url: `${at}/lang`, detail: expect.stringMatching(/ px > 600 px\)$/) },
    ]);
    expect(asked.filter((url) => !url.startsWith(at) && !url.startsWith(de))).toEqual([]);
    // The store saw what was asked, the redirect's target too, and no more than two at a time.
    expect(store.seen.asked).toEqual(expect.arrayContaining(asked));
    expect(store.seen.asked).toHaveLength(asked.length);
    expect(store.seen.mostAtOnce).toBe(2);
  });
});

describe('stopping runSeoReport', () => {
  it('starts no request after the stop and reports the pages read until then, none as failed', async () => {
    const stop = new AbortController();
    const paths = Array.from({ length: 100 }, (_, index) => `/produkt-${index}`);
    const store = await listenStore((url) => {
      if (url.pathname === '/sitemap.xml')
        return { type: 'xml', body: urlSetXml(paths.map((path) => `${store.origin}${path}`)) };
      if (store.seen.asked.length >= 11) stop.abort();
      return {
        type: 'html',
        body: pageHtml({ title: url.pathname, description: 'Gut.', canonical: url.pathname }),
      };
    }, 5);
    try {
      const report = await runSeoReport({ origins: [store.origin], signal: stop.signal });
      const askedWhenDone = store.seen.asked.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(store.seen.asked).toHaveLength(askedWhenDone);
      // The sitemap and ten pages were asked before the stop, and at most one more was under way.
      expect(askedWhenDone).toBeLessThanOrEqual(12);
      expect(report).toMatchObject({ problems: [], listed: 100, complete: false });
      expect(report.done).toBeGreaterThanOrEqual(8);
      expect(report.done).toBeLessThan(11);
    } finally {
      await store.close();
    }
  });
});
