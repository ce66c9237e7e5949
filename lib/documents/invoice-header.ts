import { area, colours, margins, write, type InvoiceContext } from './invoice-layout';
import type { InvoiceLabels } from './invoice-labels';
import type { InvoiceParty } from './invoice-types';

const columnWidth = 240;
const rightColumn = area.left + area.width - columnWidth;
/** Wide enough for the longest label ("Rechnungsnummer"), leaving "entspricht dem Rechnungsdatum" one line. */
const labelWidth = 85;

function partyLines(party: InvoiceParty, labels: InvoiceLabels): string[] {
  return [
    ...(party.company ? [party.company] : []),
    ...party.addressLines,
    ...(party.vatNumber ? [`${party.vatIdLabel ?? labels.vatId}: ${party.vatNumber}`] : []),
  ];
}

/** An address block under its heading; answers its height. */
function writeParty(ctx: InvoiceContext, heading: string, party: InvoiceParty, x: number, y: number): number {
  const { doc, labels } = ctx;
  let height = write(doc, heading, x, y, {
    width: columnWidth,
    size: 8,
    weight: 'bold',
    colour: colours.muted,
  });
  height += write(doc, party.name, x, y + height + 2, { width: columnWidth, weight: 'bold' }) + 2;
  height += write(doc, partyLines(party, labels).join('\n'), x, y + height, { width: columnWidth });
  return height;
}

function writeSeller(ctx: InvoiceContext): number {
  const { doc, invoice, labels } = ctx;
  const { seller } = invoice;
  const lines = [
    ...partyLines(seller, labels),
    `${labels.email}: ${seller.email}`,
    `${labels.phone}: ${seller.phone}`,
  ];
  let y = margins.top;
  y += write(doc, seller.name, area.left, y, { width: columnWidth, size: 13, weight: 'bold' }) + 3;
  y += write(doc, lines.join('\n'), area.left, y, { width: columnWidth, size: 8.5, colour: colours.muted });
  return y;
}

/** The document's title: an invoice's, or a credit note's. */
export const documentTitle = ({ invoice, labels }: Pick<InvoiceContext, 'invoice' | 'labels'>): string =>
  invoice.corrects ? labels.creditNote.title : labels.title;

/** The document's own number and date, and for a credit note the invoice it cancels. */
function documentFacts({ invoice, labels, format }: InvoiceContext): Array<[string, string]> {
  if (!invoice.corrects)
    return [
      [labels.invoiceNumber, invoice.invoiceNumber],
      [labels.invoiceDate, format.date(invoice.invoiceDate)],
    ];
  return [
    [labels.creditNote.number, invoice.invoiceNumber],
    [labels.creditNote.date, format.date(invoice.invoiceDate)],
    [
      labels.creditNote.cancels,
      `${invoice.corrects.invoiceNumber}, ${format.date(invoice.corrects.invoiceDate)}`,
    ],
  ];
}

/**
 * The title and the numbers a customer quotes when they call: the document and the order, each with its date, and
 * the date of supply the law asks every invoice to name.
 */
function writeTitle(ctx: InvoiceContext): number {
  const { doc, invoice, labels, format } = ctx;
  let y = margins.top;
  y += write(doc, documentTitle(ctx), rightColumn, y, {
    width: columnWidth,
    size: 20,
    weight: 'bold',
    align: 'right',
  });
  y += 6;
  const facts: Array<[string, string]> = [
    ...documentFacts(ctx),
    [
      labels.supplyDate,
      invoice.supplyDate === invoice.invoiceDate
        ? labels.supplyOnInvoiceDate
        : format.date(invoice.supplyDate),
    ],
    [labels.orderNumber, invoice.orderRef],
    [labels.orderDate, format.date(invoice.orderDate)],
  ];
  for (const [label, value] of facts) {
    write(doc, label, rightColumn, y, { width: labelWidth, size: 8.5, colour: colours.muted });
    y +=
      write(doc, value, rightColumn + labelWidth, y, {
        width: columnWidth - labelWidth,
        size: 8.5,
        align: 'right',
      }) + 2;
  }
  return y;
}

/** Seller and title side by side, then the invoice address and, when it differs, the delivery address. */
export function writeInvoiceHeader(ctx: InvoiceContext): number {
  const top = Math.max(writeSeller(ctx), writeTitle(ctx)) + 28;
  const { invoice, labels } = ctx;
  const buyer = writeParty(ctx, labels.invoiceAddress, invoice.buyer, area.left, top);
  const delivery = invoice.deliveryAddress
    ? writeParty(ctx, labels.deliveryAddress, invoice.deliveryAddress, rightColumn, top)
    : 0;
  return top + Math.max(buyer, delivery) + 24;
}
