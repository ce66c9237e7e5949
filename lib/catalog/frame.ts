import 'server-only';
import type { Market } from '../i18n/market';
import { storeDefaults } from '../i18n/stores';
import { getShop } from '../shop';
import type { Country } from '../shop/types';
import { getMarketContext } from './market-context';

export interface Frame {
  storeName: string;
  logoUrl: string;
  /** Prefix of internal links for the page's language ('' or '/en'). */
  linkPrefix: string;
  topCategories: Array<{ id: number; title: string; url: string }>;
  deliveryCountries: Country[];
  deliveryCountryId: Country['id'];
}

/** What the header and footer of every page need for a market. */
export async function getFrame(market: Market): Promise<Frame> {
  const shop = await getShop();
  const [context, tree, menu, countries] = await Promise.all([
    getMarketContext(market),
    shop.getCategoryTree(market.language),
    shop.getMenu(market.store, market.language),
    shop.listCountries(market.language),
  ]);
  const prefix = context.linkPrefix;
  const byId = new Map(tree.map((node) => [node.id, node]));
  const deliverable = storeDefaults[market.store].deliveryCountryIds;
  return {
    storeName: context.store.config.storeName,
    logoUrl: context.store.config.images.logoHeader,
    linkPrefix: prefix,
    topCategories: menu.categoryIds.flatMap((id) => {
      const node = byId.get(id);
      return node ? [{ id: node.id, title: node.title, url: `${prefix}/${node.url}` }] : [];
    }),
    deliveryCountries: deliverable.flatMap((id) => countries.find((country) => country.id === id) ?? []),
    deliveryCountryId: market.deliveryCountryId,
  };
}
