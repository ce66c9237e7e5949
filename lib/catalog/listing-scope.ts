import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ALL_PRODUCTS, brandsPath, landingOf, SEARCH, SHOP_GRID } from '../seo/resolve-path';
import type { Image, LanguageCode, ProductQueryInput } from '../shop/types';
import { catalogue } from './cached-shop';
import { sanitizeContentHtml } from './content-html';
import type { MarketContext } from './market-context';

/** What a listing lists: docs/product.md §2's category, brand, landing page (content naming both) and badge listings. */
export type ListingScope =
  | { kind: 'category'; categoryId: number }
  | { kind: 'brand'; brandId: number }
  | { kind: 'landing'; contentId: number }
  | { kind: 'badge'; code: string }
  | { kind: 'search'; text: string };

export interface Crumb {
  title: string;
  /** Path without the language prefix; '' is the home page. */
  path: string;
}

export interface ScopeView {
  heading: string;
  intro: string;
  /** Sanitised. */
  descriptionHtml: string;
  logo: Image | null;
  metaTitle: string;
  metaDescription: string;
  /** The listing's own path in the page's language, without the language prefix. */
  path: string;
  /** Its path in every language, for hreflang alternates. */
  pathByLanguage: Partial<Record<LanguageCode, string>>;
  /** From the home page down to the listing itself. */
  breadcrumbs: Crumb[];
  subcategories: Crumb[];
  query: Pick<ProductQueryInput, 'categoryId' | 'brandId' | 'badgeCode' | 'searchText'>;
  /** Search results: ordered by relevance unless the shopper chose otherwise, and never indexed. */
  search: boolean;
  /** docs/product.md §3 categories_0_vat: the store sells this category with 0 % VAT. */
  zeroVat: boolean;
}

async function categoryScope(
  context: MarketContext,
  categoryId: number,
  home: Crumb,
): Promise<ScopeView | null> {
  const { language } = context.market;
  const [category, tree, urls] = await Promise.all([
    catalogue.category(categoryId, language),
    catalogue.categoryTree(language),
    catalogue.urls('category', categoryId),
  ]);
  if (!category) return null;
  const node = category.path.reduce<(typeof tree)[number] | undefined>(
    (found, step) => (found ? found.children : tree).find((candidate) => candidate.id === step.id),
    undefined,
  );
  return {
    heading: category.title,
    intro: category.chapo,
    descriptionHtml: sanitizeContentHtml(category.description),
    logo: null,
    metaTitle: category.metaTitle || category.title,
    metaDescription: category.metaDescription || category.chapo,
    path: category.url,
    pathByLanguage: urls,
    breadcrumbs: [home, ...category.path.map((step) => ({ title: step.title, path: step.url }))],
    subcategories: (node?.children ?? []).map((child) => ({ title: child.title, path: child.url })),
    query: { categoryId },
    zeroVat: category.path.some((step) => context.store.config.zeroVat.categoryIds.includes(step.id)),
    search: false,
  };
}

async function brandScope(context: MarketContext, brandId: number, home: Crumb): Promise<ScopeView | null> {
  const { language } = context.market;
  const [brand, urls, t] = await Promise.all([
    catalogue.brand(brandId, language),
    catalogue.urls('brand', brandId),
    getTranslations({ locale: context.formatLocale, namespace: 'Brands' }),
  ]);
  if (!brand) return null;
  return {
    heading: brand.title,
    intro: brand.chapo,
    descriptionHtml: sanitizeContentHtml(brand.description),
    logo: brand.logo,
    metaTitle: t('metaTitle', { brand: brand.title }),
    metaDescription: brand.chapo,
    path: brand.url,
    pathByLanguage: urls,
    breadcrumbs: [
      home,
      { title: t('title'), path: brandsPath[language] },
      { title: brand.title, path: brand.url },
    ],
    subcategories: [],
    query: { brandId },
    zeroVat: false,
    search: false,
  };
}

async function landingScope(
  context: MarketContext,
  contentId: number,
  home: Crumb,
): Promise<ScopeView | null> {
  const { language } = context.market;
  const [content, urls] = await Promise.all([
    catalogue.content(contentId, language),
    catalogue.urls('content', contentId),
  ]);
  const landing = content && landingOf(content.postscriptum);
  if (!content || !landing) return null;
  return {
    heading: content.title,
    intro: content.chapo,
    descriptionHtml: sanitizeContentHtml(content.description),
    logo: null,
    metaTitle: content.metaTitle || content.title,
    metaDescription: content.metaDescription || content.chapo,
    path: content.url,
    pathByLanguage: urls,
    breadcrumbs: [home, { title: content.title, path: content.url }],
    subcategories: [],
    query: { categoryId: landing.categoryId, brandId: landing.brandId },
    zeroVat: false,
    search: false,
  };
}

/** A listing of the shop's own (a badge's, search results): one path in every language, no texts of its own. */
function ownListing(
  view: Pick<ScopeView, 'heading' | 'metaDescription' | 'path' | 'query' | 'search'>,
  home: Crumb,
): ScopeView {
  return {
    ...view,
    intro: '',
    descriptionHtml: '',
    logo: null,
    metaTitle: view.heading,
    pathByLanguage: { de: view.path, ro: view.path, en: view.path },
    breadcrumbs: [home, { title: view.heading, path: view.path }],
    subcategories: [],
    zeroVat: false,
  };
}

async function badgeScope(context: MarketContext, code: string, home: Crumb): Promise<ScopeView | null> {
  const [badges, t] = await Promise.all([
    catalogue.badges(context.market.language),
    getTranslations({ locale: context.formatLocale, namespace: 'Listing' }),
  ]);
  const badge = code === ALL_PRODUCTS ? null : badges.find((candidate) => candidate.code === code);
  if (code !== ALL_PRODUCTS && !badge) return null;
  const heading = badge ? badge.title : t('allProducts');
  return ownListing(
    {
      heading,
      metaDescription: t('badgeDescription', { title: heading, storeName: context.store.config.storeName }),
      path: `${SHOP_GRID}/${code}`,
      query: badge ? { badgeCode: badge.code } : {},
      search: false,
    },
    home,
  );
}

async function searchScope(context: MarketContext, text: string, home: Crumb): Promise<ScopeView> {
  const t = await getTranslations({ locale: context.formatLocale, namespace: 'Search' });
  return ownListing(
    {
      heading: t('heading', { text }),
      metaDescription: t('metaDescription', { text, storeName: context.store.config.storeName }),
      path: `${SEARCH}/${encodeURIComponent(text)}`,
      query: { searchText: text },
      search: true,
    },
    home,
  );
}

/** The listing's texts, addresses and backend scope; null when what it names no longer exists. */
export async function loadScope(context: MarketContext, scope: ListingScope): Promise<ScopeView | null> {
  const t = await getTranslations({ locale: context.formatLocale, namespace: 'Breadcrumb' });
  const home: Crumb = { title: t('home'), path: '' };
  switch (scope.kind) {
    case 'category':
      return categoryScope(context, scope.categoryId, home);
    case 'brand':
      return brandScope(context, scope.brandId, home);
    case 'landing':
      return landingScope(context, scope.contentId, home);
    case 'badge':
      return badgeScope(context, scope.code, home);
    case 'search':
      return searchScope(context, scope.text, home);
  }
}
