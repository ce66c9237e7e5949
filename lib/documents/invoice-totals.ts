import { creditNoteStatement } from './credit-note';
import { area, measure, placeBlock, rule, write, type InvoiceContext } from './invoice-layout';
import { conditionMessageKey } from '../pricing/tax-conditions';
import { epcPayload, qrPath } from '../payments/epc-qr';

// The sums sit at the right, under the amount columns; labels on the left of that block, amounts on the right.
const blockWidth = 280;
const blockLeft = area.left + area.width - blockWidth;
const labelWidth = 120;
const amountWidth = (blockWidth - labelWidth) / 2;
const size = 8.5;

type SumRow = [label: string, first: string, second: string];

const sumColumns = [
  { x: blockLeft, width: labelWidth, align: 'left' },
  { x: blockLeft + labelWidth, width: amountWidth, align: 'right' },
  { x: blockLeft + labelWidth + amountWidth, width: amountWidth, align: 'right' },
] as const;

function writeSumRows(ctx: InvoiceContext, rows: SumRow[], top: number, bold = false): number {
  const weight = bold ? 'bold' : 'regular';
  return rows.reduce((y, row) => {
    const heights = sumColumns.map(({ x, width, align }, index) =>
      write(ctx.doc, row[index]!, x, y, { width, size, weight, align }),
    );
    return y + Math.max(...heights) + 3;
  }, top);
}

/** VAT per rate: the base and the tax of each rate, highest rate first as the shop computed them. */
function writeVatByRate(ctx: InvoiceContext, top: number): number {
  const { invoice, labels, format } = ctx;
  const rows: SumRow[] = invoice.vatByRate.map((rate) => [
    `${labels.vatHeading} ${format.rate(rate.rateBasisPoints)}`,
    format.money(rate.net),
    format.money(rate.vat),
  ]);
  // Room for the rows and a heading that may wrap onto a second line ("Bază de impozitare").
  let y = placeBlock(ctx.doc, top, (rows.length + 2) * 13);
  y = writeSumRows(ctx, [['', labels.vatBase, labels.vatAmount]], y, true);
  return writeSumRows(ctx, rows, y) + 8;
}

function writeTotals(ctx: InvoiceContext, top: number): number {
  const { invoice, labels, format } = ctx;
  let y = placeBlock(ctx.doc, top, 50);
  y = writeSumRows(
    ctx,
    [
      [labels.totalNet, '', format.money(invoice.totals.net)],
      [labels.totalVat, '', format.money(invoice.totals.vat)],
    ],
    y,
  );
  rule(ctx.doc, y, blockLeft);
  return writeSumRows(ctx, [[labels.totalGross, '', format.money(invoice.totals.gross)]], y + 4, true) + 14;
}

/** A paragraph across the page, moved to the next page whole when it does not fit. */
function writeNote(ctx: InvoiceContext, value: string, top: number, bold = false): number {
  const style = { width: area.width, size: 8.5, weight: bold ? ('bold' as const) : ('regular' as const) };
  const y = placeBlock(ctx.doc, top, measure(ctx.doc, value, style));
  return y + write(ctx.doc, value, area.left, y, style) + 8;
}

/** How to pay an invoice; for a credit note, the invoice it cancels, as nothing is to be paid. */
function writePayment(ctx: InvoiceContext, top: number): number {
  const { invoice, labels } = ctx;
  const statement = creditNoteStatement(invoice);
  if (statement) return writeNote(ctx, statement, top, true);
  const y = writeNote(ctx, `${labels.paymentMethod}: ${invoice.paymentMethod}`, top);
  return writeTransferCode(ctx, invoice.paymentNote ? writeNote(ctx, invoice.paymentNote, y) : y);
}

// About 3 cm: what banking apps read from paper without trouble, with the quiet zone inside it.
const codeSide = 85;

/**
 * docs/product.md §7 getQrCode: a prepayment invoice in euro carries the EPC069-12 code of its transfer (the total, the
 * order number as reference), drawn as vector modules so it prints sharp at any size, its caption beside it.
 */
function writeTransferCode(ctx: InvoiceContext, top: number): number {
  const { invoice, labels, doc } = ctx;
  const { iban, bic, name } = invoice.seller;
  if (invoice.payment !== 'prepayment' || !iban) return top;
  const payload = epcPayload({
    beneficiary: name,
    iban,
    bic: bic ?? null,
    amount: { amount: invoice.totals.gross, currency: invoice.currency },
    reference: invoice.orderRef,
  });
  if (!payload) return top;
  const y = placeBlock(doc, top, codeSide);
  const { size, path } = qrPath(payload);
  const moduleSide = codeSide / (size + 8);
  doc
    .save()
    .translate(area.left + 4 * moduleSide, y + 4 * moduleSide)
    .scale(moduleSide)
    .path(path)
    .fill('#000000')
    .restore();
  const captionLeft = area.left + codeSide + 12;
  write(doc, labels.transferCode, captionLeft, y + 4 * moduleSide, {
    width: area.width - codeSide - 12,
    size: 8.5,
    weight: 'regular',
  });
  return y + codeSide + 8;
}

/**
 * Everything under the lines: VAT per rate, the totals, how to pay (or which invoice a credit note cancels) and,
 * when they apply, the reverse charge and the buyer's confirmations of reduced rates' conditions.
 */
export function writeInvoiceSummary(ctx: InvoiceContext, top: number): number {
  const { invoice, labels } = ctx;
  let y = writePayment(ctx, writeTotals(ctx, writeVatByRate(ctx, top)) + 4);
  if (invoice.reverseCharge) y = writeNote(ctx, labels.reverseCharge, y + 4, true);
  for (const condition of invoice.confirmedConditions)
    y = writeNote(ctx, labels[conditionMessageKey[condition]], y + 4);
  return y;
}
