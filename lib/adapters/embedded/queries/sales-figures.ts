import { sql, type SQL } from 'drizzle-orm';
import { orderStatuses } from '../../../shop/order-types';
import type { SalesFigure, SalesWindow } from '../../../shop/sales-figures';
import type { ShopDatabase } from '../database';
import { facetKey } from './facet-keys';
import { int, intArray } from './listing-conditions';
import { selectRows } from './raw';

/** Sold: paid, processed or sent. An unpaid order may still be abandoned at the provider, a cancelled one was not bought. */
const SOLD = sql.raw([orderStatuses.paid, orderStatuses.processing, orderStatuses.sent].join(', '));

/** One shopper's repeat orders count once: the account, or a guest's address as typed in any case. */
const BUYER = sql`COALESCE('c' || o.customer_id, lower(o.email))`;

/** The store's sold orders in the window. */
function soldOrders(window: SalesWindow): SQL {
  return sql`o.store_code = ${window.store} AND o.created_at >= ${window.since.toISOString()}::timestamptz
    AND o.status_id IN (${SOLD})`;
}

async function figures(db: ShopDatabase, query: SQL): Promise<SalesFigure[]> {
  const rows = await selectRows<{ product_id: number; buyers: number | string }>(db, query);
  return rows.map((row) => ({ productId: Number(row.product_id), buyers: Number(row.buyers) }));
}

/**
 * The store's most bought products, only those still listed (product_listing holds the visible ones with the
 * categories above theirs as facet keys, so a category's figures include its subcategories). Ties go to the
 * larger quantity, then to the lower id, so the order is stable.
 */
export function selectBestSellers(
  db: ShopDatabase,
  window: SalesWindow & { categoryId?: number },
): Promise<SalesFigure[]> {
  const inCategory =
    window.categoryId === undefined
      ? sql``
      : sql`AND l.facet_keys @> ARRAY[${int(facetKey('category', window.categoryId))}]`;
  return figures(
    db,
    sql`SELECT op.product_id, count(DISTINCT ${BUYER}) AS buyers
      FROM "order" o
      JOIN order_product op ON op.order_id = o.id
      JOIN product_listing l ON l.product_id = op.product_id ${inCategory}
      WHERE ${soldOrders(window)}
      GROUP BY op.product_id
      ORDER BY buyers DESC, sum(op.quantity) DESC, op.product_id
      LIMIT ${int(window.limit)}`,
  );
}

/** The listed products that share sold orders with any of the given ones, by how many buyers bought both. */
export function selectBoughtWith(
  db: ShopDatabase,
  window: SalesWindow & { productIds: number[] },
): Promise<SalesFigure[]> {
  if (window.productIds.length === 0) return Promise.resolve([]);
  const given = intArray(window.productIds);
  return figures(
    db,
    sql`WITH holding AS (
        SELECT DISTINCT o.id, ${BUYER} AS buyer
        FROM order_product mine JOIN "order" o ON o.id = mine.order_id
        WHERE mine.product_id = ANY(${given}) AND ${soldOrders(window)}
      )
      SELECT other.product_id, count(DISTINCT holding.buyer) AS buyers
      FROM holding
      JOIN order_product other ON other.order_id = holding.id AND other.product_id <> ALL(${given})
      JOIN product_listing l ON l.product_id = other.product_id
      GROUP BY other.product_id
      ORDER BY buyers DESC, other.product_id
      LIMIT ${int(window.limit)}`,
  );
}
