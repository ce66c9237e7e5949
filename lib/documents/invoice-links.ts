import type { OrderDocumentLink } from '../orders/order-screen-data';
import type { Order } from '../shop/order-types';
import { eInvoiceKindOf } from './e-invoice/e-invoice-kind';
import { issuedDocumentRef, type OrderDocumentKind } from './invoice-issued';

const files: Record<OrderDocumentKind, { path: string; pdf: OrderDocumentLink['label'] }> = {
  invoice: { path: 'invoice', pdf: 'invoicePdf' },
  creditNote: { path: 'credit-note', pdf: 'creditNotePdf' },
};

const eInvoiceLabels = {
  invoice: { ciusRo: 'eInvoiceCiusRo', xrechnung: 'eInvoiceXrechnung' },
  creditNote: { ciusRo: 'creditNoteCiusRo', xrechnung: 'creditNoteXrechnung' },
} as const;

/**
 * What an order's screen offers to download, once issued: the invoice as PDF, and beside it the e-invoice XML
 * where the order gets one; for an order cancelled after invoicing, the credit note the same way. All under the
 * folder of the page that showed the order (the account's or the guest link's).
 */
export function invoiceLinks(order: Order, folder: string): OrderDocumentLink[] {
  const eInvoice = eInvoiceKindOf(order);
  return (['invoice', 'creditNote'] as const).flatMap((kind) => {
    const ref = issuedDocumentRef(order, kind);
    if (ref === null) return [];
    const { path, pdf } = files[kind];
    return [
      { href: `${folder}/${path}.pdf`, label: pdf, ref },
      ...(eInvoice ? [{ href: `${folder}/${path}.xml`, label: eInvoiceLabels[kind][eInvoice], ref }] : []),
    ];
  });
}
