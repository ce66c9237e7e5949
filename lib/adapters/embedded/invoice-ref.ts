import type { StoreCode } from '../../shop/codes';

/** An invoice number of a store's own series: the store, the year, the number in that year (`AT-2026-000001`). */
export function invoiceRefOf(store: StoreCode, year: number, numberInYear: number): string {
  return `${store.toUpperCase()}-${year}-${String(numberInYear).padStart(6, '0')}`;
}
