import { sql } from 'drizzle-orm';
import type { StoreCode } from '../../../shop/codes';
import { storeCodeSchema } from '../../../shop/schemas';
import { couponBuyers } from '../coupon-buyer';
import type { CouponKind, CouponTerms, OrderSetPart } from '../../../shop/order-types';
import { offlinePaymentMethods, orderStatuses, type OrderStatus } from '../../../shop/order-types';
import type { ShopDatabase } from '../database';
import { issueCreditNote } from './invoice-series';
import { selectRows } from './raw';
import { refreshSetStock, stockMoves } from './set-stock';

/**
 * Cancels an order that is still in one of `from` (docs/product.md §8: not once paid or processing), in one transaction that
 * gives its units back to stock and its coupon use back, so a shopper whose payment failed can order again with the
 * same coupon, and issues the credit note of an invoice already issued (an offline payment's, numbered at
 * placement). False when the order was not in such a status (nothing changed).
 */
export function cancelOrder(
  db: ShopDatabase,
  orderId: number,
  reason: 'customer' | 'paymentError',
  from: OrderStatus[],
): Promise<boolean> {
  return db.transaction((tx) => cancelWithin(tx, orderId, reason, from));
}

/** The cancellation inside a caller's transaction (a payment's outcome cancels as part of recording it). */
export async function cancelWithin(
  tx: ShopDatabase,
  orderId: number,
  reason: 'customer' | 'paymentError',
  from: OrderStatus[],
): Promise<boolean> {
  const fromIds = from.map((status) => orderStatuses[status]);
  const [cancelled] = await selectRows<{
    coupon_code: string | null;
    email: string;
    customer_id: number | null;
    store_code: StoreCode;
    invoice_ref: string | null;
  }>(
    tx,
    sql`UPDATE "order" SET status_id = ${orderStatuses.cancelled}, cancel_reason = ${reason}, updated_at = now()
        WHERE id = ${orderId} AND status_id IN (${sql.join(
          fromIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          -- A customer never cancels while a provider's payment page may still take the money (cancel-rules.ts).
          AND (${reason} <> 'customer' OR payment_method IN (${sql.join(
            offlinePaymentMethods.map((method) => sql`${method}`),
            sql`, `,
          )}) OR payment_reference IS NULL)
        RETURNING coupon_code, email, customer_id, store_code, invoice_ref`,
  );
  if (!cancelled) return false;
  const lines = await selectRows<{
    pse: number;
    quantity: number;
    centre: number | null;
    set_parts: OrderSetPart[];
  }>(
    tx,
    sql`SELECT product_sale_elements_id AS pse, quantity, fulfilment_center_id AS centre, set_parts
        FROM order_product WHERE order_id = ${orderId}`,
  );
  const moves = stockMoves(
    lines.map((line) => ({
      saleElementId: line.pse,
      quantity: line.quantity,
      fulfilmentCentreId: line.centre,
      setParts: line.set_parts,
    })),
  );
  for (const move of moves) {
    await tx.execute(
      sql`UPDATE product_sale_elements SET quantity = quantity + ${move.quantity} WHERE id = ${move.saleElementId}`,
    );
    // The units go back to the centre the line named, else to the first one that holds the sale element.
    await tx.execute(sql`UPDATE fulfilment_center_stock SET quantity = quantity + ${move.quantity}
      WHERE product_sale_elements_id = ${move.saleElementId} AND fulfilment_center_id = (
        SELECT s.fulfilment_center_id FROM fulfilment_center_stock s
        JOIN fulfilment_center c ON c.id = s.fulfilment_center_id
        WHERE s.product_sale_elements_id = ${move.saleElementId}
        ORDER BY (s.fulfilment_center_id = ${move.fulfilmentCentreId ?? -1}) DESC, c.position, c.id LIMIT 1)`);
  }
  await refreshSetStock(
    tx,
    moves.map((move) => move.saleElementId),
  );
  if (cancelled.coupon_code) {
    await tx.execute(sql`UPDATE coupon SET used_count = GREATEST(used_count - 1, 0)
      WHERE code = ${cancelled.coupon_code}`);
    const buyers = couponBuyers(cancelled.email, cancelled.customer_id);
    await tx.execute(sql`UPDATE coupon_use SET count = GREATEST(count - 1, 0)
      WHERE email IN (${sql.join(
        buyers.map((buyer) => sql`${buyer}`),
        sql`, `,
      )})
        AND coupon_id = (SELECT id FROM coupon WHERE code = ${cancelled.coupon_code})`);
  }
  // An issued invoice stays in the books: the credit note that cancels it takes the series' next number. Taken
  // last, as placing an order takes it after the stock, so the two never wait for each other's locks.
  if (cancelled.invoice_ref !== null) await issueCreditNote(tx, orderId, cancelled.store_code);
  return true;
}

/** A coupon's terms, the same for every buyer (their uses count at placement); null for an unknown code. */
export async function selectCoupon(db: ShopDatabase, code: string): Promise<CouponTerms | null> {
  const [row] = await selectRows<Record<string, unknown>>(db, sql`SELECT * FROM coupon WHERE code = ${code}`);
  if (!row) return null;
  const date = (value: unknown) => (value ? new Date(String(value)) : null);
  return {
    code: String(row.code),
    storeCode: row.store_code === null ? null : storeCodeSchema.parse(row.store_code),
    kind: String(row.kind) as CouponKind,
    amount: Number(row.amount),
    minOrder: Number(row.min_order),
    startsAt: date(row.starts_at),
    expiresAt: date(row.expires_at),
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    maxUsesPerCustomer: row.max_uses_per_customer === null ? null : Number(row.max_uses_per_customer),
    usedCount: Number(row.used_count),
    active: Boolean(row.active),
  };
}

/**
 * How long a claim on an order's confirmation holds. Longer than nodemailer lets a silent SMTP server stall one
 * send (30 s DNS, 2 min connecting, 30 s greeting, 10 min of socket silence), so a live sender is never overtaken
 * and the mail never goes twice; short beside the providers' webhook retries (growing gaps over three days), so a
 * retry after a crash finds the claim lapsed and sends the mail.
 */
export const CONFIRMATION_LEASE_MINUTES = 15;

/**
 * Claims the sending of an order's confirmation as a lease: taken when the mail is not sent and nobody claimed it
 * within the lease. A sender that died (a crash between claim and send) leaves a claim that lapses, not a mail that
 * is lost. The database's clock decides, so several processes agree.
 */
export async function claimOrderConfirmation(db: ShopDatabase, orderId: number): Promise<boolean> {
  const claimed = await selectRows<{ id: number }>(
    db,
    sql`UPDATE "order" SET confirmation_claimed_at = now()
        WHERE id = ${orderId} AND confirmation_sent_at IS NULL
          AND (confirmation_claimed_at IS NULL
            OR confirmation_claimed_at < now() - ${CONFIRMATION_LEASE_MINUTES} * interval '1 minute')
        RETURNING id`,
  );
  return claimed.length > 0;
}

/** The SMTP server accepted the confirmation: no claim takes it again. */
export async function markOrderConfirmationSent(db: ShopDatabase, orderId: number): Promise<void> {
  await db.execute(sql`UPDATE "order" SET confirmation_sent_at = now()
    WHERE id = ${orderId} AND confirmation_sent_at IS NULL`);
}

/** Orders placed between `since` and `until` without a sent confirmation or a live claim, oldest first. */
export async function selectUnsentConfirmations(
  db: ShopDatabase,
  since: Date,
  until: Date,
  limit: number,
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM "order"
        WHERE created_at >= ${since.toISOString()} AND created_at < ${until.toISOString()}
          AND confirmation_sent_at IS NULL
          AND (confirmation_claimed_at IS NULL
            OR confirmation_claimed_at < now() - ${CONFIRMATION_LEASE_MINUTES} * interval '1 minute')
        ORDER BY created_at, id LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Gives a claim back after sending failed, so the next attempt sends at once instead of after the lease. */
export async function releaseOrderConfirmation(db: ShopDatabase, orderId: number): Promise<void> {
  await db.execute(sql`UPDATE "order" SET confirmation_claimed_at = NULL
    WHERE id = ${orderId} AND confirmation_sent_at IS NULL`);
}

export async function setOrderPaymentReference(
  db: ShopDatabase,
  orderId: number,
  reference: string,
): Promise<boolean> {
  const set = await selectRows<{ id: number }>(
    db,
    sql`UPDATE "order" SET payment_reference = ${reference}, updated_at = now()
        WHERE id = ${orderId} AND status_id = ${orderStatuses.notPaid} RETURNING id`,
  );
  return set.length > 0;
}
