import { displayPrice, type DisplayPrice } from '../pricing/display-price';
import type { NetPrices } from '../shop/types';
import type { MarketContext } from './market-context';
import { discountPercent, referencePriceOf, sellingNetPrice, type ReferencePrice } from './reference-price';

export interface ShownPrices {
  price: DisplayPrice;
  /** A real, labelled reference price; null when there is none. */
  reference: { kind: ReferencePrice['kind']; price: DisplayPrice } | null;
  discountPercent: number;
}

/** What a shopper sees for a sale element's net prices in a market: price, reference price and discount. */
export function shownPrices(
  context: MarketContext,
  product: { id: number; taxRuleId: number; defaultCategoryId: number | null },
  prices: NetPrices,
): ShownPrices {
  const rule = context.taxRules.get(product.taxRuleId);
  if (!rule) throw new Error(`Product ${product.id} has unknown tax rule ${product.taxRuleId}`);
  const item = {
    rateByCountry: rule.rateByCountry,
    categoryIds: product.defaultCategoryId ? [product.defaultCategoryId] : [],
  };
  const show = (net: number) => displayPrice(net, item, context.vat, context.store.currency);
  const price = show(sellingNetPrice(prices));
  const reference = referencePriceOf(prices);
  const referencePrice = reference ? show(reference.net) : null;
  return {
    price,
    reference: reference && referencePrice ? { kind: reference.kind, price: referencePrice } : null,
    discountPercent: referencePrice ? discountPercent(price.amount, referencePrice.amount) : 0,
  };
}

/** SPEC §3 price_request_product_ids: products whose price the shop gives on request only. */
export function isPriceOnRequest(context: MarketContext, productId: number): boolean {
  return context.store.config.priceRequestProductIds.includes(productId);
}
