import { sql, type SQL } from 'drizzle-orm';
import type { EFacturaEntry, EFacturaOutbox, EFacturaState } from '../../shop/efactura-outbox';
import { orderStatuses } from '../../shop/order-types';
import type { ShopDatabase } from './database';
import { selectRows } from './queries/raw';

interface EntryRow {
  order_id: number;
  invoice_ref: string;
  state: string;
  upload_index: string | null;
  download_id: string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
}

const COLUMNS = sql.raw(
  'order_id, invoice_ref, state, upload_index, download_id, attempts, last_error, next_attempt_at',
);
const iso = (date: Date) => date.toISOString();

const entryOf = (row: EntryRow): EFacturaEntry => ({
  orderId: row.order_id,
  invoiceRef: row.invoice_ref,
  state: row.state as EFacturaState,
  uploadIndex: row.upload_index,
  downloadId: row.download_id,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: new Date(row.next_attempt_at),
});

/** The outbox in the embedded database's `efactura_upload` table, beside the orders it reports. */
export function embeddedEFacturaOutbox(db: ShopDatabase): EFacturaOutbox {
  const update = async (orderId: number, changes: SQL) => {
    await db.execute(
      sql`UPDATE efactura_upload SET ${changes}, updated_at = now() WHERE order_id = ${orderId}`,
    );
  };
  return {
    queueInvoices: async (store, since) =>
      (
        await selectRows<{ order_id: number }>(
          db,
          sql`INSERT INTO efactura_upload (order_id, invoice_ref)
              SELECT id, invoice_ref FROM "order"
              WHERE store_code = ${store} AND invoiced_at >= ${iso(since)}
                AND status_id <> ${orderStatuses.cancelled}
                AND (payment_method IN ('prepayment', 'cashOnDelivery') OR paid_at IS NOT NULL)
              ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
        )
      ).length,
    claimDue: async (now, until, limit) =>
      (
        await selectRows<EntryRow>(
          db,
          sql`UPDATE efactura_upload SET next_attempt_at = ${iso(until)}, updated_at = now()
              WHERE order_id IN (
                SELECT order_id FROM efactura_upload
                WHERE state IN ('queued', 'uploaded') AND next_attempt_at <= ${iso(now)}
                ORDER BY next_attempt_at, order_id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
              RETURNING ${COLUMNS}`,
        )
      )
        .map(entryOf)
        .sort((a, b) => a.orderId - b.orderId),
    recordUploaded: (orderId, uploadIndex, checkAt) =>
      update(
        orderId,
        sql`state = 'uploaded', upload_index = ${uploadIndex}, next_attempt_at = ${iso(checkAt)}`,
      ),
    recordAccepted: (orderId, downloadId) =>
      update(orderId, sql`state = 'accepted', download_id = ${downloadId}, last_error = NULL`),
    recordRejected: (orderId, downloadId, reason) =>
      update(orderId, sql`state = 'rejected', download_id = ${downloadId}, last_error = ${reason}`),
    recordWithdrawn: (orderId) => update(orderId, sql`state = 'withdrawn'`),
    recordFailure: (orderId, error, retryAt) =>
      update(orderId, sql`attempts = attempts + 1, last_error = ${error}, next_attempt_at = ${iso(retryAt)}`),
    getEntry: async (orderId) => {
      const [row] = await selectRows<EntryRow>(
        db,
        sql`SELECT ${COLUMNS} FROM efactura_upload WHERE order_id = ${orderId}`,
      );
      return row ? entryOf(row) : null;
    },
  };
}
