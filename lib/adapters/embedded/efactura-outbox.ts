import { sql, type SQL } from 'drizzle-orm';
import type { EFacturaEntry, EFacturaOutbox, EFacturaState } from '../../shop/efactura-outbox';
import { orderStatuses } from '../../shop/order-types';
import type { ShopDatabase } from './database';
import { selectRows } from './queries/raw';

interface EntryRow {
  order_id: number;
  invoice_ref: string;
  credit_note: boolean;
  state: string;
  upload_index: string | null;
  download_id: string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
}

const COLUMNS = sql.raw(
  'order_id, invoice_ref, credit_note, state, upload_index, download_id, attempts, last_error, next_attempt_at',
);
const iso = (date: Date) => date.toISOString();

const entryOf = (row: EntryRow): EFacturaEntry => ({
  orderId: row.order_id,
  invoiceRef: row.invoice_ref,
  creditNote: Boolean(row.credit_note),
  state: row.state as EFacturaState,
  uploadIndex: row.upload_index,
  downloadId: row.download_id,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: new Date(row.next_attempt_at),
});

/** The outbox in the embedded database's `efactura_upload` table, beside the orders it reports. */
export function embeddedEFacturaOutbox(db: ShopDatabase): EFacturaOutbox {
  const update = async (invoiceRef: string, changes: SQL) => {
    await db.execute(
      sql`UPDATE efactura_upload SET ${changes}, updated_at = now() WHERE invoice_ref = ${invoiceRef}`,
    );
  };
  // A card or PayPal order's documents are reported once it is paid (see queueInvoices).
  const issuedFor = sql`(payment_method IN ('prepayment', 'cashOnDelivery') OR paid_at IS NOT NULL)`;
  return {
    queueInvoices: async (store, since) =>
      (
        await selectRows<{ order_id: number }>(
          db,
          sql`INSERT INTO efactura_upload (order_id, invoice_ref, credit_note)
              SELECT id, invoice_ref, false FROM "order"
              WHERE store_code = ${store} AND invoiced_at >= ${iso(since)} AND ${issuedFor}
                AND (status_id <> ${orderStatuses.cancelled} OR credit_note_ref IS NOT NULL)
              UNION ALL
              SELECT id, credit_note_ref, true FROM "order"
              WHERE store_code = ${store} AND credited_at >= ${iso(since)} AND ${issuedFor}
                AND credit_note_ref IS NOT NULL AND invoice_ref IS NOT NULL
              ON CONFLICT DO NOTHING RETURNING order_id`,
        )
      ).length,
    claimDue: async (now, until, limit) =>
      (
        await selectRows<EntryRow>(
          db,
          sql`UPDATE efactura_upload SET next_attempt_at = ${iso(until)}, updated_at = now()
              WHERE invoice_ref IN (
                SELECT invoice_ref FROM efactura_upload
                WHERE state IN ('queued', 'uploaded') AND next_attempt_at <= ${iso(now)}
                ORDER BY next_attempt_at, order_id, credit_note LIMIT ${limit} FOR UPDATE SKIP LOCKED)
              RETURNING ${COLUMNS}`,
        )
      )
        .map(entryOf)
        // An invoice before its credit note, so ANAF knows the invoice a credit note names.
        .sort((a, b) => a.orderId - b.orderId || Number(a.creditNote) - Number(b.creditNote)),
    recordUploaded: (invoiceRef, uploadIndex, checkAt) =>
      update(
        invoiceRef,
        sql`state = 'uploaded', upload_index = ${uploadIndex}, next_attempt_at = ${iso(checkAt)}`,
      ),
    recordAccepted: (invoiceRef, downloadId) =>
      update(invoiceRef, sql`state = 'accepted', download_id = ${downloadId}, last_error = NULL`),
    recordRejected: (invoiceRef, downloadId, reason) =>
      update(invoiceRef, sql`state = 'rejected', download_id = ${downloadId}, last_error = ${reason}`),
    recordWithdrawn: (invoiceRef) => update(invoiceRef, sql`state = 'withdrawn'`),
    recordWaiting: (invoiceRef, retryAt) => update(invoiceRef, sql`next_attempt_at = ${iso(retryAt)}`),
    recordFailure: (invoiceRef, error, retryAt) =>
      update(
        invoiceRef,
        sql`attempts = attempts + 1, last_error = ${error}, next_attempt_at = ${iso(retryAt)}`,
      ),
    getEntry: async (invoiceRef) => {
      const [row] = await selectRows<EntryRow>(
        db,
        sql`SELECT ${COLUMNS} FROM efactura_upload WHERE invoice_ref = ${invoiceRef}`,
      );
      return row ? entryOf(row) : null;
    },
  };
}
