import type { CatalogBackend } from '../../shop/catalog-backend';
import { countryIds, storeCodes } from '../../shop/codes';
import type { CategoryNode, ProductSummary } from '../../shop/types';

/** A backend under test and how to let it go; `make` runs once for the whole block. */
export interface ContractSubject<T> {
  subject: T;
  dispose(): Promise<void>;
}

const everyNode = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...everyNode(node.children)]);

/**
 * What every catalogue backend must do, through the port alone (docs/architecture.md "Ports by capability"): the
 * three stores and their countries, dated tax rules, categories, brands, products and their addresses, search,
 * sitemaps, the feed and delivery modules. It asks the backend for the data it checks, so it holds for any
 * catalogue with a few dozen visible products.
 */
export function describeCatalogBackend(
  name: string,
  make: () => Promise<ContractSubject<CatalogBackend>>,
): void {
  describe(`CatalogBackend contract: ${name}`, () => {
    let held: ContractSubject<CatalogBackend>;
    let catalog: CatalogBackend;
    let products: ProductSummary[];

    beforeAll(async () => {
      held = await make();
      catalog = held.subject;
      products = (await catalog.listProducts({ language: 'de', limit: 24 })).items;
    }, 180_000);
    afterAll(() => held?.dispose(), 30_000);

    it('serves the three stores, each in its own country, one of them the default', async () => {
      const stores = await catalog.listStores();
      expect(stores.map((store) => store.code).sort()).toEqual([...storeCodes].sort());
      expect(stores.filter((store) => store.isDefault)).toHaveLength(1);
      for (const store of stores) {
        expect(await catalog.getStore(store.code)).toEqual(store);
        expect(Object.values(countryIds)).toContain(store.countryId);
      }
      const countries = await catalog.listCountries('de');
      expect(countries.map((country) => country.id).sort()).toEqual(
        expect.arrayContaining(stores.map((store) => store.countryId).sort()),
      );
    });

    it('keeps tax rules with dated rates that never overlap and stay within 0–30 %', async () => {
      const rules = await catalog.listTaxRules('en');
      expect(rules.filter((rule) => rule.isDefault)).toHaveLength(1);
      for (const rule of rules) {
        for (const rates of Object.values(rule.ratesByCountry)) {
          const sorted = [...(rates ?? [])].sort((a, b) => a.from.localeCompare(b.from));
          for (const [index, rate] of sorted.entries()) {
            expect(rate.basisPoints).toBeGreaterThanOrEqual(0);
            expect(rate.basisPoints).toBeLessThanOrEqual(3000);
            const next = sorted[index + 1];
            if (next) expect(rate.to !== null && rate.to < next.from).toBe(true);
          }
        }
      }
    });

    it('answers a category and a brand by id as the tree and the list show them', async () => {
      const nodes = everyNode(await catalog.getCategoryTree('de'));
      expect(nodes.length).toBeGreaterThan(0);
      expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
      const [first] = nodes;
      expect(await catalog.getCategory(first!.id, 'de')).toMatchObject({
        id: first!.id,
        title: first!.title,
      });
      const [brand] = await catalog.listBrands('de');
      expect(await catalog.getBrand(brand!.id, 'de')).toMatchObject({ id: brand!.id, title: brand!.title });
      expect(await catalog.getCategory(2_000_000_000, 'de')).toBeNull();
    });

    it('pages listings without repeating a product, and reads each product as its card shows it', async () => {
      expect(products.length).toBeGreaterThanOrEqual(12);
      const firstPage = await catalog.listProducts({ language: 'de', limit: 6, sort: 'newest' });
      const secondPage = await catalog.listProducts({ language: 'de', limit: 6, offset: 6, sort: 'newest' });
      expect(firstPage.total).toBe(secondPage.total);
      const ids = [...firstPage.items, ...secondPage.items].map((product) => product.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const card of products.slice(0, 5)) {
        const product = await catalog.getProduct(card.id, 'de');
        expect(product).toMatchObject({ id: card.id, title: card.title, url: card.url });
        expect(product!.saleElements.map((element) => element.id)).toContain(card.defaultSaleElement.id);
      }
      expect(await catalog.getProduct(2_000_000_000, 'de')).toBeNull();
    });

    it('resolves a product’s address to it, in each language it has one', async () => {
      const [card] = products;
      expect(await catalog.resolveUrl(card!.url, 'de')).toEqual({
        kind: 'current',
        view: 'product',
        viewId: card!.id,
      });
      const urls = await catalog.listUrls('product', card!.id);
      expect(urls.de).toBe(card!.url);
      expect(await catalog.describeView('product', card!.id, 'de')).toMatchObject({ view: 'product' });
      expect(await catalog.resolveUrl('no-such-address-anywhere.html', 'de')).toBeNull();
    });

    it('finds a product by a word of its title', async () => {
      const card = products.find((product) => /\p{L}{5,}/u.test(product.title))!;
      const word = /\p{L}{5,}/u.exec(card.title)![0];
      const found = await catalog.quickSearch({ language: 'de', text: word, limit: 48 });
      expect(found.total).toBeGreaterThan(0);
      expect(found.items.length).toBeGreaterThan(0);
    });

    it('sells a shown product’s default sale element with its stock and prices', async () => {
      const [card] = products;
      const element = await catalog.getOrderableSaleElement(card!.defaultSaleElement.id);
      expect(element).toMatchObject({ saleElementId: card!.defaultSaleElement.id, productId: card!.id });
      expect(element!.prices.price).toBeGreaterThan(0);
      expect(await catalog.getOrderableSaleElement(2_000_000_000)).toBeNull();
    });

    it('lists sitemap entries in pages that add up to their count', async () => {
      const total = await catalog.countSitemapEntries('product', 'de');
      expect(total).toBeGreaterThan(0);
      const first = await catalog.listSitemapEntries('product', 'de', { offset: 0, limit: 5 });
      const second = await catalog.listSitemapEntries('product', 'de', { offset: 5, limit: 5 });
      expect(first).toHaveLength(Math.min(5, total));
      const ids = [...first, ...second].map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('hands out the feed in batches by sale element id, each once', async () => {
      const first = await catalog.listFeedProducts('de', 0, 7);
      expect(first.items.length).toBeGreaterThan(0);
      expect(first.items.length).toBeLessThanOrEqual(7);
      const second = first.next === null ? null : await catalog.listFeedProducts('de', first.next, 7);
      const ids = [...first.items, ...(second?.items ?? [])].map((entry) => entry.saleElement.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('delivers to each store’s country with postage rules for it', async () => {
      for (const store of await catalog.listStores()) {
        const modules = await catalog.listDeliveryModules(store.countryId, 'de');
        expect(modules.length).toBeGreaterThan(0);
        for (const delivery of modules) expect(delivery.postage.countryId).toBe(store.countryId);
      }
    });
  });
}
