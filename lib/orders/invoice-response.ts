import 'server-only';
import { orderInvoicePdf } from '../documents/order-invoice-pdf';
import { reportError } from '../monitoring/server';
import type { Order } from '../shop/order-types';

/**
 * The invoice as a download named by its number; never kept by a cache, as it is one buyer's. A cancelled order
 * has none: nothing was supplied, so nothing is invoiced.
 */
export async function invoiceResponse(order: Order, request: Request): Promise<Response> {
  if (order.status === 'cancelled') return notFoundResponse();
  try {
    const pdf = await orderInvoicePdf(order);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${order.invoiceRef}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    await reportError(error, `The invoice of order ${order.ref} could not be made`, request);
    return new Response('The invoice cannot be made right now. Please try again shortly.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
}

/** An order the asker may not see looks exactly like one that does not exist. */
export const notFoundResponse = (): Response =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/** A client that asked for too many invoices in a minute waits, as the header says. */
export const tooManyResponse = (retryAfterSeconds: number): Response =>
  new Response('Too many requests', {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'private, no-store' },
  });
