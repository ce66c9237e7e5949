import { sql } from 'drizzle-orm';
import { storeDefaults } from '../../../i18n/stores';
import { dayIn } from '../../../pricing/tax-rates';
import type { StoreCode } from '../../../shop/codes';
import type { ShopDatabase } from '../database';
import { invoiceRefOf } from '../invoice-ref';
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
