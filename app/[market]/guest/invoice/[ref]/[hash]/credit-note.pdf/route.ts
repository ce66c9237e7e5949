import { guestInvoiceRoute } from '@/lib/documents/invoice-routes';

export const dynamic = 'force-dynamic';

/** The credit note (PDF) of the cancelled order behind a guest's link, once one was issued. */
export const GET = guestInvoiceRoute({ kind: 'creditNote', format: 'pdf' });
