import { languagePrefix } from '../i18n/decide-market';
import { languagesOf, type StoreOrigins } from '../seo/public-urls';
import { storeCodes, type LanguageCode, type StoreCode } from '../shop/codes';

/** Which store and language an address of the deployment is in: its origin names the store, `/en` the language. */
export interface StorePlace {
  store: StoreCode;
  language: LanguageCode;
}

export function placeOf(url: string, stores: StoreOrigins): StorePlace | null {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return null;
  }
  const store = storeCodes.find((code) => stores[code] === address.origin);
  if (!store) return null;
  const [own, other] = languagesOf(store) as [LanguageCode, LanguageCode];
  const prefix = languagePrefix({ store, language: other });
  const inOther = address.pathname === prefix || address.pathname.startsWith(`${prefix}/`);
  return { store, language: inOther ? other : own };
}

/** The store's merchant feed in a language, where Merchant Center reads it. */
export function feedUrlOf(place: StorePlace, stores: StoreOrigins): string {
  return `${stores[place.store]}${languagePrefix(place)}/feeds/google-merchant.xml`;
}
