import type { ServerResponse } from 'node:http';
import { productJsonLd, serializeJsonLd, type ProductInput } from '../seo/json-ld';
import { listenAsStore } from './fetch-bytes.testing';
import { previewPage } from './page-preview';
import { pngHeader } from './social-image.testing';
import { chrome } from './structured-data-pages.testing';

/** Three stores on their own hosts, one product in each, made wrong on purpose where the test says so. */
describe('previewPage of a product', () => {
  let store: Awaited<ReturnType<typeof listenAsStore>>;
  const origin = (code: string) => `http://${code}.localhost:${store.port}`;
  const stores = () => ({ at: origin('at'), de: origin('de'), ro: origin('ro') });
  const cartAsked: Array<[string, number]> = [];
  const shop = {
    cartPrice: async (place: { store: string; language: string }, saleElementId: number) => {
      cartAsked.push([`${place.store}-${place.language}`, saleElementId]);
      return { amount: 123_450, currency: 'EUR' };
    },
    currencyOf: (code: string) => (code === 'ro' ? 'RON' : 'EUR'),
  };

  beforeAll(async () => {
    store = await listenAsStore((port) => {
      const at = `http://at.localhost:${port}`;
      const de = `http://de.localhost:${port}`;
      const ro = `http://ro.localhost:${port}`;
      const alternates = (links: Array<[string, string]>) =>
        links.map(([code, href]) => `<link rel="alternate" hreflang="${code}" href="${href}">`).join('');
      const all: Array<[string, string]> = [
        ['de-AT', `${at}/bad/eurosmart`],
        ['de-DE', `${de}/bad/eurosmart`],
        ['ro-RO', `${ro}/baie/eurosmart`],
        ['x-default', `${at}/bad/eurosmart`],
      ];
      const product =
        (url: string, price: string, currency: string, shown: string, links: Array<[string, string]>) =>
        (response: ServerResponse) => {
          const variant: ProductInput = {
            ...chrome,
            url,
            sku: 'SE-70',
            offer: {
              ...chrome.offer!,
              url,
              price: { amount: Math.round(Number(price) * 100), currency },
            },
          };
          const jsonLd = productJsonLd(variant, 'SE', [variant]);
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(`<!doctype html><html><head><title>Eurosmart Waschtischarmatur | Sanitärwelt</title>
            <meta name="description" content="Einhebelmischer aus Messing, verchromt.">
            <link rel="canonical" href="${url}">${alternates(links)}
            <meta property="og:title" content="Eurosmart"><meta property="og:description" content="Chrom.">
            <meta property="og:image" content="${at}/og/eurosmart.png"><meta property="og:url" content="${url}">
            <meta name="twitter:card" content="summary_large_image">
            <script type="application/ld+json">${serializeJsonLd(jsonLd)}</script></head>
            <body><div data-testid="product-price"><span data-testid="price">${shown}</span></div>
            <form><input type="hidden" name="saleElementId" value="70"></form></body></html>`);
        };
      return {
        [`at.localhost:${port}/bad/eurosmart`]: product(
          `${at}/bad/eurosmart`,
          '1234.50',
          'EUR',
          '€ 1.234,50',
          all,
        ),
        [`de.localhost:${port}/bad/eurosmart`]: product(
          `${de}/bad/eurosmart`,
          '1199.00',
          'EUR',
          '1.199,00 €',
          all,
        ),
        // The Romanian page names no way back to the Austrian one.
        [`ro.localhost:${port}/baie/eurosmart`]: product(
          `${ro}/baie/eurosmart`,
          '6100.00',
          'RON',
          '6.100,00 lei',
          all.filter(([code]) => code !== 'de-AT' && code !== 'x-default'),
        ),
        [`at.localhost:${port}/og/eurosmart.png`]: (response) => {
          response.writeHead(200, { 'content-type': 'image/png' });
          response.end(pngHeader(1200, 630));
        },
        [`at.localhost:${port}/robots.txt`]: (response) => {
          response.writeHead(200, { 'content-type': 'text/plain' });
          response.end('User-agent: *\nDisallow: /konto/\n');
        },
        [`at.localhost:${port}/sitemap.xml`]: (response) => {
          response.writeHead(200, { 'content-type': 'application/xml' });
          response.end(
            `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${at}/bad/eurosmart</loc></url></urlset>`,
          );
        },
        // The feed advertises an older price.
        [`at.localhost:${port}/feeds/google-merchant.xml`]: (response) => {
          response.writeHead(200, { 'content-type': 'application/xml' });
          response.end(
            `<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>SE-70</g:id><g:link>${at}/bad/eurosmart</g:link><g:price>1299.00 EUR</g:price></item></channel></rss>`,
          );
        },
      };
    });
  });
  afterAll(() => store.close());

  it('compares the price in JSON-LD, page, cart and feed, and shows the product in every store', async () => {
    const result = await previewPage('/bad/eurosmart', stores(), origin('at'), { shop });
    if (result.kind !== 'preview') throw new Error(result.reason);
    const { product, indexing, hreflang, structuredData, social } = result.preview;
    expect(cartAsked).toEqual([['at-de', 70]]);
    expect(product!.richResult).toMatchObject({ lowPrice: '1234.50', currency: 'EUR' });
    expect(product!.prices).toMatchObject({ mismatches: ['feed'], feedUnreadable: false });
    expect(product!.prices.prices.map(({ source, amountMinor }) => [source, amountMinor])).toEqual([
      ['jsonLd', 123_450],
      ['page', 123_450],
      ['cart', 123_450],
      ['feed', 129_900],
    ]);
    expect(
      product!.stores.map((row) => [row.store, row.offer?.price, row.offer?.priceCurrency, row.shownPrice]),
    ).toEqual([
      ['at', '1234.50', 'EUR', 123_450],
      ['de', '1199.00', 'EUR', 119_900],
      ['ro', '6100.00', 'RON', 610_000],
    ]);
    expect(hreflang.mismatches).toEqual([
      { kind: 'notReciprocal', hreflang: 'ro-RO', href: `${origin('ro')}/baie/eurosmart` },
      expect.objectContaining({ kind: 'differentSet', hreflang: 'ro-RO' }),
    ]);
    expect(indexing).toMatchObject({
      inSitemap: true,
      indexable: true,
      robots: { kind: 'rules', allowed: true },
    });
    expect(structuredData.errors).toBe(0);
    expect(social.imageCheck).toMatchObject({ measure: { width: 1200, height: 630 }, problems: [] });
    // Only the stores were asked, and each page once.
    expect(store.requests.filter((asked) => asked.endsWith('/baie/eurosmart'))).toHaveLength(1);
  });

  it('finds the page price apart from its JSON-LD, and a page missing from the sitemap', async () => {
    const result = await previewPage(`${origin('de')}/bad/eurosmart`, stores(), origin('at'), { shop });
    if (result.kind !== 'preview') throw new Error(result.reason);
    const { product, indexing } = result.preview;
    // The cart stand-in charges the Austrian price; the German feed cannot be read, which is told apart from a
    // feed without the item, and neither is taken for a price that agrees.
    expect(product!.prices.mismatches).toEqual(['cart']);
    expect(product!.prices.feedUnreadable).toBe(true);
    expect(product!.prices.prices.find(({ source }) => source === 'feed')!.agrees).toBeNull();
    expect(indexing.inSitemap).toBeNull();
  });
});
