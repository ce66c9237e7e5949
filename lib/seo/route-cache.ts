import { guideArticles, guidePageCount } from '../guide/guide-index';
import { guideLibrary } from '../guide/guide-library';
import { languagePrefix } from '../i18n/decide-market';
import type { Market } from '../i18n/market';
import { storeDefaults } from '../i18n/stores';
import { LruCache, remembered } from '../lru';
import { nextTaxChange, taxPeriodStart } from '../pricing/tax-period';
import { dayIn } from '../pricing/tax-rates';
import { startOfDay } from '../pricing/zoned-day';
import { getCatalog } from '../storefront';
import type { CountryId } from '../shop/schemas';
import type { TaxRuleHistory } from '../shop/types';
import { resolvePath, type PathLookups, type Target } from './resolve-path';

// docs/product.md §9 keeps fetched data 300 s; a revalidation clears the cache at once.
const TTL_MS = 300_000;
// ~200 bytes a path and its answer: 20,000 entries stay within a few megabytes whatever crawlers ask for.
const MAX_ENTRIES = 20_000;

interface RouteCaches {
  targets: LruCache<string, Promise<Target>>;
  contentRoutes: LruCache<string, Promise<Record<string, number>>>;
  taxRules: LruCache<string, Promise<TaxRuleHistory[]>>;
}

const CACHES_KEY = Symbol.for('storefront.routeCaches');
type Holder = typeof globalThis & { [CACHES_KEY]?: RouteCaches };

/** One set of caches per process: proxy.ts and the route handlers are separate bundles of the same server. */
function caches(): RouteCaches {
  const holder = globalThis as Holder;
  holder[CACHES_KEY] ??= {
    targets: new LruCache(MAX_ENTRIES, TTL_MS),
    contentRoutes: new LruCache(16, TTL_MS),
    taxRules: new LruCache(8, TTL_MS),
  };
  return holder[CACHES_KEY];
}

function lookupsFor(market: Market): PathLookups {
  const { store, language } = market;
  return {
    fixedContentId: async (path) => {
      const routes = await remembered(
        caches().contentRoutes,
        `${store}|${language}`,
        async () => (await (await getCatalog()).getMenu(store, language)).contentRoutes,
      );
      return routes[path] ?? null;
    },
    withdrawalFormUrl: async () =>
      (await (await getCatalog()).getStore(store))?.config.legal.withdrawalFormPdfUrl || null,
    rewrittenUrl: async (path) => (await getCatalog()).resolveUrl(path, language),
    guide: async () => {
      const shown = guideArticles(await guideLibrary(), store, language);
      return { slugs: shown.map((article) => article.slug), pages: guidePageCount(shown.length) };
    },
    productUrl: async (id) => (await (await getCatalog()).listUrls('product', id))[language] ?? null,
    view: async (view, id) => (await getCatalog()).describeView(view, id, language),
    badgeCodes: async () => (await (await getCatalog()).listBadges(language)).map((badge) => badge.code),
  };
}

/** What a market's path shows, from memory when it was asked for in the last five minutes. */
export function resolveMarketPath(market: Market, path: string): Promise<Target> {
  return remembered(caches().targets, `${market.store}|${market.language}|${path}`, () =>
    resolvePath(path, market.language, languagePrefix(market), lookupsFor(market)),
  );
}

function taxHistories(language: Market['language']): Promise<TaxRuleHistory[]> {
  return remembered(caches().taxRules, language, async () => (await getCatalog()).listTaxRules(language));
}

/**
 * The market with the VAT period it is priced in at an instant (lib/pricing/tax-period.ts), so its pages' cache
 * keys change at the midnight a rate changes. Without recorded rates the market is left as it is.
 */
export async function withTaxPeriod(market: Market, now: Date = new Date()): Promise<Market> {
  const day = dayIn(now, storeDefaults[market.store].timeZone);
  const taxPeriod = taxPeriodStart(await taxHistories(market.language), market.deliveryCountryId, day);
  return taxPeriod === null ? market : { ...market, taxPeriod };
}

/**
 * Seconds from `now` to the store's midnight on which a VAT rate of the country changes next, or null when none
 * is recorded: how long a shared cache may keep an answer priced for that country.
 */
export async function secondsToTaxChange(
  market: Market,
  countryId: CountryId,
  now: Date = new Date(),
): Promise<number | null> {
  const { timeZone } = storeDefaults[market.store];
  const change = nextTaxChange(await taxHistories(market.language), countryId, dayIn(now, timeZone));
  return change === null ? null : (startOfDay(change, timeZone).getTime() - now.getTime()) / 1000;
}

/** Forgets every resolution, after the catalogue changed. */
export function clearRouteCache(): void {
  caches().targets.clear();
  caches().contentRoutes.clear();
  caches().taxRules.clear();
}
