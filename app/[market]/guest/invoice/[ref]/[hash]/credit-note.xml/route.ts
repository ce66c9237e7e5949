import { guestInvoiceRoute } from '@/lib/documents/invoice-routes';

export const dynamic = 'force-dynamic';

/** The credit note as e-invoice XML of the cancelled order behind a guest's link, where the order gets one. */
export const GET = guestInvoiceRoute({ kind: 'creditNote', format: 'xml' });
