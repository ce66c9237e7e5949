/**
 * Run as its own process: times making one order's invoice documents from the data the shop computed for it (the
 * InvoiceDocument), as a download or the e-Factura sweep does: the PDF, the CIUS-RO UBL and the XRechnung CII,
 * the first of each (the e-invoice library compiles its schema then) and the median of the next runs, for an
 * invoice and for the credit note that cancels it. Prints one JSON line; the PDF is the baseline the XML figures
 * are set against.
 */
import { creditNote, line, romanianInvoice } from '../../lib/documents/invoice-example.testing';
import type { InvoiceDocument } from '../../lib/documents/invoice-types';
import { renderEInvoice } from '../../lib/documents/e-invoice/render-e-invoice';
import { renderInvoicePdf } from '../../lib/documents/invoice-pdf';
import { percentiles } from './percentiles';

const RUNS = 50;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function timed(make: () => Promise<unknown>): Promise<{ firstMs: number; medianMs: number }> {
  let started = performance.now();
  await make();
  const firstMs = performance.now() - started;
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    started = performance.now();
    await make();
    runs.push(performance.now() - started);
  }
  return { firstMs: round(firstMs), medianMs: percentiles(runs).p50 };
}

/** The same order with 30 lines at one rate, its sums worked out as the checkout does. */
function longInvoice(): InvoiceDocument {
  const lines = Array.from({ length: 30 }, (_, index) =>
    line(`BAT-${1000 + index}`, 'Baterie lavoar', null, 1, 45_990, 2100),
  );
  const net = lines.reduce((sum, entry) => sum + entry.lineNet, 0);
  const gross = lines.reduce((sum, entry) => sum + entry.lineGross, 0);
  return romanianInvoice({
    lines,
    discount: null,
    vatByRate: [{ rateBasisPoints: 2100, net, vat: gross - net }],
    totals: { net, vat: gross - net, gross },
  });
}

async function documentsOf(invoice: InvoiceDocument) {
  const pdf = await timed(() => renderInvoicePdf(invoice));
  const ciusRo = await timed(() => renderEInvoice(invoice, 'ciusRo'));
  const xrechnung = await timed(() =>
    renderEInvoice({ ...invoice, language: 'de', currency: 'EUR' }, 'xrechnung'),
  );
  return {
    lines: invoice.lines.length,
    pdf,
    ciusRo: { ...ciusRo, overPdf: round(ciusRo.medianMs / pdf.medianMs, 2) },
    xrechnung: { ...xrechnung, overPdf: round(xrechnung.medianMs / pdf.medianMs, 2) },
  };
}

async function main(): Promise<void> {
  const short = await documentsOf(romanianInvoice());
  const long = await documentsOf(longInvoice());
  const credit = await documentsOf(creditNote(romanianInvoice()));
  console.log(JSON.stringify({ twoLines: short, thirtyLines: long, twoLinesCreditNote: credit }));
}

void main();
