import { invoiceFormat } from './invoice-format';
import { invoiceLabels } from './invoice-labels';
import type { InvoiceDocument } from './invoice-types';

/** A sign turned without making a negative zero, which would print as "-0,00 €". */
const turned = (amount: number) => (amount === 0 ? 0 : -amount);

/**
 * A document with every quantity and amount's sign turned, unit prices kept (EN 16931's BR-27: a price is never
 * negative): a credit note from its invoice, and back. Nothing is added up anew, so its totals are the invoice's
 * to the cent.
 */
export function withAmountsTurned(document: InvoiceDocument): InvoiceDocument {
  return {
    ...document,
    lines: document.lines.map((line) => ({
      ...line,
      quantity: turned(line.quantity),
      lineNet: turned(line.lineNet),
      lineGross: turned(line.lineGross),
    })),
    postage: {
      ...document.postage,
      net: turned(document.postage.net),
      gross: turned(document.postage.gross),
    },
    discount: document.discount && {
      ...document.discount,
      net: turned(document.discount.net),
      gross: turned(document.discount.gross),
    },
    vatByRate: document.vatByRate.map((entry) => ({
      ...entry,
      net: turned(entry.net),
      vat: turned(entry.vat),
    })),
    totals: {
      net: turned(document.totals.net),
      vat: turned(document.totals.vat),
      gross: turned(document.totals.gross),
    },
  };
}

/** What a credit note states instead of how to pay: the invoice it cancels, with its date; null for an invoice. */
export function creditNoteStatement(document: InvoiceDocument): string | null {
  if (!document.corrects) return null;
  return invoiceLabels[document.language].creditNote.statement
    .replace('{invoice}', document.corrects.invoiceNumber)
    .replace('{date}', invoiceFormat(document).date(document.corrects.invoiceDate));
}
