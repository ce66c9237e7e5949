import 'server-only';
import { sessionMarket } from '../session/customer-market';
import { env } from '../env';
import { decideMarket } from '../i18n/decide-market';
import type { Market } from '../i18n/market';
import { buildMarketContext, type MarketContext, type MarketReads } from '../catalog/market-context';
import { LruCache, remembered } from '../lru';
import { getCatalog } from '../storefront';
import type { CountryId, LanguageCode, StoreCode } from '../shop/codes';
import type { DeliveryModule, Store } from '../shop/types';

// docs/product.md §9 keeps fetched data 300 s: stores, tax rules and countries change with a deploy, not by the minute.
const TTL_MS = 300_000;
const KEY = Symbol.for('storefront.handlerReads');
type Holder = typeof globalThis & { [KEY]?: LruCache<string, Promise<unknown>> };

function handlerCache(): LruCache<string, Promise<unknown>> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new LruCache(64, TTL_MS);
  return holder[KEY];
}

/** Forgets the remembered configuration, after the shop's settings changed (POST /api/revalidate). */
export function forgetHandlerReads(): void {
  handlerCache().clear();
}

/** One remembered read of configuration, shared by the process's handlers. */
function read<T>(key: string, load: () => Promise<T>): Promise<T> {
  return remembered(handlerCache(), key, load) as Promise<T>;
}

/**
 * Route handlers run outside Next's data cache (and tests run them outside Next): the market's reads come from
 * the backend, remembered for five minutes per process.
 */
const handlerReads: MarketReads = {
  store: (code) => read(`store|${code}`, async () => (await getCatalog()).getStore(code)),
  taxRules: (language) =>
    read(`taxRules|${language}`, async () => (await getCatalog()).listTaxRules(language)),
  countries: (language) =>
    read(`countries|${language}`, async () => (await getCatalog()).listCountries(language)),
};

/** A store's configuration for a handler that needs nothing else of the market, remembered like the rest. */
export function handlerStore(code: StoreCode): Promise<Store | null> {
  return handlerReads.store(code);
}

/**
 * The market of a handler's request as host and cookies decide it, like proxy.ts, in the page's language. What it
 * is priced for also depends on the session: see pricedMarket.
 */
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

/**
 * The market a handler's request is priced for, as proxy.ts prices a page: a verified business customer who asked
 * for it gets net prices (docs/product.md §6 excludeVAT). Reads the session, so it may fail like any backend read.
 */
export function pricedMarket(
  request: { cookies: { get(name: string): { value: string } | undefined } },
  market: Market,
): Promise<Market> {
  return sessionMarket((name) => request.cookies.get(name)?.value, market);
}

export function handlerMarketContext(market: Market): Promise<MarketContext> {
  return buildMarketContext(market, handlerReads);
}

/** The delivery modules serving a country (configuration: remembered like the market's reads). */
export function deliveryModulesFor(countryId: CountryId, language: LanguageCode): Promise<DeliveryModule[]> {
  return read(`delivery|${countryId}|${language}`, async () =>
    (await getCatalog()).listDeliveryModules(countryId, language),
  );
}
