import { languagePrefix } from '../i18n/decide-market';
import { storeDefaults } from '../i18n/stores';
import { storeCodes, type LanguageCode, type StoreCode } from '../shop/codes';

/** Where each store is public ("https://www.sanitaerwelt.at"), without a trailing slash. */
export type StoreOrigins = Record<StoreCode, string>;

/** An absolute address of a store: its origin, the language's prefix and a path ('' for the home page). */
/** encodeURI, but an escape already in the path (a search text's `%3F`) stays as it is. */
function encodePath(path: string): string {
  return path
    .split(/(%[0-9A-Fa-f]{2})/)
    .map((part, index) => (index % 2 === 1 ? part : encodeURI(part)))
    .join('');
}

export function publicUrl(
  origins: StoreOrigins,
  store: StoreCode,
  language: LanguageCode,
  path: string,
  query = '',
): string {
  const prefix = languagePrefix({ store, language });
  const page = path ? `${prefix}/${encodePath(path)}` : prefix || '/';
  return `${origins[store]}${page}${query ? `?${query}` : ''}`;
}

/** The languages a store is read in: its own, and English under /en. */
export function languagesOf(store: StoreCode): LanguageCode[] {
  return [storeDefaults[store].language, 'en'];
}

/** BCP 47 tag of a store's page in a language, as hreflang wants it: de-AT, en-RO. */
export function hreflangOf(store: StoreCode, language: LanguageCode): string {
  return `${language}-${storeDefaults[store].region}`;
}

/**
 * hreflang alternates of a page that every store shows (products, categories, brands): each store in each of
 * its languages where the page has an address, and x-default for the default store. `stores` narrows it to
 * pages only some stores have (a store's own content pages).
 */
export function alternateUrls(
  origins: StoreOrigins,
  pathByLanguage: Partial<Record<LanguageCode, string>>,
  stores: readonly StoreCode[] = storeCodes,
  query = '',
): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const store of stores) {
    for (const language of languagesOf(store)) {
      const path = pathByLanguage[language];
      if (path !== undefined)
        alternates[hreflangOf(store, language)] = publicUrl(origins, store, language, path, query);
    }
  }
  const fallback = stores.includes('at') ? 'at' : stores[0];
  const fallbackPath = fallback && pathByLanguage[storeDefaults[fallback].language];
  if (fallback && fallbackPath !== undefined)
    alternates['x-default'] = publicUrl(
      origins,
      fallback,
      storeDefaults[fallback].language,
      fallbackPath,
      query,
    );
  return alternates;
}

/** A link within the shop: the language's prefix and a path ('' for the home page: "/" or "/en"). */
export function localHref(linkPrefix: string, path: string): string {
  return path ? `${linkPrefix}/${path}` : linkPrefix || '/';
}
