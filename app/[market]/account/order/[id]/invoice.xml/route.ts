import { customerInvoiceRoute } from '@/lib/documents/invoice-routes';

export const dynamic = 'force-dynamic';

/** The e-invoice XML of one of the logged-in customer's orders, where the order gets one (RO e-Factura, business buyers). */
export const GET = customerInvoiceRoute({ kind: 'invoice', format: 'xml' });
