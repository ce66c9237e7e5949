import type { StoreCode } from './codes';

/**
 * Where a Romanian invoice stands with RO e-Factura: waiting to be uploaded, uploaded and waiting for ANAF's
 * verdict, accepted, rejected by ANAF, or withdrawn (its order was cancelled before the upload, so no invoice
 * stands to report).
 */
export type EFacturaState = 'queued' | 'uploaded' | 'accepted' | 'rejected' | 'withdrawn';

export interface EFacturaEntry {
  orderId: number;
  invoiceRef: string;
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
   * Queues the invoices of the store issued since `since` that are not queued yet, cancelled orders aside, and a
   * card or PayPal order only once paid (orders numbered at placement before invoices waited for the payment).
   */
  queueInvoices(store: StoreCode, since: Date): Promise<number>;
  /**
   * Queued and uploaded entries due by `now`, oldest first, at most `limit`, each held until `until` so that no
   * other sweep takes it meanwhile.
   */
  claimDue(now: Date, until: Date, limit: number): Promise<EFacturaEntry[]>;
  /** ANAF took the upload under `uploadIndex` (or still processes it): its verdict is asked for at `checkAt`. */
  recordUploaded(orderId: number, uploadIndex: string, checkAt: Date): Promise<void>;
  recordAccepted(orderId: number, downloadId: string): Promise<void>;
  recordRejected(orderId: number, downloadId: string | null, reason: string): Promise<void>;
  recordWithdrawn(orderId: number): Promise<void>;
  /** An upload or a question that failed: counted, its error kept, tried again at `retryAt`. */
  recordFailure(orderId: number, error: string, retryAt: Date): Promise<void>;
  getEntry(orderId: number): Promise<EFacturaEntry | null>;
}
