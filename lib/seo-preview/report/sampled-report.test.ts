import { sitemapIndexXml, urlSetXml } from '../../seo/sitemap';
import type { ReportProblem } from './problems';
import { fakePages, fakeSitemaps, type FakeAnswer, type FakeHead } from './report-fakes.testing';
import { runSeoReport } from './run-report';
import { runSampledSeoReport } from './sampled-report';

const at = 'https://www.sanitaerwelt.at';
const de = 'https://www.sanitaerwelt.de';

/**
 * Two stores: the .at one with a pages file and a products file, the .de one with one URL set, listed so that
 * none of the .de products is in the sample by its place; each product's hreflang partners are in the other store.
 */
function stores() {
  const atPages = ['/', '/a.html', '/b.html', '/c.html', '/d.html'].map((path) => `${at}${path}`);
  const atProducts = [1, 2, 3, 4, 5, 6].map((number) => `${at}/p${number}.html`);
  const dePages = [
    '/',
    '/q1.html',
    '/q2.html',
    '/q3.html',
    '/p1.html',
    '/p4.html',
    '/q4.html',
    '/p4-extra.html',
  ];
  const sitemaps = fakeSitemaps({
    [`${at}/sitemap.xml`]: sitemapIndexXml([
      `${at}/sitemaps/de-pages.xml`,
      `${at}/sitemaps/de-products-1.xml`,
    ]),
    [`${at}/sitemaps/de-pages.xml`]: urlSetXml(atPages),
    [`${at}/sitemaps/de-products-1.xml`]: urlSetXml(atProducts),
    [`${de}/sitemap.xml`]: urlSetXml(dePages.map((path) => `${de}${path}`)),
  });
  const answers: Record<string, FakeHead> = {
    // Not in the sample: its error goes unseen.
    [`${at}/b.html`]: { robots: 'noindex' },
    // x-default names a page in no sitemap: broken, found without reading it.
    [`${at}/p1.html`]: {
      alternates: { 'de-AT': `${at}/p1.html`, 'de-DE': `${de}/p1.html`, 'x-default': `${at}/p0.html` },
    },
    [`${de}/p1.html`]: { alternates: { 'de-AT': `${at}/p1.html`, 'de-DE': `${de}/p1.html` } },
    [`${at}/p4.html`]: { alternates: { 'de-AT': `${at}/p4.html`, 'de-DE': `${de}/p4.html` } },
    // Its partner's partner, read in a third round, does not name it back.
    [`${de}/p4.html`]: {
      alternates: { 'de-AT': `${at}/p4.html`, 'de-DE': `${de}/p4.html`, 'en-DE': `${de}/p4-extra.html` },
    },
  };
  const all = [...atPages, ...atProducts, ...dePages.map((path) => `${de}${path}`)];
  const pages = fakePages(
    Object.fromEntries(
      all.map((url): [string, FakeAnswer] => [
        url,
        { title: `Seite ${url}`, description: `Alles über ${url}.`, canonical: url, ...answers[url] },
      ]),
    ),
  );
  const options = { origins: [at, de], requestPage: pages.request, requestSitemap: sitemaps.request };
  return { options, asked: pages.asked };
}

const byKindAndUrl = (a: ReportProblem, b: ReportProblem) =>
  `${a.kind} ${a.url} ${a.detail}`.localeCompare(`${b.kind} ${b.url} ${b.detail}`);

describe('runSampledSeoReport', () => {
  it("reads each file's sample and every partner it names, and checks their pairs from both ends", async () => {
    const { options, asked } = stores();
    const report = await runSampledSeoReport({ ...options, every: 3 });
    expect(report).toMatchObject({ done: 12, listed: 19, complete: true });
    expect(asked.sort()).toEqual(
      [
        // Each file's 1st and 4th page (and 7th), and the first of each shape.
        ...[`${at}/`, `${at}/a.html`, `${at}/c.html`, `${at}/p1.html`, `${at}/p4.html`],
        ...[`${de}/`, `${de}/q1.html`, `${de}/q3.html`, `${de}/q4.html`],
        // The partners, and the partner's partner.
        ...[`${de}/p1.html`, `${de}/p4.html`, `${de}/p4-extra.html`],
      ].sort(),
    );
    expect(report.problems.sort(byKindAndUrl)).toEqual([
      { kind: 'hreflangBroken', url: `${at}/p1.html`, detail: `x-default ${at}/p0.html` },
      { kind: 'hreflangNotReciprocal', url: `${de}/p4.html`, detail: `en-DE ${de}/p4-extra.html` },
    ]);
  });

  it('with 1, reads every page and finds what the whole report finds', async () => {
    const sampled = stores();
    const whole = stores();
    const [everyOne, all] = await Promise.all([
      runSampledSeoReport({ ...sampled.options, every: 1 }),
      runSeoReport(whole.options),
    ]);
    expect(everyOne).toMatchObject({ done: 19, listed: 19, complete: true });
    expect(everyOne.problems.sort(byKindAndUrl)).toEqual(all.problems.sort(byKindAndUrl));
    expect(everyOne.problems.map((problem) => problem.kind)).toContain('noindexInSitemap');
  });

  it('reads nothing more once stopped, and calls the report incomplete', async () => {
    const { options, asked } = stores();
    const stop = new AbortController();
    const report = await runSampledSeoReport({
      ...options,
      every: 3,
      concurrency: 1,
      requestPage: (url) => {
        if (asked.length === 2) stop.abort();
        return options.requestPage(url);
      },
      signal: stop.signal,
    });
    expect(asked).toHaveLength(3);
    expect(report).toMatchObject({ complete: false });
    expect(report.done).toBeLessThan(3);
  });
});
