import 'server-only';
import { cache } from 'react';
import { languagePrefix } from '../i18n/decide-market';
import { formatLocaleOf, type Market } from '../i18n/market';
import { getShop } from '../shop';
import type { Store, TaxRule } from '../shop/types';
import type { VatContext } from '../pricing/vat';

export interface MarketContext {
  market: Market;
  store: Store;
  formatLocale: string;
  /** Prefix of internal links for the page's language ('' or '/en'). */
  linkPrefix: string;
  vat: VatContext;
  taxRules: Map<number, TaxRule>;
}

/** The store, tax rules and VAT context of a market, loaded once per request however many components ask. */
export const getMarketContext = cache(async (market: Market): Promise<MarketContext> => {
  const shop = await getShop();
  const [store, taxRules] = await Promise.all([
    shop.getStore(market.store),
    shop.listTaxRules(market.language),
  ]);
  if (!store) throw new Error(`Store ${market.store} is missing from the backend`);
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
    taxRules: new Map(taxRules.map((rule) => [rule.id, rule])),
  };
});
