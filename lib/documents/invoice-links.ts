import type { OrderScreenProps } from '../orders/order-screen-data';
import type { Order } from '../shop/order-types';
import { eInvoiceKindOf } from './e-invoice/e-invoice-kind';
import { invoiceIssued } from './invoice-issued';

/**
 * Where an order's screen offers its invoice, once one is issued: the PDF, and beside it the e-invoice XML where the order gets one,
 * both under the folder of the page that showed the order (the account's or the guest link's).
 */
export function invoiceLinks(
  order: Order,
  folder: string,
): Pick<OrderScreenProps, 'invoiceHref' | 'eInvoice'> {
  if (!invoiceIssued(order)) return { invoiceHref: null, eInvoice: null };
  const kind = eInvoiceKindOf(order);
  return {
    invoiceHref: `${folder}/invoice.pdf`,
    eInvoice: kind && {
      href: `${folder}/invoice.xml`,
      label: kind === 'ciusRo' ? 'eInvoiceCiusRo' : 'eInvoiceXrechnung',
    },
  };
}
