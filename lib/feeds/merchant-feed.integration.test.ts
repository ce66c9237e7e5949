import { sql } from 'drizzle-orm';
import { shownPrices } from '../catalog/shown-prices';
import { buildMarketContext } from '../catalog/market-context';
import { defaultMarket } from '../i18n/market';
import type { ShopBackend } from '../shop/backend';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { createEmbeddedBackend } from '../adapters/embedded/index';
import { selectRows } from '../adapters/embedded/queries/raw';
import type { FeedSaleElement } from '../shop/feed-types';
import { databaseTargets } from '../testing/databases';
import { checkMerchantFeed } from './merchant-check';
import { merchantFeed } from './merchant-feed';
import { merchantPrice } from './merchant-xml';

async function everyFeedEntry(shop: ShopBackend, batch: number): Promise<FeedSaleElement[]> {
  const entries: FeedSaleElement[] = [];
  let after = 0;
  for (;;) {
    const page = await shop.listFeedProducts('de', after, batch);
    expect(page.items.length).toBeLessThanOrEqual(batch);
    entries.push(...page.items);
    if (page.next === null) return entries;
    after = page.next;
  }
}

async function feedText(shop: ShopBackend, store: 'at' | 'de' | 'ro', language: 'de' | 'ro' | 'en') {
  let xml = '';
  for await (const chunk of merchantFeed(shop, store, language, 97)) xml += chunk;
  return xml;
}

describe.each(databaseTargets())('product feeds on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 300 });
    shop = await createEmbeddedBackend(handle);
  }, 180_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('lists every sale element of the visible goods once, in batches of any size', async () => {
    const [expected] = await selectRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
          WHERE p.visible AND p.kind = 'goods'`,
    );
    const entries = await everyFeedEntry(shop, 37);
    const ids = entries.map((entry) => entry.saleElement.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.length).toBe(Number(expected!.n));
    expect((await everyFeedEntry(shop, 1_000)).map((entry) => entry.saleElement.id)).toEqual(ids);
  });

  it('marks the sale elements of sets, and only those', async () => {
    const sets = await selectRows<{ id: number }>(
      handle.db,
      sql`SELECT DISTINCT set_sale_element_id AS id FROM product_set_part ORDER BY 1`,
    );
    expect(sets.length).toBeGreaterThan(0);
    const entries = await everyFeedEntry(shop, 500);
    expect(entries.filter((entry) => entry.product.isSet).map((entry) => entry.saleElement.id)).toEqual(
      sets.map((row) => Number(row.id)),
    );
  });

  it('reads each sale element as the product page reads it: prices, measure, EAN, address, colour, size', async () => {
    const entries = await everyFeedEntry(shop, 500);
    const sample = entries.filter((_, index) => index % 7 === 0);
    expect(sample.some((entry) => entry.saleElement.measure !== null)).toBe(true);
    expect(sample.some((entry) => entry.product.energyLabel !== null)).toBe(true);
    expect(sample.some((entry) => entry.saleElement.colour !== null)).toBe(true);
    expect(sample.some((entry) => entry.saleElement.size !== null)).toBe(true);
    for (const { product, saleElement } of sample) {
      const detail = await shop.getProduct(product.id, 'de');
      const element = detail!.saleElements.find((candidate) => candidate.id === saleElement.id)!;
      expect(saleElement.prices).toEqual(element.prices);
      expect(saleElement.measure).toEqual(element.measure);
      expect(saleElement.ean).toBe(element.ean);
      expect(saleElement.url).toBe(element.url);
      expect(saleElement.colour).toBe(element.colour?.title ?? null);
      expect(saleElement.size).toBe(element.size?.title ?? null);
      expect(product.energyLabel).toEqual(detail!.energyLabel);
      expect(product.undeliverableCountryIds).toEqual(detail!.undeliverableCountryIds);
      expect(product.saleElementCount).toBe(detail!.saleElements.length);
    }
  });

  it('writes feeds that pass Google’s checks, each item priced as its product page shows it', async () => {
    for (const [store, language, currency] of [
      ['at', 'de', 'EUR'],
      ['de', 'en', 'EUR'],
      ['ro', 'ro', 'RON'],
    ] as const) {
      const { items, problems } = checkMerchantFeed(await feedText(shop, store, language));
      expect(problems).toEqual([]);
      expect(items.length).toBeGreaterThan(100);
      expect(items.every((item) => String(item['g:price']).endsWith(` ${currency}`))).toBe(true);
      for (const attribute of ['g:sale_price', 'g:unit_pricing_measure', 'g:certification', 'g:gtin'])
        expect(items.some((item) => attribute in item)).toBe(true);
      const countries = store === 'ro' ? ['RO'] : ['AT', 'DE'];
      expect(
        items.some((item) => countries.every((code) => JSON.stringify(item['g:shipping']).includes(code))),
      ).toBe(true);
      const context = await buildMarketContext(
        { ...defaultMarket(store), language },
        {
          store: (code) => shop.getStore(code),
          taxRules: (code) => shop.listTaxRules(code),
          countries: (code) => shop.listCountries(code),
        },
      );
      const byId = new Map(items.map((item) => [item['g:id'], item]));
      for (const { product, saleElement } of (await everyFeedEntry(shop, 1_000)).filter(
        (_, i) => i % 11 === 0,
      )) {
        const item = byId.get(saleElement.ref);
        if (!item) continue;
        const shown = shownPrices(context, product, saleElement.prices, saleElement.measure);
        expect(item['g:sale_price'] ?? item['g:price']).toBe(merchantPrice(shown.price));
        if (shown.prior) expect(item['g:price']).toBe(merchantPrice(shown.prior));
      }
    }
  });
});
