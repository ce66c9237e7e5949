import type { CountryId, LanguageCode, StoreCode } from '../shop/schemas';

/** What a store is without asking the backend: the decisions proxy.ts makes on every request. */
export interface StoreDefaults {
  code: StoreCode;
  language: LanguageCode;
  countryId: CountryId;
  /** Region subtag for formatting numbers and money (de-AT, ro-RO). */
  region: 'AT' | 'DE' | 'RO';
  /** Countries the shop delivers to, its own first; one entry means the header shows it as static text. */
  deliveryCountryIds: readonly CountryId[];
  /** IANA zone of the shop's calendar: a cart's prices hold until the end of the day they were added in it. */
  timeZone: string;
}

export const storeDefaults: Record<StoreCode, StoreDefaults> = {
  at: {
    code: 'at',
    language: 'de',
    countryId: 13,
    region: 'AT',
    deliveryCountryIds: [13, 5],
    timeZone: 'Europe/Vienna',
  },
  de: {
    code: 'de',
    language: 'de',
    countryId: 5,
    region: 'DE',
    deliveryCountryIds: [5, 13],
    timeZone: 'Europe/Berlin',
  },
  ro: {
    code: 'ro',
    language: 'ro',
    countryId: 146,
    region: 'RO',
    deliveryCountryIds: [146],
    timeZone: 'Europe/Bucharest',
  },
};

export const DEFAULT_STORE: StoreCode = 'at';

/**
 * The store a host belongs to (docs/architecture.md "Stores, countries, money"): an explicit map first, then the
 * country domain (.at, .de, .ro) or the at./de./ro.localhost names used in development and tests, else Austria.
 */
export function storeForHost(hostHeader: string | null, hostMap: ReadonlyMap<string, StoreCode>): StoreCode {
  const host = (hostHeader ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const mapped = hostMap.get(host);
  if (mapped) return mapped;
  const local = /^(at|de|ro)\.localhost$/.exec(host);
  if (local) return local[1] as StoreCode;
  const tld = /\.(at|de|ro)$/.exec(host);
  return tld ? (tld[1] as StoreCode) : DEFAULT_STORE;
}
