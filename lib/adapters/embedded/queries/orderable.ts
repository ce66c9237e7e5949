import { sql } from 'drizzle-orm';
import { countryIdSchema } from '../../../shop/schemas';
import type { OrderableSaleElement, StockPolicy } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

interface Row {
  pse_id: number;
  product_id: number;
  kind: string;
  stock: number;
  stock_policy: string;
  min_quantity: number;
  order_multiple: number;
  undeliverable_country_ids: number[];
  price: string | number;
  promo_price: string | number;
  promo: boolean;
  listen_price: string | number | null;
  prior_price: string | number | null;
}

/** A shown product's sale element as adding it to a cart needs it, read fresh (stock changes by the minute). */
export async function selectOrderableSaleElement(
  db: ShopDatabase,
  saleElementId: number,
  defaultCurrencyId: number,
): Promise<OrderableSaleElement | null> {
  const [row] = await selectRows<Row>(
    db,
    sql`SELECT pse.id AS pse_id, p.id AS product_id, p.kind, pse.quantity AS stock, pse.stock_policy,
        p.min_quantity, p.order_multiple, pp.price, pp.promo_price, pse.promo, pp.listen_price, pp.prior_price,
        ARRAY(SELECT country_id FROM product_undeliverable_country WHERE product_id = p.id ORDER BY 1)
          AS undeliverable_country_ids
      FROM product_sale_elements pse
      JOIN product p ON p.id = pse.product_id AND p.visible
      JOIN product_price pp ON pp.product_sale_elements_id = pse.id AND pp.currency_id = ${defaultCurrencyId}
      WHERE pse.id = ${saleElementId}`,
  );
  if (!row) return null;
  return {
    saleElementId: row.pse_id,
    productId: row.product_id,
    kind: row.kind === 'service' ? 'service' : 'goods',
    stock: row.stock,
    stockPolicy: row.stock_policy as StockPolicy,
    minQuantity: row.min_quantity,
    orderMultiple: row.order_multiple,
    undeliverableCountryIds: row.undeliverable_country_ids.map((id) => countryIdSchema.parse(id)),
    prices: {
      price: Number(row.price),
      promoPrice: Number(row.promo_price),
      onPromo: row.promo,
      listPrice: row.listen_price === null ? null : Number(row.listen_price),
      priorPrice: row.prior_price === null ? null : Number(row.prior_price),
    },
  };
}
