import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { shopOrder } from './order';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * The RO e-Factura outbox: one row per Romanian invoice or credit note the shop must report to ANAF's SPV, keyed by
 * its number (`invoice_ref` holds a credit note's own number), from queued through uploaded (ANAF's upload index)
 * to accepted (its download id) or rejected (its reason), with the attempts a failing upload took and when the
 * next is due.
 */
export const efacturaUpload = pgTable(
  'efactura_upload',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id),
    invoiceRef: varchar('invoice_ref', { length: 32 }).primaryKey(),
    creditNote: boolean('credit_note').notNull().default(false),
    state: varchar('state', { length: 10 }).notNull().default('queued'),
    uploadIndex: varchar('upload_index', { length: 32 }),
    downloadId: varchar('download_id', { length: 32 }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stamp('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('efactura_upload_due_idx').on(t.state, t.nextAttemptAt),
    uniqueIndex('efactura_upload_document_idx').on(t.orderId, t.creditNote),
  ],
);
