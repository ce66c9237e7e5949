import type { StoreCode } from '../shop/schemas';
import type { Market } from './market';
import { storeDefaults, storeForHost } from './stores';

export const DELIVERY_COUNTRY_COOKIE = 'delivery_country';
/** English is the second language on every host, under this path prefix. */
export const ENGLISH_PREFIX = '/en';

export interface MarketRequest {
  host: string | null;
  pathname: string;
  cookie: (name: string) => string | undefined;
}

export interface MarketDecision {
  market: Market;
  /** The path without the language prefix. */
  pathname: string;
  /**
   * The decoded path without its leading slash, as the rewritten URL tables know it; null when the path cannot
   * be a page address (broken percent-encoding, control characters).
   */
  path: string | null;
}

/**
 * Every input that changes a page's HTML, from the request (docs/architecture.md "Rendering and caching"). Anything
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
  return { market, pathname, path: decodedPath(pathname) };
}

/** The path prefix of a market's language on its host: none for the host's own language, /en for English. */
export function languagePrefix(market: Pick<Market, 'store' | 'language'>): string {
  return market.language === storeDefaults[market.store].language ? '' : ENGLISH_PREFIX;
}

/**
 * Next answers 500 to a path whose percent-encoding is broken, and no page address holds control characters
 * (PostgreSQL cannot even compare text with NUL): neither is a path to look up.
 */
function decodedPath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname).replace(/^\//, '');
    return /[\u0000-\u001f\u007f]/.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}
