import 'server-only';
import { reportError } from '../monitoring/server';
import type { Order } from '../shop/order-types';
import type { MailAttachment } from '../storefront';
import { issuedDocumentRef, type OrderDocumentKind } from './invoice-issued';
import { renderInvoicePdf } from './invoice-pdf';
import { orderInvoiceDocument } from './order-invoice-document';

/** The invoice of a placed order, or the credit note of a cancelled one, as a PDF. */
export async function orderInvoicePdf(order: Order, kind: OrderDocumentKind = 'invoice'): Promise<Buffer> {
  return renderInvoicePdf(await orderInvoiceDocument(order, kind));
}

/**
 * The document to send along with a mail, once issued; one that cannot be made is reported, and the order's page
 * still serves it.
 */
export async function orderDocumentAttachment(
  order: Order,
  kind: OrderDocumentKind,
): Promise<MailAttachment | null> {
  const ref = issuedDocumentRef(order, kind);
  if (ref === null) return null;
  try {
    return {
      filename: `${ref}.pdf`,
      content: await orderInvoicePdf(order, kind),
      contentType: 'application/pdf',
    };
  } catch (error) {
    await reportError(error, `The ${kind} of order ${order.ref} could not be attached`);
    return null;
  }
}
