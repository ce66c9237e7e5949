import { sql } from 'drizzle-orm';
import { countryIdSchema, storeCodeSchema } from '../../../shop/schemas';
import type { Cart, CartLine } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { goodsColumns, goodsJoins, toGoods, type GoodsRow } from './cart-line-goods';
import { selectRows } from './raw';

interface LineRow extends GoodsRow {
  id: number;
  quantity: number;
  price: string | number;
  promo_price: string | number;
  promo: boolean;
  listen_price: string | number | null;
  price_end_of_life: Date | string;
  undeliverable: boolean;
  fulfilment_center_id: number | null;
}

const money = (value: string | number) => Number(value);
const moneyOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** A cart's lines with their goods as the catalogue has them now (cart-line-goods.ts). */
function linesQuery(cartId: number, locale: string, currencyId: number) {
  return sql`SELECT ci.id, ci.quantity, ci.price, ci.promo_price, ci.promo, ci.listen_price, ci.price_end_of_life,
      ci.undeliverable, ci.fulfilment_center_id, ${goodsColumns(locale)}
    FROM cart_item ci
    JOIN product_sale_elements pse ON pse.id = ci.product_sale_elements_id
    ${goodsJoins(locale, currencyId)}
    WHERE ci.cart_id = ${cartId}
    ORDER BY ci.id`;
}

function toLine(row: LineRow): CartLine {
  const goods = toGoods(row);
  return {
    ...goods,
    id: row.id,
    quantity: row.quantity,
    addedPrices: {
      price: money(row.price),
      promoPrice: money(row.promo_price),
      onPromo: row.promo,
      listPrice: moneyOrNull(row.listen_price),
      // A held price lower than today's is still measured against today's 30-day base, which is above both.
      priorPrice: goods.currentPrices.priorPrice,
    },
    pricesHeldUntil: new Date(row.price_end_of_life).toISOString(),
    undeliverable: row.undeliverable,
    fulfilmentCentreId: row.fulfilment_center_id,
  };
}

/** A cart with its lines in the locale, or null when there is no such cart. */
export async function selectCart(
  db: ShopDatabase,
  cartId: number,
  locale: string,
  defaultCurrencyId: number,
): Promise<Cart | null> {
  const [header] = await selectRows<{ id: number; store_code: string; marked_for_country_id: number | null }>(
    db,
    sql`SELECT id, store_code, marked_for_country_id FROM cart WHERE id = ${cartId}`,
  );
  if (!header) return null;
  const rows = await selectRows<LineRow>(db, linesQuery(cartId, locale, defaultCurrencyId));
  return {
    id: header.id,
    store: storeCodeSchema.parse(header.store_code),
    markedForCountryId:
      header.marked_for_country_id === null ? null : countryIdSchema.parse(header.marked_for_country_id),
    lines: rows.map(toLine),
  };
}
