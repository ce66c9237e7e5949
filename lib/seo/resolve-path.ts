import type { LanguageCode } from '../shop/codes';
import type { UrlResolution, ViewDescription } from '../shop/types';
import { GUIDE_PATH as GUIDE } from '../guide/guide-index';
import { withoutControlCharacters } from '../validation/plain-text';

/** docs/product.md §8's reasons for a not-found screen, each with its own headline. */
export const notFoundReasons = [
  'routeNotFound',
  'rewritingFailed',
  'productFetchFailed',
  'categoryFetchFailed',
  'brandFetchFailed',
  'contentFetchFailed',
  'contentTypeNotFound',
] as const;
export type NotFoundReason = (typeof notFoundReasons)[number];

/** What a public path shows. */
export type Target =
  | { kind: 'home' }
  | { kind: 'product'; productId: number; saleElementId: number | null }
  | { kind: 'category'; categoryId: number }
  | { kind: 'brand'; brandId: number }
  | { kind: 'landing'; contentId: number }
  | { kind: 'content'; contentId: number }
  /** The accessibility statement with its barrier-report form: a content page rendered per request. */
  | { kind: 'accessibility'; contentId: number }
  | { kind: 'badgeListing'; badge: string }
  | { kind: 'search'; text: string }
  | { kind: 'brands' }
  | { kind: 'page'; path: string }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'notFound'; reason: NotFoundReason };

/** The lookups a resolution needs, for one store and language; the proxy caches what they answer. */
export interface PathLookups {
  /** docs/product.md §2's fixed content routes of the store ("agb.html" → its terms page). */
  fixedContentId(path: string): Promise<number | null>;
  withdrawalFormUrl(): Promise<string | null>;
  rewrittenUrl(path: string): Promise<UrlResolution | null>;
  /** The store's guide in the language: its articles' slugs and how many listing pages they fill. */
  guide(): Promise<{ slugs: string[]; pages: number }>;
  /** A product's current rewritten URL in the language, when it has one. */
  productUrl(id: number): Promise<string | null>;
  /** The view if it exists and is visible. */
  view(view: ViewDescription['view'], id: number): Promise<ViewDescription | null>;
  /** Codes of the badges whose listings /shop-grid-standard/{type} shows. */
  badgeCodes(): Promise<string[]>;
}

/** The shop's own screens; everything else is looked up among the rewritten URLs. */
export const brandsPath: Record<LanguageCode, string> = { de: 'marken', ro: 'branduri', en: 'brands' };
export const SHOP_GRID = 'shop-grid-standard';
/** docs/product.md §2 /search/{value}: the results of a search text. */
export const SEARCH = 'search';
/** /shop-grid-standard/all lists the whole catalogue; every other type is a badge's code. */
export const ALL_PRODUCTS = 'all';
const appPages = new Set([
  'account',
  'account/cart-reminders',
  'account/installations',
  'account/reviews',
  'account/write-review',
  'advent-calendar',
  'appointment',
  'cart',
  'checkout',
  'compare',
  'configurator',
  'contact',
  'feedback',
  'forgot-password',
  'login-register',
  'logout',
  'newsletter',
  'newsletter-unsubscribe',
  'order-failed',
  'order-placed',
  'robots.txt',
  'seo-preview',
  'seo-preview/report',
  'sitemap.xml',
  'wishlist',
  'feeds/google-merchant.xml',
]);
const SITEMAP_FILE = /^sitemaps\/[a-z0-9-]{1,40}\.xml$/;
/** docs/product.md §2 back-to-cart/{token}: a signed token, base64url parts joined by a dot. */
const BACK_TO_CART = /^back-to-cart\/[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{1,100}$/;
/** An appointment's own page: the signed token of its confirmation mail. */
const APPOINTMENT = /^appointment\/manage\/[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{1,100}$/;
/**
 * docs/product.md §2 /account/order/{id}, and its invoice and credit note (PDF, and the e-invoice XML where one is
 * due).
 */
const ACCOUNT_ORDER = /^account\/order\/\d{1,10}(\/(?:invoice|credit-note)\.(?:pdf|xml))?$/;
/** docs/product.md §2 /guest/invoice/{ref}/{hash}, and its documents' files: ORD and 12 digits, a 32-character hash. */
const GUEST_ORDER = /^guest\/invoice\/ORD\d{12}\/[A-Za-z0-9_-]{32}(\/(?:invoice|credit-note)\.(?:pdf|xml))?$/;
const WITHDRAWAL_FORM = 'widerrufsformular';
/** docs/product.md §2 /blog: the guide's listing, its further pages and its articles. */
const GUIDE_LISTING_PAGE = /^blog\/page\/([1-9]\d{0,3})$/;
const GUIDE_ARTICLE = /^blog\/([a-z0-9-]{1,80})$/;
/** docs/product.md §2 /product/{id}: a product by its id, answered by a permanent redirect to its own URL. */
const PRODUCT_BY_ID = /^product\/([1-9]\d{0,9})$/;
/** Thelia keeps rewritten URLs in a varchar(255): a longer path cannot be one. */
const MAX_URL_LENGTH = 255;

/** docs/product.md §2: a content page whose postscriptum is JSON naming a brand and a category renders that listing. */
export function landingOf(postscriptum: string): { brandId: number; categoryId: number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(postscriptum);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { brand_id: brandId, category_id: categoryId } = parsed as Record<string, unknown>;
  const id = (value: unknown) =>
    typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  const [brand, category] = [id(brandId), id(categoryId)];
  return Number.isInteger(brand) && brand > 0 && Number.isInteger(category) && category > 0
    ? { brandId: brand, categoryId: category }
    : null;
}

/**
 * A content page whose postscriptum is `{"form":"barrier-report"}` is the shop's accessibility statement, with
 * the form to report a barrier under it (European Accessibility Act), however the page is reached.
 */
export function hasBarrierReportForm(postscriptum: string): boolean {
  try {
    const parsed: unknown = JSON.parse(postscriptum);
    return (
      typeof parsed === 'object' && parsed !== null && 'form' in parsed && parsed.form === 'barrier-report'
    );
  } catch {
    return false;
  }
}

async function contentTarget(id: number, lookups: PathLookups): Promise<Target> {
  const content = await lookups.view('content', id);
  if (!content || content.view !== 'content') return { kind: 'notFound', reason: 'contentFetchFailed' };
  if (hasBarrierReportForm(content.postscriptum)) return { kind: 'accessibility', contentId: id };
  const landing = landingOf(content.postscriptum);
  if (!landing) return { kind: 'content', contentId: id };
  if (!(await lookups.view('category', landing.categoryId)))
    return { kind: 'notFound', reason: 'categoryFetchFailed' };
  if (!(await lookups.view('brand', landing.brandId)))
    return { kind: 'notFound', reason: 'brandFetchFailed' };
  return { kind: 'landing', contentId: id };
}

/** The guide's pages that exist in the store and language; /blog/page/1 is /blog itself. */
async function guideTarget(path: string, linkPrefix: string, lookups: PathLookups): Promise<Target> {
  if (path === GUIDE) return { kind: 'page', path };
  const guide = await lookups.guide();
  const listingPage = GUIDE_LISTING_PAGE.exec(path);
  if (listingPage) {
    const page = Number(listingPage[1]);
    if (page === 1) return { kind: 'redirect', location: `${linkPrefix}/${GUIDE}`, permanent: true };
    return page <= guide.pages ? { kind: 'page', path } : { kind: 'notFound', reason: 'routeNotFound' };
  }
  const article = GUIDE_ARTICLE.exec(path);
  return article && guide.slugs.includes(article[1]!)
    ? { kind: 'page', path }
    : { kind: 'notFound', reason: 'routeNotFound' };
}

async function viewTarget(resolution: UrlResolution, lookups: PathLookups): Promise<Target> {
  const { view, viewId } = resolution;
  switch (view) {
    case 'product':
      return (await lookups.view('product', viewId))
        ? { kind: 'product', productId: viewId, saleElementId: null }
        : { kind: 'notFound', reason: 'productFetchFailed' };
    case 'pse': {
      const saleElement = await lookups.view('pse', viewId);
      return saleElement?.view === 'pse'
        ? { kind: 'product', productId: saleElement.productId, saleElementId: viewId }
        : { kind: 'notFound', reason: 'productFetchFailed' };
    }
    case 'category':
      return (await lookups.view('category', viewId))
        ? { kind: 'category', categoryId: viewId }
        : { kind: 'notFound', reason: 'categoryFetchFailed' };
    case 'brand':
      return (await lookups.view('brand', viewId))
        ? { kind: 'brand', brandId: viewId }
        : { kind: 'notFound', reason: 'brandFetchFailed' };
    case 'content':
      return contentTarget(viewId, lookups);
    default:
      return { kind: 'notFound', reason: 'contentTypeNotFound' };
  }
}

/**
 * docs/product.md §2 "Catch-all behaviour": the decoded path without its leading slash, resolved to what it shows. The
 * shop's own screens first, then the fixed content routes, then the rewritten URLs of the language; a retired
 * URL redirects permanently to its current one (under `linkPrefix`, the language's path prefix).
 */
export async function resolvePath(
  path: string,
  language: LanguageCode,
  linkPrefix: string,
  lookups: PathLookups,
): Promise<Target> {
  if (path === '') return { kind: 'home' };
  if (
    [SITEMAP_FILE, BACK_TO_CART, APPOINTMENT, ACCOUNT_ORDER, GUEST_ORDER].some((page) => page.test(path)) ||
    appPages.has(path)
  )
    return { kind: 'page', path };
  if (path === brandsPath[language]) return { kind: 'brands' };
  const grid = new RegExp(`^${SHOP_GRID}/([a-z0-9-]{1,32})$`).exec(path);
  if (grid) {
    const badge = grid[1]!;
    return badge === ALL_PRODUCTS || (await lookups.badgeCodes()).includes(badge)
      ? { kind: 'badgeListing', badge }
      : { kind: 'notFound', reason: 'routeNotFound' };
  }
  if (path.length > MAX_URL_LENGTH) return { kind: 'notFound', reason: 'routeNotFound' };
  if (path.startsWith(`${SEARCH}/`)) {
    const text = withoutControlCharacters(path.slice(SEARCH.length + 1)).trim();
    return text ? { kind: 'search', text } : { kind: 'notFound', reason: 'routeNotFound' };
  }
  if (path === GUIDE || path.startsWith(`${GUIDE}/`)) return guideTarget(path, linkPrefix, lookups);
  const byId = PRODUCT_BY_ID.exec(path);
  if (byId) {
    const id = Number(byId[1]);
    const url = (await lookups.view('product', id)) ? await lookups.productUrl(id) : null;
    return url
      ? { kind: 'redirect', location: `${linkPrefix}/${url}`, permanent: true }
      : { kind: 'notFound', reason: 'routeNotFound' };
  }
  if (path === WITHDRAWAL_FORM) {
    const pdf = await lookups.withdrawalFormUrl();
    return pdf
      ? { kind: 'redirect', location: pdf, permanent: false }
      : { kind: 'notFound', reason: 'routeNotFound' };
  }
  const fixed = await lookups.fixedContentId(path);
  if (fixed !== null) return contentTarget(fixed, lookups);
  const resolution = await lookups.rewrittenUrl(path);
  if (!resolution) return { kind: 'notFound', reason: 'routeNotFound' };
  if (resolution.kind === 'retired')
    return { kind: 'redirect', location: `${linkPrefix}/${resolution.currentUrl}`, permanent: true };
  return viewTarget(resolution, lookups);
}
