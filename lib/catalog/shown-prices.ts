import { displayPrice, type DisplayPrice } from '../pricing/display-price';
import { unitPriceOf, type Measure, type UnitPrice } from '../pricing/unit-price';
import type { NetPrices } from '../shop/types';
import type { MarketContext } from './market-context';
import { discountPercent, referencePricesOf, sellingNetPrice } from './reference-price';

export interface ShownPrices {
  price: DisplayPrice;
  /** The lowest price of the 30 days before a running reduction, struck through; null when none is announced. */
  prior: DisplayPrice | null;
  /** The manufacturer's recommended retail price, when above the price. */
  recommended: DisplayPrice | null;
  /** Of the prior price only, never of the recommended one. */
  discountPercent: number;
  /** The price per metre, square metre, litre or kilogram of goods sold by measure. */
  unitPrice: UnitPrice | null;
}

/** What a shopper sees for a sale element's net prices in a market: price, reference prices and discount. */
export function shownPrices(
  context: MarketContext,
  product: { id: number; taxRuleId: number; defaultCategoryId: number | null },
  prices: NetPrices,
  measure: Measure | null,
): ShownPrices {
  const rule = context.taxRules.get(product.taxRuleId);
  if (!rule) throw new Error(`Product ${product.id} has unknown tax rule ${product.taxRuleId}`);
  const item = {
    rateByCountry: rule.rateByCountry,
    conditionalByCountry: rule.conditionalByCountry,
    categoryIds: product.defaultCategoryId ? [product.defaultCategoryId] : [],
  };
  const show = (net: number) => displayPrice(net, item, context.vat, context.store.currency);
  const price = show(sellingNetPrice(prices));
  const references = referencePricesOf(prices);
  const prior = references.prior === null ? null : show(references.prior);
  return {
    price,
    prior,
    recommended: references.recommended === null ? null : show(references.recommended),
    discountPercent: prior ? discountPercent(price.amount, prior.amount) : 0,
    unitPrice: unitPriceOf(price, measure),
  };
}

/** docs/product.md §3 price_request_product_ids: products whose price the shop gives on request only. */
export function isPriceOnRequest(context: MarketContext, productId: number): boolean {
  return context.store.config.priceRequestProductIds.includes(productId);
}
