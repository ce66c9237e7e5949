import { storeDefaults } from '../i18n/stores';
import { dayIn } from '../pricing/tax-rates';
import type { Order } from '../shop/order-types';
import { withAmountsTurned } from './credit-note';
import type { InvoiceDocument } from './invoice-types';
import { invoiceOfOrder, type InvoiceParts } from './order-invoice';

/**
 * The credit note of a cancelled order (Stornorechnung, factură de stornare): the invoice it cancels with every
 * quantity and amount negative, under its own number and the day it was issued in the store's time zone, naming
 * that invoice; the supply it reverses keeps its date. No payment is asked for. Throws when none was issued.
 */
export function creditNoteOfOrder(order: Order, parts: InvoiceParts): InvoiceDocument {
  if (order.creditNoteRef === null || order.creditedAt === null)
    throw new Error(`Order ${order.ref} has no credit note issued`);
  const invoice = invoiceOfOrder(order, parts);
  return {
    ...withAmountsTurned(invoice),
    invoiceNumber: order.creditNoteRef,
    invoiceDate: dayIn(order.creditedAt, storeDefaults[order.store].timeZone),
    corrects: { invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.invoiceDate },
    paymentNote: null,
  };
}
