import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NewOrder, OrderAddressFields, OrderPlacement } from '../../../shop/order-types';
import { customerTitles } from '../../../shop/customer-types';
import { couponBuyers } from '../coupon-buyer';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';
import { selectOrder, selectOrderIdByKey } from './orders';
import { nextInvoiceRef } from './invoice-series';
import { refreshSetStock, setLinesOutOfDate, stockMoves, type StockMove } from './set-stock';

/** A refusal found inside the transaction: thrown so the transaction rolls back whatever it took already. */
class PlacementRefused extends Error {
  constructor(readonly outcome: Exclude<OrderPlacement, { order: unknown }>) {
    super(outcome.kind);
  }
}

/** `ORD` and 12 random digits: unguessable enough that a number reveals neither volume nor neighbours. */
const newOrderRef = () =>
  `ORD${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/**
 * Takes a line's units (a set's: its parts'): a sale element sold from stock only while enough are left (the row
 * lock makes concurrent buyers wait, so stock never goes below 0); backorder and preorder take what is there. The
 * centres give the same units up, the chosen one first, so their sum stays the sale element's stock.
 */
async function takeStock(tx: ShopDatabase, line: StockMove): Promise<boolean> {
  const taken = await selectRows<{ id: number }>(
    tx,
    sql`UPDATE product_sale_elements
        SET quantity = GREATEST(quantity - ${line.quantity}, 0)
        WHERE id = ${line.saleElementId} AND (stock_policy <> 'stock' OR quantity >= ${line.quantity})
        RETURNING id`,
  );
  if (taken.length === 0) return false;
  await tx.execute(sql`WITH ordered AS (
      SELECT s.fulfilment_center_id,
        SUM(s.quantity) OVER (ORDER BY (s.fulfilment_center_id = ${line.fulfilmentCentreId ?? -1}) DESC,
          c.position, c.id ROWS UNBOUNDED PRECEDING) - s.quantity AS before
      FROM fulfilment_center_stock s JOIN fulfilment_center c ON c.id = s.fulfilment_center_id
      WHERE s.product_sale_elements_id = ${line.saleElementId})
    UPDATE fulfilment_center_stock s
    SET quantity = s.quantity - LEAST(s.quantity, GREATEST(${line.quantity} - o.before, 0))
    FROM ordered o
    WHERE s.product_sale_elements_id = ${line.saleElementId} AND s.fulfilment_center_id = o.fulfilment_center_id`);
  return true;
}

/**
 * Counts a use of the coupon, overall and for each key of the buyer (their normalised address, their account),
 * only while all stay within their limits: decided here, at placement, never told while the shopper types.
 */
async function useCoupon(tx: ShopDatabase, code: string, buyers: string[]): Promise<void> {
  const [used] = await selectRows<{ id: number; max_uses_per_customer: number | null }>(
    tx,
    sql`UPDATE coupon SET used_count = used_count + 1
        WHERE code = ${code} AND active AND (max_uses IS NULL OR used_count < max_uses)
        RETURNING id, max_uses_per_customer`,
  );
  if (!used) throw new PlacementRefused({ kind: 'couponUsedUp' });
  for (const buyer of buyers) {
    const counted = await selectRows<{ count: number }>(
      tx,
      sql`INSERT INTO coupon_use (coupon_id, email, count) VALUES (${used.id}, ${buyer}, 1)
          ON CONFLICT (coupon_id, email) DO UPDATE SET count = coupon_use.count + 1
          WHERE ${used.max_uses_per_customer}::int IS NULL OR coupon_use.count < ${used.max_uses_per_customer}::int
          RETURNING count`,
    );
    if (counted.length === 0) throw new PlacementRefused({ kind: 'couponUsedByBuyer' });
  }
}

async function insertAddress(tx: ShopDatabase, orderId: number, kind: string, fields: OrderAddressFields) {
  await tx.execute(sql`INSERT INTO order_address (order_id, kind, title_id, firstname, lastname, company,
      vat_number, address1, address2, address3, zipcode, city, country_id, state_id, phone)
    VALUES (${orderId}, ${kind}, ${customerTitles[fields.title]}, ${fields.firstname}, ${fields.lastname},
      ${fields.company}, ${fields.vatNumber}, ${fields.street}, ${fields.houseNumber}, ${fields.line2},
      ${fields.postcode}, ${fields.city}, ${fields.countryId}, ${fields.stateId}, ${fields.phone})`);
}

async function insertOrder(tx: ShopDatabase, order: NewOrder): Promise<number> {
  const { amounts: a, delivery } = order;
  // Numbered in the year the order was priced in, the store's day (never the database clock's), and stamped when
  // the number was taken (not when the transaction began), so issue times follow the series' order.
  const invoiceRef = order.issueInvoice
    ? await nextInvoiceRef(tx, order.store, Number(order.pricedOn.slice(0, 4)))
    : null;
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`INSERT INTO "order" (ref, checkout_key, store_code, language_code, customer_id, cart_id, email,
        currency_code, delivery_module_id, delivery_title, delivery_kind, pickup_location_id, complete_delivery,
        payment_method,
        goods_gross, goods_net, postage_gross, postage_net, postage_vat_rate, discount_gross, discount_net,
        coupon_code, total_gross, total_net, vat_excluded, tax_confirmation, note, invoice_ref, invoiced_at)
      VALUES (${newOrderRef()}, ${order.checkoutKey}, ${order.store}, ${order.language}, ${order.customerId},
        ${order.cartId}, ${order.email}, ${order.currency}, ${delivery.moduleId}, ${delivery.title},
        ${delivery.kind}, ${delivery.pickupLocationId}, ${delivery.completeDelivery}, ${order.payment}, ${a.goodsGross}, ${a.goodsNet},
        ${a.postageGross}, ${a.postageNet}, ${a.postageVatRate}, ${a.discountGross}, ${a.discountNet},
        ${order.couponCode}, ${a.totalGross}, ${a.totalNet}, ${order.vatExcluded}, ${order.taxConfirmation},
        ${order.note}, ${invoiceRef}, ${invoiceRef === null ? null : sql`clock_timestamp()`})
      RETURNING id`,
  );
  return row!.id;
}

/**
 * Places an order in one transaction (docs/architecture.md "Orders"): takes the stock of every line in a fixed order (so
 * two buyers never wait on each other in a cycle), counts the coupon, writes the order with its lines and
 * addresses, and takes the ordered lines out of the cart for offline payments. A refusal leaves nothing behind; a second placement with
 * the same checkout key finds the first order.
 */
export async function placeOrder(db: ShopDatabase, order: NewOrder): Promise<OrderPlacement> {
  const known = await selectOrderIdByKey(db, order.checkoutKey);
  if (known !== null) return { kind: 'existing', order: (await selectOrder(db, known))! };
  try {
    const orderId = await db.transaction(async (tx) => {
      const outOfDate = await setLinesOutOfDate(tx, order.lines);
      if (outOfDate.length > 0) throw new PlacementRefused({ kind: 'outOfStock', saleElementIds: outOfDate });
      const moves = stockMoves(order.lines);
      const shortElements = new Set<number>();
      for (const move of moves) if (!(await takeStock(tx, move))) shortElements.add(move.saleElementId);
      // Every line drawing on a short element: a set and the same part bought beside it are both too many.
      const short = moves.filter((move) => shortElements.has(move.saleElementId));
      if (short.length > 0)
        throw new PlacementRefused({
          kind: 'outOfStock',
          saleElementIds: [...new Set(short.map((move) => move.lineSaleElementId))],
        });
      await refreshSetStock(
        tx,
        moves.map((move) => move.saleElementId),
      );
      if (order.couponCode)
        await useCoupon(tx, order.couponCode, couponBuyers(order.email, order.customerId));
      const id = await insertOrder(tx, order);
      for (const [position, line] of order.lines.entries())
        await tx.execute(sql`INSERT INTO order_product (order_id, product_id, product_sale_elements_id, ref,
            title, colour, size, quantity, unit_gross, unit_net, vat_rate, line_gross, line_net,
            fulfilment_center_id, position, set_parts)
          VALUES (${id}, ${line.productId}, ${line.saleElementId}, ${line.ref}, ${line.title}, ${line.colour},
            ${line.size}, ${line.quantity}, ${line.unitGross}, ${line.unitNet}, ${line.vatRate},
            ${line.lineGross}, ${line.lineNet}, ${line.fulfilmentCentreId}, ${position},
            ${JSON.stringify(line.setParts)}::jsonb)`);
      await insertAddress(tx, id, 'delivery', order.deliveryAddress);
      await insertAddress(tx, id, 'invoice', order.invoiceAddress);
      if (order.emptyCart)
        await tx.execute(sql`DELETE FROM cart_item WHERE cart_id = ${order.cartId}
          AND product_sale_elements_id IN (${sql.join(
            order.lines.map((line) => sql`${line.saleElementId}`),
            sql`, `,
          )})`);
      return id;
    });
    return { kind: 'placed', order: (await selectOrder(db, orderId))! };
  } catch (error) {
    if (error instanceof PlacementRefused) return error.outcome;
    // A concurrent submit with the same key won the unique index: its order is this one.
    const again = await selectOrderIdByKey(db, order.checkoutKey);
    if (again !== null) return { kind: 'existing', order: (await selectOrder(db, again))! };
    throw error;
  }
}
