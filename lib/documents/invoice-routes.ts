import 'server-only';
import type { NextRequest } from 'next/server';
import { clientAddress, consume } from '../api/rate-limit';
import { decodeMarket } from '../i18n/market';
import { customerOrder } from '../orders/customer-orders';
import { orderOfGuestLink } from '../orders/guest-link';
import { orderIdOf } from '../orders/order-id';
import { currentCustomer } from '../session/session-customer';
import type { OrderDocumentKind } from './invoice-issued';
import { invoiceResponse, notFoundResponse, tooManyResponse, type InvoiceFormat } from './invoice-response';

type CustomerParams = Promise<{ market: string; id: string }>;
type GuestParams = Promise<{ market: string; ref: string; hash: string }>;

/** Which of an order's documents a route serves, in which file format. */
type DocumentFile = { kind: OrderDocumentKind; format: InvoiceFormat };

/** An invoice or credit note file of one of the logged-in customer's orders; anyone else's is not found. */
export const customerInvoiceRoute =
  (document: DocumentFile) =>
  async (request: NextRequest, { params }: { params: CustomerParams }): Promise<Response> => {
    const { market: encoded, id } = await params;
    const market = decodeMarket(encoded);
    const orderId = orderIdOf(id);
    if (!market || orderId === null) return notFoundResponse('de');
    const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
    if (!customer) return notFoundResponse(market.language);
    const limit = await consume('invoice', customer.email);
    if (!limit.allowed) return tooManyResponse(market.language, limit.retryAfterSeconds);
    const order = await customerOrder(customer.id, orderId, market.store);
    return order
      ? invoiceResponse(order, request, market.language, document)
      : notFoundResponse(market.language);
  };

/** A document file behind a guest's link: rate limited like the page, and a wrong hash is simply not found. */
export const guestInvoiceRoute =
  (document: DocumentFile) =>
  async (request: NextRequest, { params }: { params: GuestParams }): Promise<Response> => {
    const { market: encoded, ref, hash } = await params;
    const market = decodeMarket(encoded);
    if (!market) return notFoundResponse('de');
    const limit = await consume('guestOrder', clientAddress(request.headers));
    if (!limit.allowed) return tooManyResponse(market.language, limit.retryAfterSeconds);
    const order = await orderOfGuestLink(ref, hash, market.store);
    return order
      ? invoiceResponse(order, request, market.language, document)
      : notFoundResponse(market.language);
  };
