import { sql } from 'drizzle-orm';
import { taxRulesOn } from '../../pricing/tax-rules-on';
import { databaseTargets } from '../../testing/databases';
import type { ShopBackend } from '../../shop/backend';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';

const PRODUCTS = 300;

describe.each(databaseTargets())('embedded backend on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;

  const count = async (query: ReturnType<typeof sql>) => {
    const { rows } = (await handle.db.execute(query)) as unknown as { rows: Array<{ n: number | string }> };
    return Number(rows[0]?.n ?? 0);
  };

  beforeAll(async () => {
    handle = await open({ seed: 7, products: PRODUCTS });
    shop = await createEmbeddedBackend(handle);
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('serves the three stores with their locale configuration', async () => {
    const stores = await shop.listStores();
    expect(
      stores.map((store) => [store.code, store.countryId, store.currency.code, store.isDefault]),
    ).toEqual([
      ['at', 13, 'EUR', true],
      ['de', 5, 'EUR', false],
      ['ro', 146, 'RON', false],
    ]);
    const ro = stores.find((store) => store.code === 'ro');
    expect(ro?.config.siteName).toBe('SANITARLUME.RO');
    expect(ro?.config.legal.showAnpcButtons).toBe(true);
    expect(ro?.currency.ratePerMillion).toBe(4_977_000);
    expect(stores.find((store) => store.code === 'at')?.config.tax.percent).toBe(20);
    expect(ro?.config.tax.percent).toBe(21);
  });

  it('lists the countries', async () => {
    const countries = await shop.listCountries('de');
    expect(countries.map((c) => [c.id, c.title]).sort()).toEqual([
      [13, 'Österreich'],
      [146, 'Rumänien'],
      [5, 'Deutschland'],
    ]);
  });

  it('keeps the standard and the photovoltaic tax rule per country with the days of each rate', async () => {
    const rules = await shop.listTaxRules('en');
    const standard = rules.find((rule) => rule.id === 1);
    const solar = rules.find((rule) => rule.id === 2);
    expect(standard?.isDefault).toBe(true);
    expect(standard?.ratesByCountry[146]).toEqual([
      { from: '2000-01-01', to: '2025-07-31', basisPoints: 1900 },
      { from: '2025-08-01', to: null, basisPoints: 2100 },
    ]);
    expect(solar?.ratesByCountry[13]).toEqual([
      { from: '2000-01-01', to: '2023-12-31', basisPoints: 2000 },
      { from: '2024-01-01', to: '2025-03-31', basisPoints: 0 },
      { from: '2025-04-01', to: null, basisPoints: 2000 },
    ]);
    expect(solar?.ratesByCountry[5]).toEqual([
      { from: '2000-01-01', to: '2022-12-31', basisPoints: 1900 },
      { from: '2023-01-01', to: null, basisPoints: 0, condition: 'dwelling-photovoltaics' },
    ]);
    const today = taxRulesOn(rules, '2026-11-26');
    expect(today.find((rule) => rule.id === 1)?.rateByCountry).toEqual({ 5: 1900, 13: 2000, 146: 2100 });
    expect(today.find((rule) => rule.id === 2)?.rateByCountry).toEqual({ 5: 0, 13: 2000, 146: 2100 });
  });

  it('builds a category tree four levels deep in every language', async () => {
    const depth = (nodes: Awaited<ReturnType<ShopBackend['getCategoryTree']>>): number =>
      nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((node) => depth(node.children)));
    for (const language of ['de', 'ro', 'en'] as const) {
      const tree = await shop.getCategoryTree(language);
      expect(tree).toHaveLength(6);
      expect(depth(tree)).toBe(4);
      expect(tree.every((node) => node.url.endsWith('.html'))).toBe(true);
    }
  });

  it('lists a category with its subcategories, sorted and paged consistently', async () => {
    const tree = await shop.getCategoryTree('de');
    const bathroom = tree[0]!;
    const all = await shop.listProducts({
      language: 'de',
      categoryId: bathroom.id,
      limit: 100,
      sort: 'priceAsc',
    });
    expect(all.total).toBeGreaterThan(20);
    const prices = all.items.map((p) =>
      p.defaultSaleElement.prices.onPromo
        ? p.defaultSaleElement.prices.promoPrice
        : p.defaultSaleElement.prices.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await shop.listProducts({
      language: 'de',
      categoryId: bathroom.id,
      limit: 10,
      offset: 10,
      sort: 'priceAsc',
    });
    expect(second.items.map((p) => p.id)).toEqual(all.items.slice(10, 20).map((p) => p.id));
    expect(second.total).toBe(all.total);
  });

  it('returns a product with variants, specifications, media, documents and relations', async () => {
    const [id] = (
      (await handle.db.execute(
        sql`SELECT p.id FROM product p WHERE p.visible AND (SELECT count(*) FROM product_sale_elements e WHERE e.product_id = p.id) > 1 ORDER BY p.id LIMIT 1`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows.map((row) => row.id);
    const product = await shop.getProduct(id!, 'ro');
    expect(product).not.toBeNull();
    expect(product!.saleElements.length).toBeGreaterThan(1);
    expect(product!.saleElements.filter((pse) => pse.isDefault)).toHaveLength(1);
    expect(product!.saleElements.every((pse) => pse.colour !== null || pse.size !== null)).toBe(true);
    expect(product!.features.length).toBeGreaterThan(0);
    expect(product!.images[0]).toMatchObject({ width: 600, height: 600 });
    expect(product!.documents.length).toBe(2);
    expect(product!.categoryPath.at(-1)?.id).toBe(product!.defaultCategoryId);
    expect(product!.description).toContain(product!.title);
    expect(product!.related.length + product!.alternatives.length).toBeGreaterThan(0);
  });

  it('covers every stock state of docs/product.md §4 and undeliverable goods', async () => {
    expect(
      await count(sql`SELECT count(*) AS n FROM product_sale_elements WHERE quantity >= 10`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM product_sale_elements WHERE quantity BETWEEN 1 AND 9`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM product_sale_elements WHERE quantity = 0 AND stock_policy = 'stock'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM product_sale_elements WHERE stock_policy = 'backorder'`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM product_sale_elements WHERE stock_policy = 'preorder' AND available_from IS NOT NULL`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) AS n FROM product_undeliverable_country`)).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM product WHERE min_quantity > 1 OR order_multiple > 1`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM product_price WHERE listen_price IS NOT NULL`),
    ).toBeGreaterThan(0);
  });

  it('gives every card its own and its brand page current URL in the language asked', async () => {
    for (const language of ['de', 'ro'] as const) {
      const { items } = await shop.listProducts({ language, limit: 24 });
      const branded = items.filter((item) => item.brand);
      expect(branded.length).toBeGreaterThan(0);
      for (const item of branded) {
        expect(await shop.resolveUrl(item.url, language)).toEqual({
          kind: 'current',
          view: 'product',
          viewId: item.id,
        });
        expect(await shop.resolveUrl(item.brand!.url, language)).toEqual({
          kind: 'current',
          view: 'brand',
          viewId: item.brand!.id,
        });
      }
    }
  });

  it('gives a card its first visible picture, its badges in keyword order and its undeliverable countries', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const cardOf = async (id: number) =>
      (await shop.listProducts({ language: 'de', productIds: [id], limit: 1 })).items[0]!;

    // Written out of order, so the card's sorted list is its own doing.
    const [deliverable] = await rows<{ id: number }>(
      sql`SELECT id FROM product p WHERE visible
          AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id) LIMIT 1`,
    );
    const countries = await rows<{ id: number }>(sql`SELECT id FROM country ORDER BY id DESC LIMIT 2`);
    try {
      for (const country of countries) {
        await handle.db.execute(
          sql`INSERT INTO product_undeliverable_country (product_id, country_id) VALUES (${deliverable!.id}, ${country.id})`,
        );
      }
      expect((await cardOf(deliverable!.id)).undeliverableCountryIds).toEqual(
        countries.map((country) => country.id).reverse(),
      );
    } finally {
      await handle.db.execute(
        sql`DELETE FROM product_undeliverable_country WHERE product_id = ${deliverable!.id}`,
      );
    }

    const [badged] = await rows<{ id: number; codes: string[] }>(
      sql`SELECT pk.product_id AS id, array_agg(k.code ORDER BY k.id) AS codes
          FROM product_associated_keyword pk JOIN associated_keyword k ON k.id = pk.keyword_id
          JOIN product p ON p.id = pk.product_id AND p.visible
          GROUP BY pk.product_id ORDER BY count(*) DESC LIMIT 1`,
    );
    expect((await cardOf(badged!.id)).badges.map((badge) => badge.code)).toEqual(badged!.codes);

    const [pictured] = await rows<{ id: number; files: string[] }>(
      sql`SELECT i.product_id AS id, array_agg(i.file ORDER BY i.position, i.id) AS files
          FROM product_image i JOIN product p ON p.id = i.product_id AND p.visible
          WHERE i.visible GROUP BY i.product_id HAVING count(*) > 1 LIMIT 1`,
    );
    const { id, files } = pictured!;
    expect((await cardOf(id)).image?.url).toBe(`/media/${files[0]}`);
    try {
      await handle.db.execute(
        sql`UPDATE product_image SET visible = false WHERE product_id = ${id} AND file = ${files[0]}`,
      );
      expect((await cardOf(id)).image?.url).toBe(`/media/${files[1]}`);
      await handle.db.execute(sql`UPDATE product_image SET visible = false WHERE product_id = ${id}`);
      expect((await cardOf(id)).image).toBeNull();
    } finally {
      await handle.db.execute(sql`UPDATE product_image SET visible = true WHERE product_id = ${id}`);
    }
  });

  it('resolves current and retired rewritten URLs per language', async () => {
    const { rows } = (await handle.db.execute(
      sql`SELECT r.url AS retired, c.url AS current, r.view_id AS id FROM rewriting_url r JOIN rewriting_url c ON c.id = r.redirected WHERE r.view_locale = 'de_DE' LIMIT 1`,
    )) as unknown as { rows: Array<{ retired: string; current: string; id: number }> };
    const [redirect] = rows;
    expect(redirect).toBeDefined();
    expect(await shop.resolveUrl(redirect!.current, 'de')).toEqual({
      kind: 'current',
      view: 'product',
      viewId: redirect!.id,
    });
    expect(await shop.resolveUrl(redirect!.retired, 'de')).toEqual({
      kind: 'retired',
      view: 'product',
      viewId: redirect!.id,
      currentUrl: redirect!.current,
    });
    expect(await shop.resolveUrl(redirect!.current, 'ro')).toBeNull();
    expect(await shop.resolveUrl('does-not-exist.html', 'de')).toBeNull();
    expect(await shop.resolveUrl('evil\u0000.html', 'de')).toBeNull();
  });

  it('serves generated images whose PNG header matches the stored size', async () => {
    const product = (await shop.listProducts({ language: 'de', limit: 1 })).items[0]!;
    const file = await shop.getMediaFile(product.image!.url.replace('/media/', ''));
    expect(file?.contentType).toBe('image/png');
    expect(file!.body.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(file!.body.readUInt32BE(16)).toBe(product.image!.width);
    expect(file!.body.readUInt32BE(20)).toBe(product.image!.height);
  });

  it('has menus, a sales bar, content pages and a landing page that names its listing', async () => {
    const menu = await shop.getMenu('ro', 'ro');
    expect(menu.categoryIds).toHaveLength(6);
    expect(menu.leftContents.map((c) => c.title)).toEqual(['Despre noi', 'Presă', 'Întrebări frecvente']);
    expect(Object.keys(menu.contentRoutes)).toContain('conditii-de-garantie.html');
    expect(Object.keys((await shop.getMenu('de', 'de')).contentRoutes)).not.toContain(
      'conditii-de-garantie.html',
    );
    expect(await shop.getSalesBar('de')).toMatchObject({ dismissible: true, linkText: 'Zur Aktion' });
    expect(await shop.getIntegrations('at')).toEqual({
      tagManagerId: 'GTM-W7K2QXP',
      chatScriptUrl: expect.stringMatching(/^https:\/\//),
    });
    const landing = (await shop.listFolderContents(4, 'en')).find((c) => c.postscriptum);
    expect(JSON.parse(landing!.postscriptum)).toEqual({ brand_id: 1, category_id: expect.any(Number) });
    const privacy = (await shop.listFolderContents(2, 'de')).find((c) => c.title === 'Datenschutzerklärung');
    expect(privacy?.description).toContain('<h2>');
  });

  it('describes the views a rewritten URL names only while they can be shown', async () => {
    // The seed's last product is a withdrawn ex-display piece, still reachable by its URL.
    const withdrawn = await shop.resolveUrl('ausstellungsstueck-waschtischset-loft.html', 'de');
    expect(withdrawn).toMatchObject({ view: 'product' });
    const [visible] = (await shop.listProducts({ language: 'de', limit: 1 })).items;
    expect(await shop.describeView('product', visible!.id, 'de')).toEqual({
      view: 'product',
      id: visible!.id,
    });
    expect(await shop.describeView('product', withdrawn!.viewId, 'de')).toBeNull();
    const [variant] = (
      (await handle.db.execute(
        sql`SELECT e.id, e.product_id FROM product_sale_elements e JOIN product p ON p.id = e.product_id WHERE p.visible AND NOT e.is_default LIMIT 1`,
      )) as unknown as { rows: Array<{ id: number; product_id: number }> }
    ).rows;
    expect(await shop.describeView('pse', variant!.id, 'en')).toEqual({
      view: 'pse',
      id: variant!.id,
      productId: variant!.product_id,
    });
    const brands = await shop.listBrands('de');
    expect(brands.some((brand) => brand.title === 'Sanolux')).toBe(false);
    const sanolux = await shop.resolveUrl('sanolux.html', 'de');
    expect(sanolux).toMatchObject({ view: 'brand' });
    expect(await shop.describeView('brand', sanolux!.viewId, 'de')).toBeNull();
    const landing = (await shop.listFolderContents(4, 'de')).find((content) => content.postscriptum);
    expect(await shop.describeView('content', landing!.id, 'de')).toMatchObject({
      postscriptum: landing!.postscriptum,
    });
    expect(landing!.image).toMatchObject({
      url: expect.stringMatching(/^\/media\/banner\//),
      width: 1200,
      height: 480,
    });
  });

  it('gives every language’s URL of a view, and the sitemap entries of shown views', async () => {
    const [product] = (await shop.listProducts({ language: 'ro', limit: 1 })).items;
    const urls = await shop.listUrls('product', product!.id);
    expect(Object.keys(urls).sort()).toEqual(['de', 'en', 'ro']);
    expect(urls.ro).toBe(product!.url);
    const entries = await shop.listSitemapEntries('product', 'de');
    expect(entries.length).toBe(await shop.countSitemapEntries('product', 'de'));
    expect(entries.length).toBe((await shop.listProducts({ language: 'de', limit: 1 })).total);
    const page = await shop.listSitemapEntries('product', 'de', { offset: 10, limit: 5 });
    expect(page).toEqual(entries.slice(10, 15));
    const categories = await shop.listSitemapEntries('category', 'de');
    expect(categories.some((entry) => entry.url === 'auslaufsortiment.html')).toBe(false);
    expect((await shop.listBadges('en')).map((badge) => badge.code)).toEqual([
      'bestseller',
      'new',
      'eco',
      'offer',
      'freight',
    ]);
  });
});
