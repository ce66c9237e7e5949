import { sql } from 'drizzle-orm';
import { countryIdSchema } from '../../../shop/schemas';
import type { CartLine, CentreStock, StockPolicy } from '../../../shop/types';
import type { OrderSetPart } from '../../../shop/order-types';
import type { ShopDatabase } from '../database';
import { COLOUR_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID } from '../seed/attributes';
import { imageFromJson, type ImageJson } from './first-images';
import { measureOf } from './joins';
import { selectRows } from './raw';

/**
 * What a cart line shows of its sale element, read fresh from the catalogue tables (stock and prices change under
 * a cart), whichever backend keeps the line itself: the embedded cart_item or a Thelia cart.
 */
export type CartLineGoods = Pick<
  CartLine,
  'productId' | 'saleElementId' | 'currentPrices' | 'product' | 'saleElement' | 'setParts'
>;

export interface GoodsRow {
  product_id: number;
  pse_id: number;
  cur_price: string | number;
  cur_promo_price: string | number;
  cur_promo: boolean;
  cur_listen_price: string | number | null;
  cur_prior_price: string | number | null;
  ref: string;
  stock: number;
  stock_policy: string;
  available_from: string | null;
  weight_grams: number;
  measure_unit: string | null;
  measure_milli: number | null;
  kind: string;
  tax_rule_id: number;
  min_quantity: number;
  order_multiple: number;
  unit: string;
  title: string;
  url: string | null;
  default_category_id: number | null;
  image: ImageJson | null;
  badge_codes: string[];
  undeliverable_country_ids: number[];
  colour: string | null;
  size: string | null;
  centres: CentreStock[];
  set_parts: OrderSetPart[];
}

const moneyOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** The value of one attribute of the sale element `pse`, in the locale. */
function attributeValue(attributeId: number, locale: string) {
  return sql`(SELECT avi.title FROM attribute_combination ac
      JOIN attribute_av_i18n avi ON avi.id = ac.attribute_av_id AND avi.locale = ${locale}
      WHERE ac.product_sale_elements_id = pse.id AND ac.attribute_id = ${attributeId} LIMIT 1)`;
}

/**
 * The select list of GoodsRow over a sale element `pse` with the joins of `goodsJoins`: one statement, the
 * per-line details as correlated subqueries like the product cards'.
 */
export function goodsColumns(locale: string) {
  return sql`pse.id AS pse_id, p.id AS product_id,
      pp.price AS cur_price, pp.promo_price AS cur_promo_price, pse.promo AS cur_promo,
      pp.listen_price AS cur_listen_price, pp.prior_price AS cur_prior_price,
      pse.ref, pse.quantity AS stock, pse.stock_policy, pse.available_from, pse.weight_grams,
      pse.measure_unit, pse.measure_milli,
      p.kind, p.tax_rule_id, p.min_quantity, p.order_multiple, p.unit, coalesce(pi.title, pse.ref) AS title,
      coalesce(
        (SELECT url FROM rewriting_url WHERE view = 'pse' AND view_id = pse.id AND view_locale = ${locale}
           AND redirected IS NULL LIMIT 1),
        (SELECT url FROM rewriting_url WHERE view = 'product' AND view_id = p.id AND view_locale = ${locale}
           AND redirected IS NULL LIMIT 1)) AS url,
      (SELECT category_id FROM product_category WHERE product_id = p.id AND default_category LIMIT 1)
        AS default_category_id,
      (SELECT json_build_object('file', img.file, 'width', img.width, 'height', img.height, 'alt', imgi.title)
         FROM product_image img
         LEFT JOIN product_image_i18n imgi ON imgi.id = img.id AND imgi.locale = ${locale}
         WHERE img.product_id = p.id AND img.visible ORDER BY img.position, img.id LIMIT 1) AS image,
      ARRAY(SELECT ak.code FROM product_associated_keyword pak
              JOIN associated_keyword ak ON ak.id = pak.keyword_id
              WHERE pak.product_id = p.id ORDER BY ak.id) AS badge_codes,
      ARRAY(SELECT country_id FROM product_undeliverable_country WHERE product_id = p.id ORDER BY 1)
        AS undeliverable_country_ids,
      ${attributeValue(COLOUR_ATTRIBUTE_ID, locale)} AS colour,
      ${attributeValue(SIZE_ATTRIBUTE_ID, locale)} AS size,
      coalesce((SELECT json_agg(json_build_object('centreId', fc.id, 'title', fc.title, 'quantity', fcs.quantity)
                  ORDER BY fc.position)
         FROM fulfilment_center_stock fcs JOIN fulfilment_center fc ON fc.id = fcs.fulfilment_center_id
         WHERE fcs.product_sale_elements_id = pse.id AND fcs.quantity > 0), '[]'::json) AS centres,
      coalesce((SELECT json_agg(json_build_object('saleElementId', part.id, 'ref', part.ref,
                    'title', coalesce(parti.title, part.ref), 'quantity', sp.quantity)
                  ORDER BY sp.position, part.id)
         FROM product_set_part sp JOIN product_sale_elements part ON part.id = sp.part_sale_element_id
         LEFT JOIN product_i18n parti ON parti.id = part.product_id AND parti.locale = ${locale}
         WHERE sp.set_sale_element_id = pse.id), '[]'::json) AS set_parts`;
}

/** The product, its texts and its price in the default currency, joined to a sale element `pse`. */
export function goodsJoins(locale: string, currencyId: number) {
  return sql`JOIN product p ON p.id = pse.product_id
    LEFT JOIN product_i18n pi ON pi.id = p.id AND pi.locale = ${locale}
    JOIN product_price pp ON pp.product_sale_elements_id = pse.id AND pp.currency_id = ${currencyId}`;
}

export function toGoods(row: GoodsRow): CartLineGoods {
  return {
    productId: row.product_id,
    saleElementId: row.pse_id,
    currentPrices: {
      price: Number(row.cur_price),
      promoPrice: Number(row.cur_promo_price),
      onPromo: row.cur_promo,
      listPrice: moneyOrNull(row.cur_listen_price),
      priorPrice: moneyOrNull(row.cur_prior_price),
    },
    product: {
      title: row.title,
      url: row.url ?? '',
      image: imageFromJson(row.image),
      kind: row.kind === 'service' ? 'service' : 'goods',
      taxRuleId: row.tax_rule_id,
      defaultCategoryId: row.default_category_id,
      minQuantity: row.min_quantity,
      orderMultiple: row.order_multiple,
      unit: row.unit,
      badgeCodes: row.badge_codes,
      undeliverableCountryIds: row.undeliverable_country_ids.map((id) => countryIdSchema.parse(id)),
    },
    saleElement: {
      ref: row.ref,
      stock: row.stock,
      stockPolicy: row.stock_policy as StockPolicy,
      availableFrom: row.available_from,
      weightGrams: row.weight_grams,
      measure: measureOf(row.measure_unit, row.measure_milli),
      colour: row.colour,
      size: row.size,
      // Every sale element has its own stock here; the sizes' stock is what backends without it send.
      sizeStocks: [],
      centres: row.centres,
    },
    setParts: row.set_parts,
  };
}

/** The goods of these sale elements by id; one the catalogue does not have (or has no price for) is left out. */
export async function selectCartLineGoods(
  db: ShopDatabase,
  saleElementIds: readonly number[],
  locale: string,
  currencyId: number,
): Promise<Map<number, CartLineGoods>> {
  if (saleElementIds.length === 0) return new Map();
  const rows = await selectRows<GoodsRow>(
    db,
    sql`SELECT ${goodsColumns(locale)} FROM product_sale_elements pse ${goodsJoins(locale, currencyId)}
        WHERE pse.id IN (${sql.join(
          saleElementIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.pse_id, toGoods(row)]));
}
