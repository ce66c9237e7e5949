import 'server-only';
import type { Order } from '../shop/order-types';
import { renderInvoicePdf } from './invoice-pdf';
import { orderInvoiceDocument } from './order-invoice-document';

/** The invoice of a placed order as a PDF. */
export async function orderInvoicePdf(order: Order): Promise<Buffer> {
  return renderInvoicePdf(await orderInvoiceDocument(order));
}
