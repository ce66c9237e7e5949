// Plain code lists rather than zod schemas: error screens use this module in the browser.
import {
  isCountryId,
  isLanguageCode,
  isStoreCode,
  type CountryId,
  type LanguageCode,
  type StoreCode,
} from '../shop/codes';
import { isDay, type Day } from '../pricing/tax-rates';
import type { VatMode } from '../pricing/vat';
import { storeDefaults } from './stores';

/**
 * Everything that changes a catalogue page's HTML, decided by proxy.ts and carried in the first path segment
 * (`at-de-13-gross`), so pages never read cookies or headers and stay cacheable per variant.
 */
export interface Market {
  store: StoreCode;
  language: LanguageCode;
  deliveryCountryId: CountryId;
  vatMode: VatMode;
  /**
   * The first day of the delivery country's current VAT period (lib/pricing/tax-period.ts), set by proxy.ts only:
   * it keys cached pages, so they turn into new ones at the midnight a rate changes. Pages still price for the
   * day they render.
   */
  taxPeriod?: Day;
}

export function encodeMarket(market: Market): string {
  const segment = `${market.store}-${market.language}-${market.deliveryCountryId}-${market.vatMode}`;
  return market.taxPeriod ? `${segment}-${market.taxPeriod.replaceAll('-', '')}` : segment;
}

export function decodeMarket(segment: string): Market | null {
  const match = /^([a-z]{2})-([a-z]{2})-(\d{1,3})-(gross|net)(?:-(\d{4})(\d{2})(\d{2}))?$/.exec(segment);
  if (!match) return null;
  const [, store, language, country, vatMode, year, month, date] = match;
  const countryId = Number(country);
  if (!isStoreCode(store) || !isLanguageCode(language) || !isCountryId(countryId)) return null;
  const market: Market = { store, language, deliveryCountryId: countryId, vatMode: vatMode as VatMode };
  if (year === undefined) return market;
  const taxPeriod = `${year}-${month}-${date}`;
  return isDay(taxPeriod) ? { ...market, taxPeriod } : null;
}

export function defaultMarket(store: StoreCode): Market {
  const defaults = storeDefaults[store];
  return { store, language: defaults.language, deliveryCountryId: defaults.countryId, vatMode: 'gross' };
}

/** BCP 47 tag for texts and numbers: the page's language with the store's region (de-AT, en-RO). */
export function formatLocaleOf(market: Pick<Market, 'store' | 'language'>): string {
  return `${market.language}-${storeDefaults[market.store].region}`;
}

/**
 * The market a format tag stands for (de-AT → the Austrian store in German), for screens that know only the
 * request's locale, such as not-found pages; the delivery country is then the store's own.
 */
export function marketOfLocale(locale: string): Market {
  const [language, region] = locale.split('-');
  const store = (
    Object.values(storeDefaults).find((defaults) => defaults.region === region) ?? storeDefaults.at
  ).code;
  return {
    ...defaultMarket(store),
    language: isLanguageCode(language) ? language : storeDefaults[store].language,
  };
}
