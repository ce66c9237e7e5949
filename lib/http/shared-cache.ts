import type { VatMode } from '../pricing/vat';
import type { Target } from '../seo/resolve-path';

/**
 * What a shared cache (CDN, caching reverse proxy) may keep of a response (docs/architecture.md "Shared caches in front
 * of the shop"). A catalogue page's URL renders other prices for another delivery country or VAT mode, which
 * only cookies tell apart, and many CDNs ignore `Vary: Cookie`: so no such response is ever shareable by its
 * Cache-Control. Next's own server cache, keyed by the internal path, stays the page cache; browsers keep a copy
 * they revalidate by ETag.
 *
 * An operator whose CDN keys its cache on the delivery-country cookie opts in with CDN_CACHE_SECONDS: such
 * responses then also carry `CDN-Cache-Control` (RFC 9213), which only caches told to read it obey.
 */
export type SharedCacheKind =
  /** Differs by the shopper's cookies: every page with prices or the header's country choice. */
  | 'shopper'
  /**
   * Priced for a verified business customer without VAT: the same for every such customer of a country, yet no
   * CDN keyed on the delivery-country cookie may keep it, or it would hand net prices to everyone.
   */
  | 'business'
  /** One shopper's own: the cart and the account pages (later checkout, orders). Never stored anywhere. */
  | 'personal'
  /** The same for everyone on a host: robots.txt, sitemaps and product feeds (priced for the store's country). */
  | 'host';

/** Names the cookies a page depends on; read by the response-header policy, never sent to clients. */
export const VARIES_BY_COOKIE_HEADER = 'x-storefront-varies-by-cookie';

const HOST_SECONDS = 3600;

/** What a shared cache may keep of an answer that is the same for everyone on a host, and for how long. */
export function hostCacheControl(seconds: number, staleSeconds: number = seconds): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${staleSeconds}`;
}

/**
 * How long a shared cache may keep a priced answer fresh and then serve it stale: at most `seconds` each, and
 * together never past the midnight a VAT rate changes (`secondsToTaxChange`, null when none is recorded), so no
 * cache hands out last day's prices on the change day. Nothing at all when that midnight is too close.
 */
export function sharedLifetime(
  seconds: number,
  secondsToTaxChange: number | null,
): { fresh: number; stale: number } | null {
  const left = secondsToTaxChange === null ? Infinity : Math.floor(secondsToTaxChange);
  const fresh = Math.min(seconds, left);
  return fresh < 1 ? null : { fresh, stale: Math.min(seconds, left - fresh) };
}

export function sharedCacheHeaders(
  kind: SharedCacheKind,
  cdnSeconds: number | undefined,
  secondsToTaxChange: number | null = null,
): Record<string, string> {
  if (kind === 'personal') return { 'Cache-Control': 'private, no-store', [VARIES_BY_COOKIE_HEADER]: '1' };
  const cdnLifetime = cdnSeconds ? sharedLifetime(cdnSeconds, secondsToTaxChange) : null;
  const cdn: Record<string, string> = cdnLifetime
    ? {
        'CDN-Cache-Control': `public, max-age=${cdnLifetime.fresh}, stale-while-revalidate=${cdnLifetime.stale}`,
      }
    : {};
  if (kind === 'host') {
    const hostLifetime = sharedLifetime(HOST_SECONDS, secondsToTaxChange);
    const cacheControl = hostLifetime
      ? hostCacheControl(hostLifetime.fresh, hostLifetime.stale)
      : 'public, max-age=0, s-maxage=0';
    return { 'Cache-Control': cacheControl, ...cdn };
  }
  const revalidated = { 'Cache-Control': 'private, no-cache', [VARIES_BY_COOKIE_HEADER]: '1' };
  return kind === 'business' ? revalidated : { ...revalidated, ...cdn };
}

/** A shopper's (or an admin's) own pages: never kept by a shared cache, their query passed on. */
const personalPages = [
  'cart',
  'wishlist',
  'compare',
  'checkout',
  'order-placed',
  'order-failed',
  'account',
  'login-register',
  'logout',
  'forgot-password',
  'newsletter',
  'newsletter-unsubscribe',
  'contact',
  'feedback',
  // One room's answer with today's stock in its query; the bare form is the same for all but cheap to render.
  'configurator',
  // A customer's booking form and appointments.
  'appointment',
  // An admin's: what it shows depends on who asks and the address or report in its query.
  'seo-preview',
  'seo-preview/report',
];
const personalPage = new RegExp(`^((${personalPages.join('|')})$|(back-to-cart|account|guest|appointment)/)`);

/**
 * robots.txt, sitemaps and feeds name URLs of a host, never a shopper's prices (feeds are priced for the store's
 * own country whoever asks); a shopper's own pages (cart, lists, checkout, orders, account, newsletter), the contact
 * and feedback forms (each with its own captcha) and the accessibility statement's form are one shopper's; every
 * other page shows the shopper's market.
 */
export function sharedCacheKindOf(target: Target, vatMode: VatMode): SharedCacheKind {
  const priced = vatMode === 'net' ? 'business' : 'shopper';
  if (target.kind === 'accessibility') return 'personal';
  if (target.kind !== 'page') return priced;
  if (/^(robots\.txt|sitemap\.xml|sitemaps\/|feeds\/)/.test(target.path)) return 'host';
  return personalPage.test(target.path) ? 'personal' : priced;
}
