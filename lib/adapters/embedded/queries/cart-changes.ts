import { sql } from 'drizzle-orm';
import { quantityAfterChange } from '../../../shop/quantity-change';
import type { AddToCartInput, CartRefusal, CountryId, QuantityChange } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

/** A cart holds at most this many lines: enough for any bathroom, and a bound on what a bot can pile up. */
export const MAX_CART_LINES = 100;

type Change = { ok: true; cartId: number } | { ok: false; reason: CartRefusal };

/**
 * Locks the cart row for the rest of the transaction, so changes to one cart happen one after the other (two tabs
 * adding at once both keep their line; twenty quantity changes leave one of them).
 */
async function lockCart(tx: ShopDatabase, cartId: number, store?: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    tx,
    store === undefined
      ? sql`SELECT id FROM cart WHERE id = ${cartId} FOR UPDATE`
      : sql`SELECT id FROM cart WHERE id = ${cartId} AND store_code = ${store} FOR UPDATE`,
  );
  return rows.length > 0;
}

async function touchCart(tx: ShopDatabase, cartId: number): Promise<void> {
  await tx.execute(sql`UPDATE cart SET updated_at = now() WHERE id = ${cartId}`);
}

/**
 * One change to an existing cart in a transaction that holds its lock: `change` answers why it could not be made,
 * or null when it was; a made change marks the cart as used.
 */
function changeLockedCart(
  db: ShopDatabase,
  cartId: number,
  change: (tx: ShopDatabase) => Promise<CartRefusal | null>,
): Promise<Change> {
  return db.transaction(async (tx) => {
    if (!(await lockCart(tx, cartId))) return { ok: false, reason: 'cartNotFound' };
    const refusal = await change(tx);
    if (refusal) return { ok: false, reason: refusal };
    await touchCart(tx, cartId);
    return { ok: true, cartId };
  });
}

/**
 * docs/product.md §4 "Adding": the cart is checked first and a new one made when it is gone; a sale element already in the
 * cart gets the quantity added (never beyond `maxQuantity`), keeping its prices while they still hold.
 */
export function addLine(db: ShopDatabase, input: AddToCartInput, defaultCurrencyId: number): Promise<Change> {
  return db.transaction(async (tx) => {
    let cartId =
      input.cartId !== null && (await lockCart(tx, input.cartId, input.store)) ? input.cartId : null;
    if (cartId === null) {
      const [created] = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO cart (store_code, currency_id)
            SELECT code, currency_id FROM store WHERE code = ${input.store} RETURNING id`,
      );
      if (!created) throw new Error(`Store ${input.store} is missing`);
      cartId = created.id;
    }
    const [lines] = await selectRows<{ count: number; has_line: boolean }>(
      tx,
      sql`SELECT count(*)::int AS count, bool_or(product_sale_elements_id = ${input.saleElementId}) AS has_line
          FROM cart_item WHERE cart_id = ${cartId}`,
    );
    if (!lines?.has_line && (lines?.count ?? 0) >= MAX_CART_LINES)
      return { ok: false, reason: 'tooManyLines' };
    const held = input.pricesHeldUntil.toISOString();
    const written = await selectRows<{ id: number }>(
      tx,
      sql`INSERT INTO cart_item AS line (cart_id, product_id, product_sale_elements_id, quantity, price, promo_price,
            promo, listen_price, price_end_of_life, undeliverable)
          SELECT ${cartId}::int, pse.product_id, pse.id, LEAST(${input.quantity}::int, ${input.maxQuantity}::int),
            pp.price, pp.promo_price, pse.promo, pp.listen_price, ${held}::timestamptz, ${input.undeliverable}::boolean
          FROM product_sale_elements pse
          JOIN product_price pp ON pp.product_sale_elements_id = pse.id AND pp.currency_id = ${defaultCurrencyId}
          WHERE pse.id = ${input.saleElementId}
          ON CONFLICT (cart_id, product_sale_elements_id) DO UPDATE SET
            quantity = LEAST(line.quantity + excluded.quantity, ${input.maxQuantity}::int),
            price = CASE WHEN line.price_end_of_life < now() THEN excluded.price ELSE line.price END,
            promo_price = CASE WHEN line.price_end_of_life < now() THEN excluded.promo_price ELSE line.promo_price END,
            promo = CASE WHEN line.price_end_of_life < now() THEN excluded.promo ELSE line.promo END,
            listen_price = CASE WHEN line.price_end_of_life < now() THEN excluded.listen_price
                                ELSE line.listen_price END,
            price_end_of_life = CASE WHEN line.price_end_of_life < now() THEN excluded.price_end_of_life
                                     ELSE line.price_end_of_life END,
            undeliverable = excluded.undeliverable,
            updated_at = now()
          RETURNING line.id`,
    );
    if (written.length === 0) return { ok: false, reason: 'saleElementNotFound' };
    await touchCart(tx, cartId);
    return { ok: true, cartId };
  });
}

/** docs/product.md §4 "Quantity update": set, increase or decrease one line; a quantity below what is allowed removes it. */
export function changeQuantity(
  db: ShopDatabase,
  cartId: number,
  lineId: number,
  change: QuantityChange,
): Promise<Change> {
  return changeLockedCart(db, cartId, async (tx) => {
    const [line] = await selectRows<{ quantity: number }>(
      tx,
      sql`SELECT quantity FROM cart_item WHERE id = ${lineId} AND cart_id = ${cartId}`,
    );
    if (!line) return 'lineNotFound';
    const next = quantityAfterChange(line.quantity, change);
    await tx.execute(
      next === null
        ? sql`DELETE FROM cart_item WHERE id = ${lineId}`
        : sql`UPDATE cart_item SET quantity = ${next}, updated_at = now() WHERE id = ${lineId}`,
    );
    return null;
  });
}

/** Removes one line (docs/product.md §4 "delete item"). */
export function removeLine(db: ShopDatabase, cartId: number, lineId: number): Promise<Change> {
  return changeLockedCart(db, cartId, async (tx) => {
    const removed = await selectRows<{ id: number }>(
      tx,
      sql`DELETE FROM cart_item WHERE id = ${lineId} AND cart_id = ${cartId} RETURNING id`,
    );
    return removed.length === 0 ? 'lineNotFound' : null;
  });
}

/** docs/product.md §4 "delete all": the cart stays, empty. */
export function clearLines(db: ShopDatabase, cartId: number): Promise<Change> {
  return changeLockedCart(db, cartId, async (tx) => {
    await tx.execute(sql`DELETE FROM cart_item WHERE cart_id = ${cartId}`);
    return null;
  });
}

/** Chooses the centre a line is fulfilled from; only one that holds the sale element, or none (null). */
export function setLineCentre(
  db: ShopDatabase,
  cartId: number,
  lineId: number,
  centreId: number | null,
): Promise<Change> {
  return changeLockedCart(db, cartId, async (tx) => {
    const [line] = await selectRows<{ pse_id: number }>(
      tx,
      sql`SELECT product_sale_elements_id AS pse_id FROM cart_item WHERE id = ${lineId} AND cart_id = ${cartId}`,
    );
    if (!line) return 'lineNotFound';
    if (centreId !== null) {
      const [stocked] = await selectRows<{ ok: number }>(
        tx,
        sql`SELECT 1 AS ok FROM fulfilment_center_stock
            WHERE fulfilment_center_id = ${centreId} AND product_sale_elements_id = ${line.pse_id} AND quantity > 0`,
      );
      if (!stocked) return 'centreNotFound';
    }
    await tx.execute(
      sql`UPDATE cart_item SET fulfilment_center_id = ${centreId}, updated_at = now() WHERE id = ${lineId}`,
    );
    return null;
  });
}

/** Marks each line undeliverable or not for a delivery country, and remembers the country the marks are for. */
export function markLinesUndeliverable(
  db: ShopDatabase,
  cartId: number,
  countryId: CountryId,
): Promise<Change> {
  return db.transaction(async (tx) => {
    if (!(await lockCart(tx, cartId))) return { ok: false, reason: 'cartNotFound' };
    await tx.execute(sql`UPDATE cart_item ci SET undeliverable = EXISTS (
        SELECT 1 FROM product_undeliverable_country puc
        WHERE puc.product_id = ci.product_id AND puc.country_id = ${countryId})
      WHERE ci.cart_id = ${cartId}`);
    await tx.execute(sql`UPDATE cart SET marked_for_country_id = ${countryId} WHERE id = ${cartId}`);
    return { ok: true, cartId };
  });
}
