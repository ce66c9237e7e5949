import { productJsonLd, serializeJsonLd, type ProductInput } from '../seo/json-ld';
import { listenAsStore } from './fetch-bytes.testing';
import { readPageHead } from './page-head';
import { priceCheck, structuredDataCheck } from './report-checks';
import { chrome } from './structured-data-pages.testing';

/** A product page as the report hands it to its checks, priced on the page and in its JSON-LD. */
function productPage(url: string, sku: string, jsonLdPrice: number, shown: string) {
  const variant: ProductInput = {
    ...chrome,
    url,
    sku,
    offer: { ...chrome.offer!, url, price: { amount: jsonLdPrice, currency: 'EUR' } },
  };
  const html = `<html><head><title>Eurosmart</title><link rel="canonical" href="${url}">
    <script type="application/ld+json">${serializeJsonLd(productJsonLd(variant, 'SE', [variant]))}</script></head>
    <body><div data-testid="product-price"><span data-testid="price">${shown}</span></div>
    <span data-testid="article-number">${sku}</span></body></html>`;
  return { url, status: 200, head: readPageHead(html), html };
}

describe('the report’s checks of prices and structured data', () => {
  let store: Awaited<ReturnType<typeof listenAsStore>>;
  const origin = (code: string) => `http://${code}.localhost:${store.port}`;
  const stores = () => ({ at: origin('at'), de: origin('de'), ro: origin('ro') });

  beforeAll(async () => {
    store = await listenAsStore((port) => ({
      [`at.localhost:${port}/feeds/google-merchant.xml`]: (response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(
          '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>SE-1</g:id><g:price>10.00 EUR</g:price></item>' +
            '<item><g:id>SE-2</g:id><g:price>25.00 EUR</g:price></item></channel></rss>',
        );
      },
    }));
  });
  afterAll(() => store.close());

  it('names a price the feed or the page tells otherwise, and reads each feed once', async () => {
    const check = priceCheck(stores());
    expect(await check(productPage(`${origin('at')}/a`, 'SE-1', 1_000, '€ 10,00'))).toEqual([]);
    expect(await check(productPage(`${origin('at')}/b`, 'SE-2', 2_000, '€ 21,00'))).toEqual([
      {
        kind: 'priceMismatch',
        url: `${origin('at')}/b`,
        detail: 'jsonLd: 20.00 EUR · page: 21.00 EUR · feed: 25.00 EUR',
      },
    ]);
    expect(store.requests.filter((asked) => asked.includes('/feeds/'))).toHaveLength(1);
  });

  it('tells an unreadable feed once, not as every product’s mismatch', async () => {
    const check = priceCheck(stores());
    const feed = `${origin('de')}/feeds/google-merchant.xml`;
    expect(await check(productPage(`${origin('de')}/a`, 'SE-1', 1_000, '10,00 €'))).toEqual([
      { kind: 'feedUnreadable', url: feed },
    ]);
    expect(await check(productPage(`${origin('de')}/b`, 'SE-2', 1_000, '10,00 €'))).toEqual([]);
  });

  it('names JSON-LD Google rejects, with the first error', async () => {
    const page = productPage(`${origin('at')}/c`, 'SE-3', 1_000, '€ 10,00');
    expect(await structuredDataCheck(page)).toEqual([]);
    const broken = {
      ...page,
      head: { ...page.head, jsonLd: ['{"@context":"https://schema.org","@type":"Product"'] },
    };
    expect(await structuredDataCheck(broken)).toEqual([
      {
        kind: 'structuredDataErrors',
        url: page.url,
        detail: expect.stringMatching(/^1 × Could not parse JSON-LD/),
      },
    ]);
  });
});
