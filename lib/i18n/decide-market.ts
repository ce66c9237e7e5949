import type { StoreCode } from '../shop/schemas';
import { encodeMarket, type Market } from './market';
import { storeDefaults, storeForHost } from './stores';

export const DELIVERY_COUNTRY_COOKIE = 'delivery_country';
/** English is the second language on every host, under this path prefix. */
export const ENGLISH_PREFIX = '/en';
/** Where a path that cannot be decoded is sent: no page has this address, so it renders the 404 screen. */
export const UNDECODABLE_PATH = '/not-found';

export interface MarketRequest {
  host: string | null;
  pathname: string;
  cookie: (name: string) => string | undefined;
}

export interface MarketDecision {
  market: Market;
  /** The path without the language prefix, as the rewritten URL tables know it. */
  pathname: string;
  /** Where proxy.ts rewrites the request to. */
  internalPath: string;
}

/**
 * Every input that changes a page's HTML, from the request (ARCHITECTURE "Rendering and caching"). Anything
 * unexpected falls back to the store's defaults: an unknown country id, a country the store does not deliver
 * to, an unknown prefix. VAT-excluded (net) prices need a verified business customer's session, which no
 * cookie alone can claim, so the mode stays gross until accounts decide it.
 */
export function decideMarket(
  request: MarketRequest,
  hostMap: ReadonlyMap<string, StoreCode>,
): MarketDecision {
  const store = storeForHost(request.host, hostMap);
  const defaults = storeDefaults[store];
  const english = request.pathname === ENGLISH_PREFIX || request.pathname.startsWith(`${ENGLISH_PREFIX}/`);
  const pathname = english ? request.pathname.slice(ENGLISH_PREFIX.length) || '/' : request.pathname;
  const requestedCountry = Number(request.cookie(DELIVERY_COUNTRY_COOKIE));
  const deliveryCountryId =
    defaults.deliveryCountryIds.find((id) => id === requestedCountry) ?? defaults.countryId;
  const market: Market = {
    store,
    language: english ? 'en' : defaults.language,
    deliveryCountryId,
    vatMode: 'gross',
  };
  // Next answers 500 to a path whose percent-encoding is broken, and no page address holds control characters
  // (PostgreSQL cannot even compare text with NUL): both go to the 404 screen.
  const page = isPagePath(pathname) ? pathname : UNDECODABLE_PATH;
  return { market, pathname: page, internalPath: `/${encodeMarket(market)}${page === '/' ? '' : page}` };
}

/** The path prefix of a market's language on its host: none for the host's own language, /en for English. */
export function languagePrefix(market: Pick<Market, 'store' | 'language'>): string {
  return market.language === storeDefaults[market.store].language ? '' : ENGLISH_PREFIX;
}

function isPagePath(pathname: string): boolean {
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}
