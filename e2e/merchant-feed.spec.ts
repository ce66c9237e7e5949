import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkMerchantFeed, type ParsedItem } from '../lib/feeds/merchant-check';
import { pagePriceTag } from './cart-products';
import { fetchPage } from './server-pages';
import { stores } from './stores';

const PORT = process.env.E2E_PORT ?? '3100';

/** Minor units of a price as a page or a feed writes it ("1.234,50 €", "1234.50 EUR"): every price has cents. */
const minorUnits = (text: string) => Number(text.replace(/\D/g, ''));

async function feedOf(request: APIRequestContext, host: string, prefix: '' | '/en') {
  const response = await fetchPage(request, `http://${host}:${PORT}${prefix}/feeds/google-merchant.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  return { xml: await response.text(), cache: response.headers()['x-feed-cache'] };
}

/** The price and the struck 30-day prior price the product page's own price tag shows. */
async function pagePrices(request: APIRequestContext, link: string) {
  const response = await fetchPage(request, link);
  expect(response.status(), link).toBe(200);
  const tag = pagePriceTag(await response.text());
  const price = /data-testid="price"[^>]*>([^<]+)</.exec(tag)?.[1];
  const prior = /data-testid="prior-price"[\s\S]*?<s>([^<]+)<\/s>/.exec(tag)?.[1];
  expect(price, `${link} shows no price`).toBeDefined();
  return { price: minorUnits(price!), prior: prior === undefined ? null : minorUnits(prior) };
}

/** Items of every kind a journey must see priced right, and a few plain ones. */
function sampleOf(items: ParsedItem[]): ParsedItem[] {
  const first = (test: (item: ParsedItem) => boolean) => items.filter(test).slice(0, 1);
  return [
    ...items.slice(0, 3),
    ...first((item) => 'g:sale_price' in item),
    ...first((item) => 'g:unit_pricing_measure' in item),
    ...first((item) => 'g:certification' in item),
    ...first((item) => 'g:item_group_id' in item),
  ];
}

for (const store of stores) {
  test(`the ${store.code} store's feeds parse, pass Google's checks and price every item as its page does`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const own = await feedOf(request, store.host, '');
    const english = await feedOf(request, store.host, '/en');
    const { items, problems } = checkMerchantFeed(own.xml);
    expect(problems).toEqual([]);
    expect(items.length).toBeGreaterThan(100);
    const origin = `http://${store.host}:${PORT}/`;
    const currency = store.code === 'ro' ? 'RON' : 'EUR';
    for (const item of items) {
      expect(String(item['g:link'])).toMatch(new RegExp(`^${origin}(?!en/)`));
      expect(String(item['g:price']).endsWith(` ${currency}`)).toBe(true);
    }
    const inEnglish = checkMerchantFeed(english.xml);
    expect(inEnglish.problems).toEqual([]);
    expect(inEnglish.items.map((item) => item['g:id'])).toEqual(items.map((item) => item['g:id']));
    inEnglish.items.forEach((item, index) => {
      expect(String(item['g:link']).startsWith(`${origin}en/`)).toBe(true);
      expect(item['g:price']).toBe(items[index]!['g:price']);
      expect(item['g:sale_price']).toBe(items[index]!['g:sale_price']);
    });

    const sample = sampleOf(items);
    if (store.code === 'at') {
      for (const kind of ['g:sale_price', 'g:unit_pricing_measure', 'g:certification'])
        expect(sample.some((item) => kind in item)).toBe(true);
    }
    for (const item of sample) {
      const shown = await pagePrices(request, String(item['g:link']));
      const sale = item['g:sale_price'];
      expect(shown.price, String(item['g:link'])).toBe(minorUnits(String(sale ?? item['g:price'])));
      expect(shown.prior, String(item['g:link'])).toBe(
        sale === undefined ? null : minorUnits(String(item['g:price'])),
      );
    }
  });
}

test('a feed is generated once and then served from its file', async ({ request }) => {
  test.setTimeout(60_000);
  const first = await feedOf(request, 'de.localhost', '');
  const again = await feedOf(request, 'de.localhost', '');
  expect(['hit', 'miss']).toContain(first.cache);
  expect(again.cache).toBe('hit');
  expect(again.xml).toBe(first.xml);
});

test('every host has its own feed, and an unknown feed name is no feed', async ({ request }) => {
  const [at, ro] = await Promise.all([
    feedOf(request, 'at.localhost', ''),
    feedOf(request, 'ro.localhost', ''),
  ]);
  expect(at.xml).not.toBe(ro.xml);
  const unknown = await fetchPage(request, `http://at.localhost:${PORT}/feeds/other.xml`);
  expect(unknown.status()).toBe(404);
});
