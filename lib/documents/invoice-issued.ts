import type { Order } from '../shop/order-types';

/** The documents an order can have: its invoice and, once an invoiced order was cancelled, the credit note. */
export type OrderDocumentKind = 'invoice' | 'creditNote';

/**
 * The number of an order's document of the kind, once it was issued: an invoice (a provider's order is invoiced
 * once paid) stays in the books when its order is cancelled, next to the credit note that cancels it. An order
 * cancelled before credit notes were issued shows neither: nothing stands invoiced. Null otherwise.
 */
export function issuedDocumentRef(order: Order, kind: OrderDocumentKind): string | null {
  if (kind === 'creditNote') return order.creditNoteRef;
  if (order.status === 'cancelled' && order.creditNoteRef === null) return null;
  return order.invoiceRef;
}
