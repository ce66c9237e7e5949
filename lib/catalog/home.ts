import 'server-only';
import type { Market } from '../i18n/market';
import { getShop } from '../shop';
import type { CategoryNode } from '../shop/types';
import { getMarketContext } from './market-context';
import { toProductCard, type ProductCard } from './product-cards';

export interface HomePage {
  storeName: string;
  topCategories: Array<Pick<CategoryNode, 'id' | 'title' | 'url'>>;
  bestSellers: ProductCard[];
  featured: ProductCard[];
}

/** The home page's data for a market: the store's menu categories and its configured product rows. */
export async function getHomePage(market: Market): Promise<HomePage> {
  const shop = await getShop();
  const context = await getMarketContext(market);
  const { config } = context.store;
  const [tree, menu, bestSellers, featured] = await Promise.all([
    shop.getCategoryTree(market.language),
    shop.getMenu(market.store, market.language),
    shop.listProducts({ language: market.language, productIds: config.home.bestSellerProductIds, limit: 12 }),
    shop.listProducts({ language: market.language, productIds: config.home.productIds, limit: 12 }),
  ]);
  const byId = new Map(tree.map((node) => [node.id, node]));
  const order = (ids: number[]) => (a: { id: number }, b: { id: number }) =>
    ids.indexOf(a.id) - ids.indexOf(b.id);
  return {
    storeName: config.storeName,
    topCategories: menu.categoryIds.flatMap((id) => {
      const node = byId.get(id);
      return node ? [{ id: node.id, title: node.title, url: `/${node.url}` }] : [];
    }),
    bestSellers: bestSellers.items
      .sort(order(config.home.bestSellerProductIds))
      .map((p) => toProductCard(p, context)),
    featured: featured.items.sort(order(config.home.productIds)).map((p) => toProductCard(p, context)),
  };
}
