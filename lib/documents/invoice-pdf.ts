import { invoiceFormat, isoDateAsUtc } from './invoice-format';
import { documentTitle, writeInvoiceHeader } from './invoice-header';
import { invoiceLabels } from './invoice-labels';
import { area, colours, margins, pageSize, write, type InvoiceContext } from './invoice-layout';
import { writeInvoiceTable } from './invoice-table';
import { writeInvoiceSummary } from './invoice-totals';
import type { InvoiceDocument } from './invoice-types';
import { createPdf, finishPdf } from '../pdf/pdf-document';

/** "Rechnung AT-2026-000001 · Seite 1 von 2" under every page, once the number of pages is known. */
function writeFooters(ctx: InvoiceContext): void {
  const { doc, invoice, labels } = ctx;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const page = labels.page.replace('{page}', String(index - start + 1)).replace('{pages}', String(count));
    write(doc, `${documentTitle(ctx)} ${invoice.invoiceNumber} · ${page}`, area.left, pageSize.height - 36, {
      width: area.width,
      size: 7.5,
      align: 'center',
      colour: colours.muted,
    });
  }
}

/**
 * The invoice or credit note as an A4 PDF in its language. Every amount comes from the shop; this only lays out
 * and formats. The document's date is the PDF's creation date, so rendering it again gives the same file.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const labels = invoiceLabels[invoice.language];
  const doc = createPdf({
    title: `${documentTitle({ invoice, labels })} ${invoice.invoiceNumber}`,
    author: invoice.seller.name,
    language: invoice.locale,
    creationDate: isoDateAsUtc(invoice.invoiceDate),
    margins,
  });
  const ctx: InvoiceContext = { doc, invoice, labels, format: invoiceFormat(invoice) };
  writeInvoiceSummary(ctx, writeInvoiceTable(ctx, writeInvoiceHeader(ctx)));
  writeFooters(ctx);
  return finishPdf(doc);
}
