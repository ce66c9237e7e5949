import type { NextRequest } from 'next/server';
import { GET as accountInvoicePdf } from '../../app/[market]/account/order/[id]/invoice.pdf/route';
import { GET as accountInvoiceXml } from '../../app/[market]/account/order/[id]/invoice.xml/route';
import { GET as guestInvoicePdf } from '../../app/[market]/guest/invoice/[ref]/[hash]/invoice.pdf/route';
import { GET as guestInvoiceXml } from '../../app/[market]/guest/invoice/[ref]/[hash]/invoice.xml/route';
import { POST as cancelPost } from '../../app/api/orders/cancel/route';
import type { InvoiceFormat } from '../documents/invoice-response';
import { defaultMarket, encodeMarket } from '../i18n/market';
import type { StoreCode } from '../shop/codes';
import type { CartAnswer, CartClient } from './cart-requests';

const accountRoutes = { pdf: accountInvoicePdf, xml: accountInvoiceXml };
const guestRoutes = { pdf: guestInvoicePdf, xml: guestInvoiceXml };

/** The account's invoice download of an order (PDF or e-invoice), as a store's route receives it. */
export const invoiceOfAccount =
  (id: number, format: InvoiceFormat = 'pdf', store: StoreCode = 'at') =>
  (request: NextRequest) =>
    accountRoutes[format](request, {
      params: Promise.resolve({ market: encodeMarket(defaultMarket(store)), id: String(id) }),
    });

/** The invoice download behind a guest link (`/guest/invoice/{ref}/{hash}`). */
export const invoiceOfLink = (path: string, format: InvoiceFormat = 'pdf', store: StoreCode = 'at') => {
  const [, , , ref, hash] = path.split('/');
  return (request: NextRequest) =>
    guestRoutes[format](request, {
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
