import { guestInvoiceRoute } from '@/lib/documents/invoice-routes';

export const dynamic = 'force-dynamic';

/** The PDF invoice of the order behind a guest's link. */
export const GET = guestInvoiceRoute({ kind: 'invoice', format: 'pdf' });
