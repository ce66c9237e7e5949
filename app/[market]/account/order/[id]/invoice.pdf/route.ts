import { customerInvoiceRoute } from '@/lib/documents/invoice-routes';

export const dynamic = 'force-dynamic';

/** The PDF invoice of one of the logged-in customer's orders. */
export const GET = customerInvoiceRoute({ kind: 'invoice', format: 'pdf' });
