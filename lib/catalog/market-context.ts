import 'server-only';
import { cache } from 'react';
import { env } from '../env';
import { languagePrefix } from '../i18n/decide-market';
import { decodeMarket, encodeMarket, formatLocaleOf, type Market } from '../i18n/market';
import { dayIn, type Day } from '../pricing/tax-rates';
import { taxRulesOn } from '../pricing/tax-rules-on';
import type { VatContext } from '../pricing/vat';
import { storeDefaults } from '../i18n/stores';
import type { StoreOrigins } from '../seo/public-urls';
import { storeCodes } from '../shop/codes';
import type { Country, Store, TaxRule, TaxRuleHistory } from '../shop/types';
import { catalogue } from './cached-shop';

export interface MarketContext {
  market: Market;
  store: Store;
  formatLocale: string;
  /** Prefix of internal links for the page's language ('' or '/en'). */
  linkPrefix: string;
  vat: VatContext;
  /** The day of supply in the store's time zone: the tax rules hold the rates in force on it. */
  day: Day;
  taxRules: Map<number, TaxRule>;
  /** Where each store is public, for canonical URLs, alternates, JSON-LD and sitemaps. */
  origins: StoreOrigins;
  deliveryCountry: Country;
}

/** Where the context's parts come from: the data cache for pages, the backend directly for route handlers. */
export interface MarketReads {
  store(code: Store['code']): Promise<Store | null>;
  taxRules(language: Market['language']): Promise<TaxRuleHistory[]>;
  countries(language: Market['language']): Promise<Country[]>;
}

/** SHOP_ORIGINS where set, else each store's lang_url from its locale configuration. */
async function storeOrigins(reads: MarketReads): Promise<StoreOrigins> {
  const configured = env().SHOP_ORIGINS;
  const entries = await Promise.all(
    storeCodes.map(async (code) => {
      const fallback = (await reads.store(code))?.config.languageUrl.replace(/\/$/, '') ?? '';
      return [code, configured.get(code) ?? fallback] as const;
    }),
  );
  return Object.fromEntries(entries) as StoreOrigins;
}

/** The store, tax rules and VAT context of a market at an instant, from the given reads. */
export async function buildMarketContext(
  market: Market,
  reads: MarketReads,
  now: Date = new Date(),
): Promise<MarketContext> {
  const [store, taxRules, origins, countries] = await Promise.all([
    reads.store(market.store),
    reads.taxRules(market.language),
    storeOrigins(reads),
    reads.countries(market.language),
  ]);
  const deliveryCountry = countries.find((country) => country.id === market.deliveryCountryId);
  if (!store || !deliveryCountry) throw new Error(`Store ${market.store} or its delivery country is missing`);
  const day = dayIn(now, storeDefaults[market.store].timeZone);
  return {
    market,
    store,
    formatLocale: formatLocaleOf(market),
    linkPrefix: languagePrefix(market),
    vat: {
      deliveryCountryId: market.deliveryCountryId,
      mode: market.vatMode,
      zeroVatCategoryIds: store.config.zeroVat.categoryIds,
    },
    day,
    taxRules: new Map(taxRulesOn(taxRules, day).map((rule) => [rule.id, rule])),
    origins,
    deliveryCountry,
  };
}

// Keyed by the market's segment: components each decode their own Market object from the path.
const contextOf = cache(async (segment: string): Promise<MarketContext> => {
  const market = decodeMarket(segment);
  if (!market) throw new Error(`Not a market: ${segment}`);
  return buildMarketContext(market, catalogue);
});

/** The store, tax rules and VAT context of a market, loaded once per request however many components ask. */
export function getMarketContext(market: Market): Promise<MarketContext> {
  return contextOf(encodeMarket(market));
}
