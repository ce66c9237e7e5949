import { customerInvoiceRoute } from '@/lib/documents/invoice-routes';

export const dynamic = 'force-dynamic';

/** The credit note as e-invoice XML of one of the logged-in customer's cancelled orders, where the order gets one. */
export const GET = customerInvoiceRoute({ kind: 'creditNote', format: 'xml' });
