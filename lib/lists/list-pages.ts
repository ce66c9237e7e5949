import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { getProductPage, type ProductPageData } from '../catalog/product-page';
import { toProductCard, type ProductCard } from '../catalog/product-cards';
import type { Market } from '../i18n/market';
import { getCatalog } from '../storefront';
import { LIST_LIMITS } from './list-rules';

/**
 * The wishlist's products as cards, in the order added; products no longer shown drop out. Read past the data
 * cache: every shopper's list is another query, which a shared cache would only fill.
 */
export async function wishlistCards(
  productIds: number[],
  market: Market,
  context: MarketContext,
): Promise<ProductCard[]> {
  if (productIds.length === 0) return [];
  const { items } = await (
    await getCatalog()
  ).listProducts({ language: market.language, productIds, limit: LIST_LIMITS.wishlist });
  const byId = new Map(items.map((item) => [item.id, item]));
  return productIds.flatMap((id) => {
    const item = byId.get(id);
    return item ? [toProductCard(item, context)] : [];
  });
}

/** The compared products as their (cached) product pages show them, in the order added. */
export async function comparedProducts(productIds: number[], market: Market): Promise<ProductPageData[]> {
  const pages = await Promise.all(productIds.map((id) => getProductPage(market, id, null)));
  return pages.filter((page): page is ProductPageData => page !== null);
}
