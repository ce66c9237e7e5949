import type { ServerResponse } from 'node:http';
import { alternateUrls, type StoreOrigins } from '../seo/public-urls';
import { requestPage, type CrawlRequest } from './crawl';
import { listenAsStore, type Route } from './fetch-bytes.testing';
import type { Alternate } from './hreflang';
import { hreflangMatrix } from './hreflang-read';

const html = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>x</h1></body></html>`;
const links = (alternates: Alternate[]) =>
  alternates
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`)
    .join('');
const page =
  (alternates: Alternate[], canonical?: string): Route =>
  (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      html(`${canonical ? `<link rel="canonical" href="${canonical}">` : ''}${links(alternates)}`),
    );
  };
const routeOf = (url: string) => url.replace(/^http:\/\//, '');

/** The three stores on .localhost names of one loopback server, with a page set right and one set wrong. */
describe('hreflangMatrix', () => {
  let store: Awaited<ReturnType<typeof listenAsStore>>;
  let stores: StoreOrigins;
  let eurosmart: Alternate[];
  let broken: Alternate[];
  const asked: string[] = [];
  const recording: CrawlRequest = (url) => {
    asked.push(url.href);
    return requestPage(url);
  };
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    store = await listenAsStore((port) => {
      stores = {
        at: `http://at.localhost:${port}`,
        de: `http://de.localhost:${port}`,
        ro: `http://ro.localhost:${port}`,
      };
      eurosmart = Object.entries(
        alternateUrls(stores, { de: 'bad/eurosmart', en: 'bathroom/eurosmart', ro: 'baie/eurosmart' }),
      ).map(([hreflang, href]) => ({ hreflang, href }));
      broken = [
        { hreflang: 'de-AT', href: `${stores.at}/bad/broken` },
        { hreflang: 'en-AT', href: '/en/bathroom/broken' },
        { hreflang: 'de-DE', href: `${stores.de}/bad/broken` },
        { hreflang: 'ro-RO', href: `${stores.ro}/baie/broken` },
        { hreflang: 'en-DE', href: `${stores.de}/en/bathroom/broken` },
        { hreflang: 'de-CH', href: `${stores.at}/bad/broken-chrom` },
        { hreflang: 'xx-YY', href: `${stores.at}/bad/broken` },
        { hreflang: 'de_AT', href: `${stores.at}/bad/broken` },
        { hreflang: 'en-GB', href: 'https://www.elsewhere.example/en/broken' },
      ];
      const slow: Route = (response) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          page([])(response);
        }, 40);
      };
      return {
        ...Object.fromEntries(eurosmart.map(({ href }) => [routeOf(href), page(eurosmart)])),
        [routeOf(`${stores.at}/bad/broken`)]: page(broken),
        [routeOf(`${stores.at}/en/bathroom/broken`)]: page(broken),
        // Names only itself: not the page back.
        [routeOf(`${stores.de}/bad/broken`)]: page([{ hreflang: 'de-DE', href: `${stores.de}/bad/broken` }]),
        [routeOf(`${stores.de}/en/bathroom/broken`)]: (response) => {
          response.writeHead(301, { location: `${stores.de}/bad/broken` });
          response.end();
        },
        [routeOf(`${stores.at}/bad/broken-chrom`)]: page(broken, `${stores.at}/bad/broken`),
        // ro's /baie/broken is missing: the stand-in's 404.
        ...Object.fromEntries(
          Array.from({ length: 12 }, (_, index) => [`at.localhost:${port}/many/${index}`, slow]),
        ),
      };
    });
  });
  afterAll(() => store.close());
  beforeEach(() => (asked.length = 0));

  const origins = () => Object.values(stores);

  it('finds nothing wrong with the set the shop builds, reading each address once', async () => {
    const matrix = await hreflangMatrix(
      { url: `${stores.at}/bad/eurosmart`, alternates: eurosmart },
      origins(),
      recording,
    );
    expect(matrix.mismatches).toEqual([]);
    expect(matrix.rows.map((row) => [row.hreflang, row.read.kind, row.namesPage])).toEqual([
      ['de-AT', 'read', true],
      ['en-AT', 'read', true],
      ['de-DE', 'read', true],
      ['en-DE', 'read', true],
      ['ro-RO', 'read', true],
      ['en-RO', 'read', true],
      ['x-default', 'read', true],
    ]);
    expect(asked.sort()).toEqual([...new Set(eurosmart.map(({ href }) => href))].sort());
  });

  it('lists every break of a broken set, and asks no host off the stores', async () => {
    const subject = { url: `${stores.at}/bad/broken`, alternates: broken };
    const { mismatches } = await hreflangMatrix(subject, origins(), recording);
    const at = (hreflang: string) => {
      const { href } = broken.find((alternate) => alternate.hreflang === hreflang)!;
      return { hreflang, href };
    };
    const resolved = broken
      .filter(({ hreflang }) => hreflang !== 'de-DE')
      .map(({ hreflang, href }) => ({ hreflang, href: new URL(href, subject.url).href }));
    expect(mismatches).toEqual([
      { kind: 'missingXDefault' },
      { kind: 'relativeHref', ...at('en-AT') },
      { kind: 'notReciprocal', ...at('de-DE') },
      { kind: 'differentSet', ...at('de-DE'), missing: resolved, extra: [] },
      { kind: 'status', ...at('ro-RO'), status: 404 },
      { kind: 'redirects', ...at('en-DE'), to: `${stores.de}/bad/broken` },
      { kind: 'notCanonical', ...at('de-CH'), canonical: `${stores.at}/bad/broken` },
      { kind: 'invalidCode', ...at('xx-YY') },
      { kind: 'invalidCode', ...at('de_AT') },
      { kind: 'unreadable', ...at('en-GB'), reason: 'foreignHost' },
    ]);
    // Each address of the stores once, de's /bad/broken again behind the redirect; the foreign one never.
    expect(asked.sort()).toEqual(
      [
        `${stores.at}/bad/broken`,
        `${stores.at}/bad/broken-chrom`,
        `${stores.at}/en/bathroom/broken`,
        `${stores.de}/bad/broken`,
        `${stores.de}/bad/broken`,
        `${stores.de}/en/bathroom/broken`,
        `${stores.ro}/baie/broken`,
      ].sort(),
    );
  });

  it('reads at most ten alternates of a page, three at a time', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      hreflang: `de-A${String.fromCharCode(65 + index)}`,
      href: `${stores.at}/many/${index}`,
    }));
    const { rows } = await hreflangMatrix(
      { url: `${stores.at}/many/0`, alternates: many },
      origins(),
      recording,
    );
    expect(asked).toEqual(many.slice(0, 10).map(({ href }) => href));
    expect(mostInFlight).toBe(3);
    expect(rows.map((row) => row.read.kind)).toEqual([...Array(10).fill('read'), 'notChecked', 'notChecked']);
  });
});
