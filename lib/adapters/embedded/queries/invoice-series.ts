import { sql } from 'drizzle-orm';
import type { StoreCode } from '../../../shop/codes';
import type { ShopDatabase } from '../database';
import { invoiceRefOf } from '../invoice-ref';
import { selectRows } from './raw';

/**
 * The next number of the store's own series for a year (`AT-2026-000001`), counted up in the caller's transaction
 * (placing an order, or recording its payment): the series row stays locked until it commits, and a rolled-back
 * transaction gives its number back, so a series has no gaps.
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
