import { guestInvoiceRoute } from '@/lib/documents/invoice-routes';

export const dynamic = 'force-dynamic';

/** The e-invoice XML of the order behind a guest's link, where the order gets one (RO e-Factura, business buyers). */
export const GET = guestInvoiceRoute({ kind: 'invoice', format: 'xml' });
