import type { NextRequest } from 'next/server';
import { GET as accountInvoice } from '../../app/[market]/account/order/[id]/invoice.pdf/route';
import { GET as guestInvoice } from '../../app/[market]/guest/invoice/[ref]/[hash]/invoice.pdf/route';
import { POST as cancelPost } from '../../app/api/orders/cancel/route';
import { defaultMarket, encodeMarket } from '../i18n/market';
import type { CartAnswer, CartClient } from './cart-requests';

const market = encodeMarket(defaultMarket('at'));

/** The account's invoice download of an order, as the Austrian store's route receives it. */
export const invoiceOfAccount = (id: number) => (request: NextRequest) =>
  accountInvoice(request, { params: Promise.resolve({ market, id: String(id) }) });

/** The invoice download behind a guest link (`/guest/invoice/{ref}/{hash}`). */
export const invoiceOfLink = (path: string) => {
  const [, , , ref, hash] = path.split('/');
  return (request: NextRequest) =>
    guestInvoice(request, { params: Promise.resolve({ market, ref: ref!, hash: hash! }) });
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
