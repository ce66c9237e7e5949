import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { env } from '../env';
import { getCatalog, type CatalogBackend } from '../storefront';
import { dataSourceKey } from '../storefront/data-source';
import type {
  CountryId,
  LanguageCode,
  ProductQueryInput,
  SitemapView,
  StoreCode,
  UrlView,
} from '../shop/types';
import { CATALOGUE_TAG, LISTINGS_TAG, tagOf } from './cache-tags';

// Set by next.config.mjs at build time; entries of another build (or of the database of another server) are
// never read.
const BUILD = process.env.STOREFRONT_BUILD ?? 'development';

// As long as a page: a revalidation by tag refreshes both at once, time refreshes both within the hour.
const REVALIDATE_SECONDS = 3600;

/**
 * A backend read cached in Next's data cache under the tags it depends on; a page that calls it carries the
 * tags too, so revalidating a tag refreshes the data and every page built from it. React's cache() shares one
 * read between the layout, the page and its metadata within a request. Past its time an entry is still served
 * while Next reads it anew in the background.
 */
export function cachedBackendRead<B>(open: () => Promise<B>) {
  return <A extends Array<string | number>, R>(
    name: string,
    read: (backend: B, ...args: A) => Promise<R>,
    tags: (...args: A) => string[] = () => [],
  ): ((...args: A) => Promise<R>) =>
    cache((...args: A) =>
      unstable_cache(
        async () => read(await open(), ...args),
        [name, BUILD, dataSourceKey(env()), ...args.map(String)],
        {
          tags: [CATALOGUE_TAG, ...tags(...args)],
          revalidate: REVALIDATE_SECONDS,
        },
      )(),
    );
}

const cachedRead = cachedBackendRead<CatalogBackend>(getCatalog);

/** Every catalogue read a page makes, cached and tagged. */
export const catalogue = {
  store: cachedRead(
    'store',
    (shop, code: StoreCode) => shop.getStore(code),
    (code) => [tagOf.store(code)],
  ),
  taxRules: cachedRead('taxRules', (shop, language: LanguageCode) => shop.listTaxRules(language)),
  countries: cachedRead('countries', (shop, language: LanguageCode) => shop.listCountries(language)),
  categoryTree: cachedRead('categoryTree', (shop, language: LanguageCode) => shop.getCategoryTree(language)),
  category: cachedRead(
    'category',
    (shop, id: number, language: LanguageCode) => shop.getCategory(id, language),
    (id) => [tagOf.category(id)],
  ),
  badges: cachedRead('badges', (shop, language: LanguageCode) => shop.listBadges(language)),
  brands: cachedRead('brands', (shop, language: LanguageCode) => shop.listBrands(language)),
  brand: cachedRead(
    'brand',
    (shop, id: number, language: LanguageCode) => shop.getBrand(id, language),
    (id) => [tagOf.brand(id)],
  ),
  product: cachedRead(
    'product',
    (shop, id: number, language: LanguageCode) => shop.getProduct(id, language),
    (id) => [tagOf.product(id)],
  ),
  content: cachedRead(
    'content',
    (shop, id: number, language: LanguageCode) => shop.getContent(id, language),
    (id) => [tagOf.content(id)],
  ),
  folderContents: cachedRead('folderContents', (shop, folderId: number, language: LanguageCode) =>
    shop.listFolderContents(folderId, language),
  ),
  menu: cachedRead(
    'menu',
    (shop, store: StoreCode, language: LanguageCode) => shop.getMenu(store, language),
    (store) => [tagOf.store(store)],
  ),
  integrations: cachedRead(
    'integrations',
    (shop, store: StoreCode) => shop.getIntegrations(store),
    (store) => [tagOf.store(store)],
  ),
  deliveryModules: cachedRead('deliveryModules', (shop, countryId: CountryId, language: LanguageCode) =>
    shop.listDeliveryModules(countryId, language),
  ),
  salesBar: cachedRead('salesBar', (shop, language: LanguageCode) => shop.getSalesBar(language)),
  urls: cachedRead('urls', (shop, view: UrlView, id: number) => shop.listUrls(view, id)),
  /** A part of a view's sitemap entries; a limit of 0 means all of them. */
  sitemapEntries: cachedRead(
    'sitemapEntries',
    (shop, view: SitemapView, language: LanguageCode, offset: number, limit: number) =>
      shop.listSitemapEntries(view, language, limit > 0 ? { offset, limit } : undefined),
  ),
  sitemapCount: cachedRead('sitemapCount', (shop, view: SitemapView, language: LanguageCode) =>
    shop.countSitemapEntries(view, language),
  ),
  /** A listing page; the query goes in as JSON so it can be a cache key. */
  products: cachedRead(
    'products',
    (shop, query: string) => shop.listProducts(JSON.parse(query) as ProductQueryInput),
    (query) => {
      const { categoryId, brandId } = JSON.parse(query) as ProductQueryInput;
      return [
        LISTINGS_TAG,
        ...(categoryId ? [tagOf.category(categoryId)] : []),
        ...(brandId ? [tagOf.brand(brandId)] : []),
      ];
    },
  ),
};

/** One request's search, read once however many parts of the page ask for it. */
const searchProducts = cache(async (query: string) =>
  (await getCatalog()).listProducts(JSON.parse(query) as ProductQueryInput),
);

/**
 * Products of a query, cached (see `catalogue.products`). A search is not: every text a visitor or a bot makes
 * up would stay on disk as an entry that is hardly ever read again.
 */
export function listProducts(query: ProductQueryInput) {
  const key = JSON.stringify(query);
  return query.searchText === undefined ? catalogue.products(key) : searchProducts(key);
}
