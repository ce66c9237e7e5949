import { sql } from 'drizzle-orm';
import { storeDefaults } from '../../../i18n/stores';
import { dayIn } from '../../../pricing/tax-rates';
import type { StoreCode } from '../../../shop/codes';
import type { ShopDatabase } from '../database';
import { invoiceRefOf } from '../invoice-ref';
import { orderStatuses } from '../../../shop/order-types';
import { selectRows } from './raw';

/**
 * The next number of the store's own series for a year (`AT-2026-000001`), counted up in the caller's transaction
 * (placing an order, recording its payment, cancelling it): the series row stays locked until it commits, and a
 * rolled-back transaction gives its number back, so a series has no gaps. Invoices and credit notes share it.
 */
export async function nextInvoiceRef(tx: ShopDatabase, store: StoreCode, year: number): Promise<string> {
  const [series] = await selectRows<{ last_number: number }>(
    tx,
    sql`INSERT INTO invoice_series (store_code, year, last_number) VALUES (${store}, ${year}, 1)
        ON CONFLICT (store_code, year) DO UPDATE SET last_number = invoice_series.last_number + 1
        RETURNING last_number`,
  );
  return invoiceRefOf(store, year, series!.last_number);
}

/**
 * A number issued now, in the year of the store's own day (a document issued at 00:30 on 1 January in Bucharest
 * counts in the new year, whatever the database's clock says), with the moment it was issued at.
 */
export async function issueInvoiceRefNow(
  tx: ShopDatabase,
  store: StoreCode,
): Promise<{ ref: string; issuedAt: string }> {
  const issued = new Date();
  const year = Number(dayIn(issued, storeDefaults[store].timeZone).slice(0, 4));
  return { ref: await nextInvoiceRef(tx, store, year), issuedAt: issued.toISOString() };
}

/**
 * The credit note of an order whose invoice a cancellation voids, in the caller's transaction: the series' next
 * number, stamped now. The caller holds the order's row.
 */
export async function issueCreditNote(tx: ShopDatabase, orderId: number, store: StoreCode): Promise<void> {
  const creditNote = await issueInvoiceRefNow(tx, store);
  await tx.execute(sql`UPDATE "order" SET credit_note_ref = ${creditNote.ref}, credited_at = ${creditNote.issuedAt}
    WHERE id = ${orderId}`);
}

/**
 * Heals a database written before cancellations issued credit notes: an order cancelled after its invoice was
 * issued gets the credit note it lacks, numbered now, so no issued invoice stands uncancelled in the books. Each in
 * its own transaction holding the order's row, so servers starting together issue one each. Answers how many.
 */
export async function ensureCreditNotes(db: ShopDatabase): Promise<number> {
  const lacking = await selectRows<{ id: number; store_code: StoreCode }>(
    db,
    sql`SELECT id, store_code FROM "order"
        WHERE status_id = ${orderStatuses.cancelled} AND invoice_ref IS NOT NULL AND credit_note_ref IS NULL
        ORDER BY updated_at, id`,
  );
  let issued = 0;
  for (const order of lacking)
    await db.transaction(async (tx) => {
      const [still] = await selectRows<{ id: number }>(
        tx,
        sql`SELECT id FROM "order" WHERE id = ${order.id} AND credit_note_ref IS NULL FOR UPDATE`,
      );
      if (!still) return;
      await issueCreditNote(tx, order.id, order.store_code);
      issued += 1;
    });
  return issued;
}
