import type { NextRequest } from 'next/server';
import { GET as accountInvoicePdf } from '../../app/[market]/account/order/[id]/invoice.pdf/route';
import { GET as accountInvoiceXml } from '../../app/[market]/account/order/[id]/invoice.xml/route';
import { GET as guestInvoicePdf } from '../../app/[market]/guest/invoice/[ref]/[hash]/invoice.pdf/route';
import { GET as guestInvoiceXml } from '../../app/[market]/guest/invoice/[ref]/[hash]/invoice.xml/route';
import { GET as accountCreditNotePdf } from '../../app/[market]/account/order/[id]/credit-note.pdf/route';
import { GET as accountCreditNoteXml } from '../../app/[market]/account/order/[id]/credit-note.xml/route';
import { GET as guestCreditNotePdf } from '../../app/[market]/guest/invoice/[ref]/[hash]/credit-note.pdf/route';
import { GET as guestCreditNoteXml } from '../../app/[market]/guest/invoice/[ref]/[hash]/credit-note.xml/route';
import { POST as cancelPost } from '../../app/api/orders/cancel/route';
import type { OrderDocumentKind } from '../documents/invoice-issued';
import type { InvoiceFormat } from '../documents/invoice-response';
import { defaultMarket, encodeMarket } from '../i18n/market';
import type { StoreCode } from '../shop/codes';
import type { CartAnswer, CartClient } from './cart-requests';

const accountRoutes = {
  invoice: { pdf: accountInvoicePdf, xml: accountInvoiceXml },
  creditNote: { pdf: accountCreditNotePdf, xml: accountCreditNoteXml },
};
const guestRoutes = {
  invoice: { pdf: guestInvoicePdf, xml: guestInvoiceXml },
  creditNote: { pdf: guestCreditNotePdf, xml: guestCreditNoteXml },
};

/** The account's invoice or credit note download of an order (PDF or e-invoice), as a store's route receives it. */
export const invoiceOfAccount =
  (id: number, format: InvoiceFormat = 'pdf', store: StoreCode = 'at', kind: OrderDocumentKind = 'invoice') =>
  (request: NextRequest) =>
    accountRoutes[kind][format](request, {
      params: Promise.resolve({ market: encodeMarket(defaultMarket(store)), id: String(id) }),
    });

/** The invoice or credit note download behind a guest link (`/guest/invoice/{ref}/{hash}`). */
export const invoiceOfLink = (
  path: string,
  format: InvoiceFormat = 'pdf',
  store: StoreCode = 'at',
  kind: OrderDocumentKind = 'invoice',
) => {
  const [, , , ref, hash] = path.split('/');
  return (request: NextRequest) =>
    guestRoutes[kind][format](request, {
      params: Promise.resolve({ market: encodeMarket(defaultMarket(store)), ref: ref!, hash: hash! }),
    });
};

/** The account's cancel button: a plain form, unless `json` is given as the body client code would send. */
export function cancelOrder(
  browser: CartClient,
  fields: Record<string, unknown>,
  options: { json?: boolean; headers?: Record<string, string> } = {},
): Promise<CartAnswer> {
  const body = options.json
    ? JSON.stringify(fields)
    : new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString();
  return browser.post(cancelPost, '/api/orders/cancel', body, {
    'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
    ...options.headers,
  });
}
