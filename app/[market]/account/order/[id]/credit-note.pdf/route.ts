import { customerInvoiceRoute } from '@/lib/documents/invoice-routes';

export const dynamic = 'force-dynamic';

/** The credit note (PDF) of one of the logged-in customer's cancelled orders, once one was issued. */
export const GET = customerInvoiceRoute({ kind: 'creditNote', format: 'pdf' });
