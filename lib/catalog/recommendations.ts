import 'server-only';
import type { Market } from '../i18n/market';
import type { StoreCode } from '../shop/codes';
import type { ProductDetail } from '../shop/types';
import { getSalesFigures, type SalesFigures } from '../storefront';
import { cachedBackendRead, catalogue, listProducts } from './cached-shop';
import { tagOf } from './cache-tags';
import type { MarketContext } from './market-context';
import { toProductCard, type ProductCard } from './product-cards';
import { recommendedProductIds, salesWindowStart } from './sales-ranking';

/** Figures read at once: more than any strip shows, so products hidden meanwhile leave enough behind. */
const FIGURES_READ = 24;
/** Cards a recommendation strip shows: one row on a desktop, two on a phone. */
export const STRIP_SIZE = 4;

const salesRead = cachedBackendRead<SalesFigures>(getSalesFigures);

/**
 * The figures, cached with the catalogue for an hour and then read anew in the background, so no page waits for
 * the orders to be counted more than once an hour.
 */
const sales = {
  bestSellers: salesRead(
    'bestSellers',
    (figures, store: StoreCode, categoryId: number) =>
      figures.bestSellers({
        store,
        since: salesWindowStart(new Date()),
        limit: FIGURES_READ,
        ...(categoryId > 0 ? { categoryId } : {}),
      }),
    (store) => [tagOf.store(store)],
  ),
  /** The products as a sorted comma-separated list, one cache entry per set. */
  boughtWith: salesRead(
    'boughtWith',
    (figures, store: StoreCode, productIds: string) =>
      figures.boughtWith({
        store,
        since: salesWindowStart(new Date()),
        limit: FIGURES_READ,
        productIds: productIds.split(',').map(Number),
      }),
    (store) => [tagOf.store(store)],
  ),
};

/** The listed ones of these products as cards, in the order given; within a category when one is named. */
export async function productCardsInOrder(
  market: Market,
  context: MarketContext,
  ids: readonly number[],
  { categoryId, size = ids.length }: { categoryId?: number; size?: number } = {},
): Promise<ProductCard[]> {
  if (ids.length === 0 || size === 0) return [];
  const { items } = await listProducts({
    language: market.language,
    productIds: [...ids],
    limit: Math.min(ids.length, 100),
    ...(categoryId ? { categoryId } : {}),
  });
  return items
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .slice(0, size)
    .map((item) => toProductCard(item, context));
}

/**
 * The store's best sellers of the last 30 days, or a category's, filled up with the configured list (the home
 * page's best sellers; within a category, those of them that belong to it) while the orders say too little,
 * unless `configured` is false.
 */
export async function bestSellerCards(
  market: Market,
  context: MarketContext,
  {
    categoryId,
    size,
    exclude = [],
    configured = true,
  }: { categoryId?: number; size: number; exclude?: readonly number[]; configured?: boolean },
): Promise<ProductCard[]> {
  const figures = await sales.bestSellers(market.store, categoryId ?? 0);
  const fallback = configured ? context.store.config.home.bestSellerProductIds : [];
  const ids = recommendedProductIds(figures, fallback, { size: FIGURES_READ, exclude });
  return productCardsInOrder(market, context, ids, { categoryId, size });
}

/**
 * What buyers of these products also bought, filled up with `configured` (the catalogue's own links) while the
 * orders say too little; never one of the products themselves or of `exclude`.
 */
export async function boughtTogetherCards(
  market: Market,
  context: MarketContext,
  productIds: readonly number[],
  { configured = [], exclude = [] }: { configured?: readonly number[]; exclude?: readonly number[] } = {},
): Promise<ProductCard[]> {
  if (productIds.length === 0) return [];
  const key = [...new Set(productIds)].sort((a, b) => a - b).join(',');
  const figures = await sales.boughtWith(market.store, key);
  const ids = recommendedProductIds(figures, configured, {
    size: FIGURES_READ,
    exclude: [...productIds, ...exclude],
  });
  return productCardsInOrder(market, context, ids, { size: STRIP_SIZE });
}

/**
 * A product page's strips from the orders: what its buyers also bought (none the page offers already), and the
 * best sellers of its own category after the catalogue's alternatives, up to a strip.
 */
export async function productRecommendations(
  market: Market,
  context: MarketContext,
  product: ProductDetail,
): Promise<{ boughtTogether: ProductCard[]; moreAlternatives: ProductCard[] }> {
  const offered = [...product.accessories, ...product.services, ...product.alternatives].map(({ id }) => id);
  const boughtTogether = await boughtTogetherCards(market, context, [product.id], { exclude: offered });
  const category = product.categoryPath.at(-1);
  const missing = STRIP_SIZE - product.alternatives.length;
  const moreAlternatives =
    category && missing > 0
      ? await bestSellerCards(market, context, {
          categoryId: category.id,
          size: missing,
          exclude: [product.id, ...offered, ...boughtTogether.map(({ id }) => id)],
          configured: false,
        })
      : [];
  return { boughtTogether, moreAlternatives };
}

/** Products whose accessories the cart's strip may offer: a cart of many lines needs no more than these. */
const CART_PRODUCTS_ASKED = 10;

/** The cart page's strip: what buyers of its products also bought, filled up with their accessories. */
export async function cartRecommendationCards(
  market: Market,
  context: MarketContext,
  productIds: readonly number[],
): Promise<ProductCard[]> {
  const inCart = [...new Set(productIds)];
  const products = await Promise.all(
    inCart.slice(0, CART_PRODUCTS_ASKED).map((id) => catalogue.product(id, market.language)),
  );
  const accessories = products.flatMap((product) => product?.accessories.map(({ id }) => id) ?? []);
  return boughtTogetherCards(market, context, inCart, { configured: accessories });
}
