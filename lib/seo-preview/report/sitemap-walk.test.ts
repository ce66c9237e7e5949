import { sitemapIndexXml, urlSetXml } from '../../seo/sitemap';
import { fakeSitemaps } from './report-fakes.testing';
import type { SitemapRequest } from './sitemap-request';
import { walkSitemaps, type SitemapEntry } from './sitemap-walk';

const at = 'https://www.sanitaerwelt.at';
const de = 'https://www.sanitaerwelt.de';

async function walk(origins: string[], request: SitemapRequest, signal?: AbortSignal) {
  const entries: SitemapEntry[] = [];
  for await (const entry of walkSitemaps(origins, { request, signal })) entries.push(entry);
  return entries;
}

describe('walkSitemaps', () => {
  it("lists each store's pages with the language of their file, and refuses entries off the stores", async () => {
    const { asked, request } = fakeSitemaps({
      [`${at}/sitemap.xml`]: sitemapIndexXml([
        `${at}/sitemaps/de-pages.xml`,
        `${at}/en/sitemaps/en-products-1.xml`,
        'https://evil.example/sitemaps/de-pages.xml',
      ]),
      [`${at}/sitemaps/de-pages.xml`]: urlSetXml([
        `${at}/`,
        `${at}/bad`,
        'https://evil.example/bad',
        'http://[x',
      ]),
      [`${at}/en/sitemaps/en-products-1.xml`]: urlSetXml([`${at}/en/grohe-eurosmart`]),
      [`${de}/sitemap.xml`]: urlSetXml([`${de}/heizung`]),
    });
    expect(await walk([at, de], request)).toEqual([
      { kind: 'listed', sitemap: `${at}/sitemaps/de-pages.xml`, count: 2 },
      { kind: 'page', url: `${at}/`, language: 'de' },
      { kind: 'page', url: `${at}/bad`, language: 'de' },
      {
        kind: 'problem',
        problem: {
          kind: 'sitemapForeignUrl',
          url: 'https://evil.example/bad',
          detail: `${at}/sitemaps/de-pages.xml`,
        },
      },
      {
        kind: 'problem',
        problem: { kind: 'sitemapMalformedUrl', url: 'http://[x', detail: `${at}/sitemaps/de-pages.xml` },
      },
      { kind: 'listed', sitemap: `${at}/en/sitemaps/en-products-1.xml`, count: 1 },
      { kind: 'page', url: `${at}/en/grohe-eurosmart`, language: 'en' },
      {
        kind: 'problem',
        problem: {
          kind: 'sitemapForeignUrl',
          url: 'https://evil.example/sitemaps/de-pages.xml',
          detail: `${at}/sitemap.xml`,
        },
      },
      // A plain URL set in place of an index: its file name tells no language.
      { kind: 'listed', sitemap: `${de}/sitemap.xml`, count: 1 },
      { kind: 'page', url: `${de}/heizung`, language: null },
    ]);
    expect(asked.filter((url) => !url.startsWith(at) && !url.startsWith(de))).toEqual([]);
  });

  it('reports a missing sitemap and an index nested in an index, and goes on with the rest', async () => {
    const { request } = fakeSitemaps({
      [`${at}/sitemap.xml`]: sitemapIndexXml([`${at}/sitemaps/de-pages.xml`, `${at}/sitemaps/inner.xml`]),
      [`${at}/sitemaps/inner.xml`]: sitemapIndexXml([`${at}/sitemaps/en-pages.xml`]),
    });
    expect(await walk([at, de], request)).toEqual(
      [
        [`${at}/sitemaps/de-pages.xml`, '404'],
        [`${at}/sitemaps/inner.xml`, 'nested index'],
        [`${de}/sitemap.xml`, '404'],
      ].map(([url, detail]) => ({ kind: 'problem', problem: { kind: 'sitemapUnreadable', url, detail } })),
    );
  });

  it('stops between two sitemaps once aborted, without reporting the refused one', async () => {
    const stop = new AbortController();
    const { asked, request } = fakeSitemaps({
      [`${at}/sitemap.xml`]: sitemapIndexXml([`${at}/sitemaps/de-pages.xml`, `${at}/sitemaps/en-pages.xml`]),
      [`${at}/sitemaps/de-pages.xml`]: urlSetXml([`${at}/`]),
    });
    const refusing: SitemapRequest = (url) => {
      if (url.pathname.endsWith('de-pages.xml')) stop.abort();
      return request(url);
    };
    expect(await walk([at, de], refusing, stop.signal)).toEqual([]);
    expect(asked).toEqual([`${at}/sitemap.xml`, `${at}/sitemaps/de-pages.xml`]);
  });
});
