import 'server-only';
import { env } from '../../env';
import { logError } from '../../monitoring/log-error';
import { repeatSweep } from '../../monitoring/repeat-sweep';
import type { EFacturaEntry } from '../../shop/efactura-outbox';
import { getCatalog, getEFacturaOutbox, getOrders } from '../../storefront';
import { issuedDocumentRef } from '../invoice-issued';
import { orderInvoiceDocument } from '../order-invoice-document';
import { anafClient, AnafRefusal, duplicateOfUpload, type AnafClient } from './anaf-client';
import { EInvoiceRefusal, renderEInvoice } from './render-e-invoice';

const MINUTE = 60_000;
/** ANAF wants every invoice within five days of issue; a month back also catches one a long outage held up. */
const LOOK_BACK_MS = 30 * 24 * 60 * MINUTE;
/** An entry one sweep took is another's again after this, should the first die holding it. */
const CLAIM_MS = 10 * MINUTE;
/** ANAF usually answers within minutes of an upload. */
const VERDICT_AFTER_MS = 5 * MINUTE;
const ENTRIES_PER_SWEEP = 50;
const SWEEP_EVERY_MS = 5 * MINUTE;

/** After the n-th failure: 5, 10, 20 … minutes, at most six hours, so an outage costs few requests. */
export const retryDelay = (attempts: number) => Math.min(5 * MINUTE * 2 ** attempts, 6 * 60 * MINUTE);

export interface SweepCount {
  queued: number;
  uploaded: number;
  accepted: number;
  rejected: number;
  failed: number;
}

async function advance(entry: EFacturaEntry, client: AnafClient, now: Date, count: SweepCount) {
  const outbox = await getEFacturaOutbox();
  if (entry.state === 'queued') {
    const order = await (await getOrders()).getOrder(entry.orderId);
    const kind = entry.creditNote ? 'creditNote' : 'invoice';
    if (!order || issuedDocumentRef(order, kind) !== entry.invoiceRef)
      return outbox.recordWithdrawn(entry.invoiceRef);
    // ANAF takes a credit note only for an invoice it holds: one waits until its invoice was accepted (an
    // invoice older than the outbox has no entry, and went its own way).
    const invoice = entry.creditNote && order.invoiceRef ? await outbox.getEntry(order.invoiceRef) : null;
    if (invoice && invoice.state !== 'accepted')
      return outbox.recordWaiting(entry.invoiceRef, new Date(now.getTime() + VERDICT_AFTER_MS));
    const document = await orderInvoiceDocument(order, kind);
    const index = await client.upload(await renderEInvoice(document, 'ciusRo'), {
      consumer: !document.businessBuyer,
      creditNote: entry.creditNote,
    });
    count.uploaded += 1;
    return outbox.recordUploaded(entry.invoiceRef, index, new Date(now.getTime() + VERDICT_AFTER_MS));
  }
  const verdict = await client.verdict(entry.uploadIndex!);
  if (verdict.kind === 'pending')
    return outbox.recordUploaded(
      entry.invoiceRef,
      entry.uploadIndex!,
      new Date(now.getTime() + VERDICT_AFTER_MS),
    );
  if (verdict.kind === 'ok') {
    count.accepted += 1;
    return outbox.recordAccepted(entry.invoiceRef, verdict.downloadId);
  }
  const messages = verdict.downloadId ? await client.errorMessages(verdict.downloadId) : [];
  // A retry whose first upload's answer was lost: ANAF already holds that upload, whose verdict is the one to keep.
  const original = duplicateOfUpload(messages);
  if (original && original !== entry.uploadIndex) {
    console.info(`RO e-Factura already holds ${entry.invoiceRef} as upload ${original}: following that one`);
    return outbox.recordUploaded(entry.invoiceRef, original, now);
  }
  count.rejected += 1;
  const reason = messages.join('; ') || verdict.reason;
  // A rejected invoice needs a person: the reason is kept with the entry and reported.
  logError(
    `RO e-Factura rejected ${entry.creditNote ? 'credit note' : 'invoice'} ${entry.invoiceRef}`,
    new Error(reason),
  );
  return outbox.recordRejected(entry.invoiceRef, verdict.downloadId, reason);
}

/**
 * One pass over the RO e-Factura outbox (README "E-invoices"): queues the Romanian invoices and credit notes not
 * queued yet, uploads the queued ones, asks ANAF for its verdict on the uploaded ones, and keeps each answer. A
 * failure is counted and retried later, never lost; an invoice that no longer stands (its order cancelled before
 * credit notes were issued) is withdrawn. Once `stop` is aborted it ends after the entry at hand.
 */
export async function sweepEFactura(
  client: AnafClient,
  now: Date = new Date(),
  stop?: AbortSignal,
): Promise<SweepCount> {
  const outbox = await getEFacturaOutbox();
  const count: SweepCount = { queued: 0, uploaded: 0, accepted: 0, rejected: 0, failed: 0 };
  count.queued = await outbox.queueInvoices('ro', new Date(now.getTime() - LOOK_BACK_MS));
  const due = await outbox.claimDue(now, new Date(now.getTime() + CLAIM_MS), ENTRIES_PER_SWEEP);
  for (const [index, entry] of due.entries()) {
    if (stop?.aborted) {
      // The server drains: the rest of the batch goes back at once, for another instance's next sweep.
      for (const untouched of due.slice(index)) await outbox.recordWaiting(untouched.invoiceRef, now);
      break;
    }
    try {
      await advance(entry, client, now, count);
    } catch (error) {
      if (error instanceof AnafRefusal || error instanceof EInvoiceRefusal) {
        // Sending it again changes nothing: a person mends the data and queues it again.
        count.rejected += 1;
        logError(`RO e-Factura: invoice ${entry.invoiceRef} refused`, error);
        await outbox.recordRejected(entry.invoiceRef, null, error.message);
        continue;
      }
      count.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      await outbox.recordFailure(
        entry.invoiceRef,
        message,
        new Date(now.getTime() + retryDelay(entry.attempts)),
      );
      logError(
        `RO e-Factura: invoice ${entry.invoiceRef} could not be reported (attempt ${entry.attempts + 1})`,
        error,
      );
    }
  }
  return count;
}

/** The client of the configured ANAF account, the seller's CIF from the Romanian store; null when unset. */
export async function configuredAnafClient(): Promise<AnafClient | null> {
  const settings = env();
  if (!settings.EFACTURA_CLIENT_ID || !settings.EFACTURA_CLIENT_SECRET || !settings.EFACTURA_REFRESH_TOKEN)
    return null;
  const vatId = (await (await getCatalog()).getStore('ro'))?.config.legal.seller.vatId;
  if (!vatId) throw new Error('RO e-Factura is configured, but the Romanian store names no seller VAT id');
  return anafClient({
    apiBase: settings.EFACTURA_API_BASE,
    tokenUrl: settings.EFACTURA_TOKEN_URL,
    clientId: settings.EFACTURA_CLIENT_ID,
    clientSecret: settings.EFACTURA_CLIENT_SECRET,
    refreshToken: settings.EFACTURA_REFRESH_TOKEN,
    cif: vatId.replace(/^RO/i, ''),
  });
}

/** Sweeps every five minutes while the server runs and e-Factura is configured, never keeping it alive on its own. */
export function startEFacturaSweep(): void {
  repeatSweep(SWEEP_EVERY_MS, 'The RO e-Factura sweep', async (stop) => {
    const client = await configuredAnafClient();
    if (client) await sweepEFactura(client, new Date(), stop);
  });
}
