import 'server-only';
import type { Market } from '../i18n/market';
import { languagesOf, publicUrl } from '../seo/public-urls';
import { ALL_PRODUCTS, brandsPath, SHOP_GRID } from '../seo/resolve-path';
import {
  robotsTxt,
  SITEMAP_CHUNK,
  sitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
  urlSetXml,
  type SitemapFile,
} from '../seo/sitemap';
import { storeCodes, type LanguageCode } from '../shop/codes';
import { catalogue, listProducts } from './cached-shop';
import { GUIDE_PATH, guideArticles, guidePageCount } from '../guide/guide-index';
import { guideLibrary } from '../guide/guide-library';
import { getMarketContext } from './market-context';

/** The sitemap index of a market's host: a file of pages and the product files for each of its languages. */
export async function getSitemapIndex(market: Market): Promise<string> {
  const context = await getMarketContext(market);
  const languages = languagesOf(market.store);
  const counts = await Promise.all(languages.map((language) => catalogue.sitemapCount('product', language)));
  const files = sitemapFiles(
    Object.fromEntries(languages.map((language, index) => [language, counts[index]])),
  );
  return sitemapIndexXml(
    files.map((file) =>
      publicUrl(context.origins, market.store, market.language, `sitemaps/${sitemapFileName(file)}`),
    ),
  );
}

/**
 * Content pages a store's sitemap lists: its own fixed routes (by their route), and contents no store has as
 * a fixed route (by their URL); another store's legal pages stay out.
 */
async function contentPaths(market: Market, language: LanguageCode): Promise<string[]> {
  const [entries, ...menus] = await Promise.all([
    catalogue.sitemapEntries('content', language, 0, 0),
    ...storeCodes.map((store) => catalogue.menu(store, language)),
  ]);
  const own = menus[storeCodes.indexOf(market.store)]!.contentRoutes;
  const routeOf = new Map(Object.entries(own).map(([route, id]) => [id, route]));
  const elsewhere = new Set(menus.flatMap((menu) => Object.values(menu.contentRoutes)));
  return entries.flatMap((entry) => {
    const route = routeOf.get(entry.id);
    if (route) return [route];
    return elsewhere.has(entry.id) ? [] : [entry.url];
  });
}

async function pagePaths(market: Market, language: LanguageCode): Promise<string[]> {
  const [categories, brands, contents, catalogueFacets, guide] = await Promise.all([
    catalogue.sitemapEntries('category', language, 0, 0),
    catalogue.sitemapEntries('brand', language, 0, 0),
    contentPaths(market, language),
    listProducts({ language, facets: true, limit: 1 }),
    guidePaths(market, language),
  ]);
  const badges = (catalogueFacets.facets?.badges ?? []).map((badge) => `${SHOP_GRID}/${badge.code}`);
  return [
    '',
    brandsPath[language],
    `${SHOP_GRID}/${ALL_PRODUCTS}`,
    ...badges,
    ...categories.map((entry) => entry.url),
    ...brands.map((entry) => entry.url),
    ...contents,
    ...guide,
  ];
}

/** The store's guide in a language: its listing's pages and its articles. */
async function guidePaths(market: Market, language: LanguageCode): Promise<string[]> {
  const shown = guideArticles(await guideLibrary(), market.store, language);
  return [
    GUIDE_PATH,
    ...Array.from(
      { length: guidePageCount(shown.length) - 1 },
      (_, index) => `${GUIDE_PATH}/page/${index + 2}`,
    ),
    ...shown.map((article) => `${GUIDE_PATH}/${article.slug}`),
  ];
}

// Next's data cache refuses entries over 2 MB; 45,000 products with their URLs are ~3.5 MB, 9,000 are ~0.7 MB.
const CACHED_SLICE = 9_000;

/** One sitemap file, or null for a name the index does not list. */
export async function getSitemapFile(market: Market, file: SitemapFile): Promise<string | null> {
  if (!languagesOf(market.store).includes(file.language)) return null;
  const context = await getMarketContext(market);
  const url = (path: string) => publicUrl(context.origins, market.store, file.language, path);
  if (file.kind === 'pages') return urlSetXml((await pagePaths(market, file.language)).map(url));
  const first = (file.part - 1) * SITEMAP_CHUNK;
  const slices = await Promise.all(
    Array.from({ length: Math.ceil(SITEMAP_CHUNK / CACHED_SLICE) }, (_, index) =>
      catalogue.sitemapEntries(
        'product',
        file.language,
        first + index * CACHED_SLICE,
        Math.min(CACHED_SLICE, SITEMAP_CHUNK - index * CACHED_SLICE),
      ),
    ),
  );
  const products = slices.flat();
  return products.length > 0 ? urlSetXml(products.map((entry) => url(entry.url))) : null;
}

export async function getRobotsTxt(market: Market): Promise<string> {
  const context = await getMarketContext(market);
  return robotsTxt(publicUrl(context.origins, market.store, market.language, 'sitemap.xml'));
}
