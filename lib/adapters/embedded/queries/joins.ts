import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Measure } from '../../../pricing/unit-price';
import type { SaleElement, StockPolicy } from '../../../shop/types';
import { product, productPrice, productSaleElements } from '../schema';

/** A value given now, or a placeholder a prepared statement is given on each run. */
export type ValueOrPlaceholder<T> = T | Placeholder;

/** The row of an *_i18n table for an entity in one locale. */
export function translated(
  i18n: { id: AnyPgColumn; locale: AnyPgColumn },
  id: AnyPgColumn,
  locale: ValueOrPlaceholder<string>,
) {
  return and(eq(i18n.id, id), eq(i18n.locale, locale));
}

/**
 * The id of the sale element a product is shown by (`productId` an SQL expression naming the product): the
 * default when it can be ordered, else the first in display order that can, else the default. The product
 * page makes the same choice in lib/catalog/opening-variant.ts, so a card shows the variant its page opens on.
 */
export function shownSaleElementOf(productId: SQL): SQL {
  const orderable = sql`(shown.quantity > 0 OR shown.stock_policy IN ('backorder', 'preorder'))`;
  return sql`(SELECT shown.id FROM product_sale_elements shown WHERE shown.product_id = ${productId}
    ORDER BY (shown.is_default AND ${orderable}) DESC, ${orderable} DESC, shown.is_default DESC, shown.id
    LIMIT 1)`;
}

/** A product's shown sale element: the variant listings show and price. */
export const shownSaleElementOfProduct = eq(productSaleElements.id, shownSaleElementOf(sql`${product.id}`));

/** A sale element's price row in one currency. */
export function priceIn(currencyId: ValueOrPlaceholder<number>) {
  return and(
    eq(productPrice.productSaleElementsId, productSaleElements.id),
    eq(productPrice.currencyId, currencyId),
  );
}

const MEASURE_UNITS = new Set<string>(['m', 'm2', 'l', 'kg']);

/** A sale element's stored measure, when both its columns hold one the shop knows. */
export function measureOf(unit: string | null, milli: number | null): Measure | null {
  return unit !== null && MEASURE_UNITS.has(unit) && milli !== null && milli > 0
    ? { unit: unit as Measure['unit'], milli }
    : null;
}

/** A sale element row and its price row as the port's SaleElement, without its attribute values. */
export function toSaleElement(
  pse: typeof productSaleElements.$inferSelect,
  price: typeof productPrice.$inferSelect,
): Omit<SaleElement, 'colour' | 'size'> {
  return {
    id: pse.id,
    ref: pse.ref,
    ean: pse.eanCode,
    stock: pse.quantity,
    stockPolicy: pse.stockPolicy as StockPolicy,
    availableFrom: pse.availableFrom,
    isDefault: pse.isDefault,
    weightGrams: pse.weightGrams,
    measure: measureOf(pse.measureUnit, pse.measureMilli),
    prices: {
      price: price.price,
      promoPrice: price.promoPrice,
      listPrice: price.listenPrice,
      onPromo: pse.promo,
      priorPrice: price.priorPrice,
    },
  };
}
