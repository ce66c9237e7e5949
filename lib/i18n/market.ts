import {
  countryIdSchema,
  languageCodeSchema,
  storeCodeSchema,
  type CountryId,
  type LanguageCode,
  type StoreCode,
} from '../shop/schemas';
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
}

export function encodeMarket(market: Market): string {
  return `${market.store}-${market.language}-${market.deliveryCountryId}-${market.vatMode}`;
}

export function decodeMarket(segment: string): Market | null {
  const match = /^(at|de|ro)-(de|ro|en)-(\d{1,3})-(gross|net)$/.exec(segment);
  if (!match) return null;
  const country = countryIdSchema.safeParse(Number(match[3]));
  if (!country.success) return null;
  return {
    store: storeCodeSchema.parse(match[1]),
    language: languageCodeSchema.parse(match[2]),
    deliveryCountryId: country.data,
    vatMode: match[4] as VatMode,
  };
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
  const parsedLanguage = languageCodeSchema.safeParse(language);
  return {
    ...defaultMarket(store),
    language: parsedLanguage.success ? parsedLanguage.data : storeDefaults[store].language,
  };
}
