import 'server-only';
import type { Market } from '../i18n/market';
import { getShop } from '../shop';
import { getMarketContext } from './market-context';
import { toProductCard, type ProductCard } from './product-cards';

export interface HomePage {
  storeName: string;
  /** The advent banner's image, when the store runs its advent calendar. */
  adventBannerUrl: string | null;
  bestSellers: ProductCard[];
  featured: ProductCard[];
}

/** The home page's data for a market: the store's configured product rows. */
export async function getHomePage(market: Market): Promise<HomePage> {
  const shop = await getShop();
  const context = await getMarketContext(market);
  const { config } = context.store;
  const [bestSellers, featured] = await Promise.all([
    shop.listProducts({ language: market.language, productIds: config.home.bestSellerProductIds, limit: 12 }),
    shop.listProducts({ language: market.language, productIds: config.home.productIds, limit: 12 }),
  ]);
  const order = (ids: number[]) => (a: { id: number }, b: { id: number }) =>
    ids.indexOf(a.id) - ids.indexOf(b.id);
  return {
    storeName: config.storeName,
    adventBannerUrl: config.advent.enabled ? config.advent.background : null,
    bestSellers: bestSellers.items
      .sort(order(config.home.bestSellerProductIds))
      .map((p) => toProductCard(p, context)),
    featured: featured.items.sort(order(config.home.productIds)).map((p) => toProductCard(p, context)),
  };
}
