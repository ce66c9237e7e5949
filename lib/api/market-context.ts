import 'server-only';
import { env } from '../env';
import { decideMarket } from '../i18n/decide-market';
import type { Market } from '../i18n/market';
import { buildMarketContext, type MarketContext, type MarketReads } from '../catalog/market-context';
import { LruCache } from '../lru';
import { getShop } from '../shop';
import type { CountryId, LanguageCode } from '../shop/codes';
import type { DeliveryModule } from '../shop/types';

// SPEC §9 keeps fetched data 300 s: stores, tax rules and countries change with a deploy, not by the minute.
const TTL_MS = 300_000;
const KEY = Symbol.for('storefront.handlerReads');
type Holder = typeof globalThis & { [KEY]?: LruCache<string, Promise<unknown>> };

function remembered<T>(key: string, read: () => Promise<T>): Promise<T> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new LruCache(64, TTL_MS);
  const known = holder[KEY].get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = read().catch((error: unknown) => {
    holder[KEY]?.delete(key);
    throw error;
  });
  holder[KEY].set(key, loading);
  return loading;
}

/**
 * Route handlers run outside Next's data cache (and tests run them outside Next): the market's reads come from
 * the backend, remembered for five minutes per process.
 */
const handlerReads: MarketReads = {
  store: (code) => remembered(`store|${code}`, async () => (await getShop()).getStore(code)),
  taxRules: (language) =>
    remembered(`taxRules|${language}`, async () => (await getShop()).listTaxRules(language)),
  countries: (language) =>
    remembered(`countries|${language}`, async () => (await getShop()).listCountries(language)),
};

/** The market a handler's request is priced for: host and cookies, like proxy.ts, and the page's language. */
export function requestMarket(
  request: Request & { cookies: { get(name: string): { value: string } | undefined } },
  language: LanguageCode | undefined,
): Market {
  return decideMarket(
    {
      host: request.headers.get('host'),
      // English is the /en prefix of a store; any other language is the store's own.
      pathname: language === 'en' ? '/en/' : '/',
      cookie: (name) => request.cookies.get(name)?.value,
    },
    env().SHOP_HOST_MAP,
  ).market;
}

export function handlerMarketContext(market: Market): Promise<MarketContext> {
  return buildMarketContext(market, handlerReads);
}

/** The delivery modules serving a country (configuration: remembered like the market's reads). */
export function deliveryModulesFor(countryId: CountryId, language: LanguageCode): Promise<DeliveryModule[]> {
  return remembered(`delivery|${countryId}|${language}`, async () =>
    (await getShop()).listDeliveryModules(countryId, language),
  );
}
