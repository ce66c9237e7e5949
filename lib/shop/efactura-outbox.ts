import type { StoreCode } from './codes';

/**
 * Where a Romanian invoice or credit note stands with RO e-Factura: waiting to be uploaded, uploaded and waiting
 * for ANAF's verdict, accepted, rejected by ANAF, or withdrawn (an invoice whose order was cancelled before
 * credit notes were issued, so no invoice stands to report).
 */
export type EFacturaState = 'queued' | 'uploaded' | 'accepted' | 'rejected' | 'withdrawn';

export interface EFacturaEntry {
  orderId: number;
  /** The number of the document reported, which identifies the entry: the invoice's, or the credit note's. */
  invoiceRef: string;
  creditNote: boolean;
  state: EFacturaState;
  /** ANAF's index of the upload (index_incarcare), once uploaded. */
  uploadIndex: string | null;
  /** ANAF's id of the signed invoice or of its error report (id_descarcare), once it answered. */
  downloadId: string | null;
  /** Uploads and status questions that failed so far. */
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
}

/**
 * The RO e-Factura outbox (docs/architecture.md "Shoppers' own state"): the storefront's own record of every Romanian invoice
 * it must report to ANAF's SPV within the legal deadline, whatever backend holds the orders. Several servers may
 * sweep it at once: `claimDue` hands each due entry to one of them for a while.
 */
export interface EFacturaOutbox {
  /**
   * Queues the invoices and credit notes of the store issued since `since` that are not queued yet: an invoice
   * cancelled by a credit note stays reported beside it, one cancelled before credit notes were issued is left
   * out, and a card or PayPal order's only once paid (orders numbered at placement before invoices waited for the
   * payment).
   */
  queueInvoices(store: StoreCode, since: Date): Promise<number>;
  /**
   * Queued and uploaded entries due by `now`, oldest first, at most `limit`, each held until `until` so that no
   * other sweep takes it meanwhile.
   */
  claimDue(now: Date, until: Date, limit: number): Promise<EFacturaEntry[]>;
  /** ANAF took the upload under `uploadIndex` (or still processes it): its verdict is asked for at `checkAt`. */
  recordUploaded(invoiceRef: string, uploadIndex: string, checkAt: Date): Promise<void>;
  recordAccepted(invoiceRef: string, downloadId: string): Promise<void>;
  recordRejected(invoiceRef: string, downloadId: string | null, reason: string): Promise<void>;
  recordWithdrawn(invoiceRef: string): Promise<void>;
  /** A credit note whose invoice ANAF has not accepted yet: looked at again at `retryAt`, nothing counted. */
  recordWaiting(invoiceRef: string, retryAt: Date): Promise<void>;
  /** An upload or a question that failed: counted, its error kept, tried again at `retryAt`. */
  recordFailure(invoiceRef: string, error: string, retryAt: Date): Promise<void>;
  /** The entry of an invoice's or credit note's number. */
  getEntry(invoiceRef: string): Promise<EFacturaEntry | null>;
}
