import 'server-only';
import { eInvoiceKindOf } from './e-invoice/e-invoice-kind';
import { renderEInvoice } from './e-invoice/render-e-invoice';
import { issuedDocumentRef, type OrderDocumentKind } from './invoice-issued';
import { renderInvoicePdf } from './invoice-pdf';
import { orderInvoiceDocument } from './order-invoice-document';
import { messagesTranslator } from '../mail/compose';
import { reportError } from '../monitoring/server';
import type { LanguageCode } from '../shop/codes';
import type { Order } from '../shop/order-types';

/** A short answer in the asker's language instead of the invoice; one buyer's, so never kept by a cache. */
async function refusal(
  language: LanguageCode,
  status: 404 | 429 | 503,
  message: { key: string; values?: Record<string, number> },
  headers: Record<string, string> = {},
): Promise<Response> {
  const t = await messagesTranslator(language, 'Errors');
  return new Response(t(message.key, message.values), {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
      ...headers,
    },
  });
}

/** The invoice's file of a format: the PDF, or the e-invoice XML an order gets (none for a consumer outside Romania). */
export type InvoiceFormat = 'pdf' | 'xml';

/**
 * An order's invoice or credit note as a download named by its number; never kept by a cache, as it is one
 * buyer's. Not found until the document is issued (see issuedDocumentRef).
 */
export async function invoiceResponse(
  order: Order,
  request: Request,
  language: LanguageCode,
  document: { kind: OrderDocumentKind; format: InvoiceFormat },
): Promise<Response> {
  const ref = issuedDocumentRef(order, document.kind);
  const eInvoice = document.format === 'xml' ? eInvoiceKindOf(order) : null;
  if (ref === null || (document.format === 'xml' && !eInvoice)) return notFoundResponse(language);
  try {
    const invoice = await orderInvoiceDocument(order, document.kind);
    const body = eInvoice
      ? await renderEInvoice(invoice, eInvoice)
      : new Uint8Array(await renderInvoicePdf(invoice));
    return new Response(body, {
      headers: {
        'Content-Type': eInvoice ? 'application/xml; charset=utf-8' : 'application/pdf',
        'Content-Disposition': `attachment; filename="${ref}.${document.format}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    await reportError(error, `The ${document.kind} of order ${order.ref} could not be made`, request);
    return refusal(language, 503, { key: 'orders.invoiceUnavailable' });
  }
}

/** An order the asker may not see looks exactly like one that does not exist. */
export const notFoundResponse = (language: LanguageCode): Promise<Response> =>
  refusal(language, 404, { key: 'notFound.pageCannotBeFound' });

/** A client that asked for too many invoices in a minute waits, as the header says. */
export const tooManyResponse = (language: LanguageCode, seconds: number): Promise<Response> =>
  refusal(language, 429, { key: 'request.tooMany', values: { seconds } }, { 'Retry-After': String(seconds) });
