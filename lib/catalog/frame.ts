import 'server-only';
import type { Market } from '../i18n/market';
import { storeDefaults } from '../i18n/stores';
import type { Country, SalesBar, TaxRule } from '../shop/types';
import { catalogue } from './cached-shop';
import { consentData, type ConsentData } from './frame-consent';
import { footerData, loadLegalPages, type FooterData } from './frame-footer';
import { getMarketContext } from './market-context';
import { menuTree, type MenuNode } from './menu-tree';

export type { ConsentData } from './frame-consent';
export type { FooterData } from './frame-footer';
export type { MenuNode } from './menu-tree';

export interface Frame {
  storeName: string;
  logoUrl: string;
  /** Prefix of internal links for the page's language ('' or '/en'). */
  linkPrefix: string;
  /** The store's menu categories with their subcategories holding products, four levels deep. */
  menuTree: MenuNode[];
  salesBar: SalesBar | null;
  phone: { number: string };
  /** docs/product.md §3 text-header-info: the store's one line of promises (free shipping from, advice by phone). */
  headerInfo: string;
  /** docs/product.md §3 display_country_header and country_flag: whether the header offers the delivery country, and the store's flag beside it. */
  countryHeader: { shown: boolean; flag: string };
  /** The store runs its advent calendar (the header links to it on wide screens). */
  adventEnabled: boolean;
  /** The store's delivery countries with their standard VAT rate on the day, in basis points. */
  deliveryCountries: Array<Country & { vatBasisPoints: number | null }>;
  deliveryCountryId: Country['id'];
  vatMode: Market['vatMode'];
  footer: FooterData;
  consent: ConsentData;
}

/** What the header and footer of every page need for a market. */
export async function getFrame(market: Market): Promise<Frame> {
  const [context, tree, menu, countries, integrations, salesBar, stocked] = await Promise.all([
    getMarketContext(market),
    catalogue.categoryTree(market.language),
    catalogue.menu(market.store, market.language),
    catalogue.countries(market.language),
    catalogue.integrations(market.store),
    catalogue.salesBar(market.language),
    // The sitemap lists exactly the categories that hold products (with those of their subcategories).
    catalogue.sitemapEntries('category', market.language, 0, 0),
  ]);
  const prefix = context.linkPrefix;
  const { config } = context.store;
  const holding = new Set(stocked.map((entry) => entry.id));
  const deliverable = storeDefaults[market.store].deliveryCountryIds;
  const legalPages = await loadLegalPages(market, menu);
  return {
    storeName: config.storeName,
    logoUrl: config.images.logoHeader,
    linkPrefix: prefix,
    menuTree: menuTree({
      tree,
      topIds: menu.categoryIds,
      icons: menu.categoryIcons,
      holdsProducts: (id) => holding.has(id),
      prefix,
    }),
    salesBar: salesBar && {
      ...salesBar,
      link:
        salesBar.link && !/^https?:/.test(salesBar.link)
          ? `${prefix}/${salesBar.link.replace(/^\//, '')}`
          : salesBar.link,
    },
    phone: { number: context.store.info.phone },
    headerInfo: config.headerInfo,
    countryHeader: { shown: config.displayCountryHeader, flag: config.countryFlag },
    adventEnabled: config.advent.enabled,
    deliveryCountries: deliverable.flatMap((id) => {
      const country = countries.find((entry) => entry.id === id);
      return country ? [{ ...country, vatBasisPoints: standardRate(context.taxRules.values(), id) }] : [];
    }),
    deliveryCountryId: market.deliveryCountryId,
    vatMode: market.vatMode,
    footer: footerData(context, menu, legalPages),
    consent: consentData(context, integrations, legalPages.get('datenschutz')),
  };
}

/** The default tax rule's rate for a country on the context's day; null when none is in force. */
function standardRate(rules: Iterable<TaxRule>, countryId: Country['id']): number | null {
  return [...rules].find((rule) => rule.isDefault)?.rateByCountry[countryId] ?? null;
}
