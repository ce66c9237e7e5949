import { displayPrice, type DisplayPrice } from '../pricing/display-price';
import type { Image, ProductSummary } from '../shop/types';
import type { MarketContext } from './market-context';

/** A product as a listing card shows it: everything already priced for the shopper's market. */
export interface ProductCard {
  id: number;
  title: string;
  url: string;
  brand: string | null;
  image: Image | null;
  price: DisplayPrice;
  /** The real regular price during a promotion, never an invented one (EU price indication rules). */
  regularPrice: DisplayPrice | null;
}

export function toProductCard(product: ProductSummary, context: MarketContext): ProductCard {
  const rule = context.taxRules.get(product.taxRuleId);
  if (!rule) throw new Error(`Product ${product.id} has unknown tax rule ${product.taxRuleId}`);
  const item = {
    rateByCountry: rule.rateByCountry,
    categoryIds: product.defaultCategoryId ? [product.defaultCategoryId] : [],
  };
  const { prices } = product.defaultSaleElement;
  const price = (net: number) => displayPrice(net, item, context.vat, context.store.currency);
  return {
    id: product.id,
    title: product.title,
    url: `${context.linkPrefix}/${product.url}`,
    brand: product.brand?.title ?? null,
    image: product.image,
    price: price(prices.onPromo ? prices.promoPrice : prices.price),
    regularPrice: prices.onPromo && prices.promoPrice < prices.price ? price(prices.price) : null,
  };
}
