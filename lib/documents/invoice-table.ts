import {
  area,
  colours,
  measure,
  placeBlock,
  rule,
  write,
  type InvoiceContext,
  type TextStyle,
} from './invoice-layout';
import type { InvoiceLabels } from './invoice-labels';

type Column = keyof InvoiceLabels['columns'];
/** One table row as printed; `variant` goes under the item in grey. */
type Row = Record<Column, string> & { variant?: string | null };

// Amount columns take "200.000,00 lei" on one line; the item column gets the rest and wraps long titles.
const fixedWidths: Record<Exclude<Column, 'item'>, number> = {
  ref: 72,
  quantity: 38,
  unitNet: 70,
  vatRate: 38,
  lineNet: 70,
  lineGross: 70,
};
const order: Column[] = ['ref', 'item', 'quantity', 'unitNet', 'vatRate', 'lineNet', 'lineGross'];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const widths = order.map((column) =>
  column === 'item' ? area.width - sum(Object.values(fixedWidths)) : fixedWidths[column],
);
const gap = 6;

// Text columns keep the gap on their right, amount columns on their left, so neighbours never touch.
const cells = order.map((column, index) => {
  const start = area.left + sum(widths.slice(0, index));
  const text = column === 'ref' || column === 'item';
  const style: TextStyle = { width: widths[index]! - gap, size: 8, align: text ? 'left' : 'right' };
  return { column, x: text ? start : start + gap, style };
});

function cellHeight(ctx: InvoiceContext, row: Row, column: Column, style: TextStyle): number {
  const height = measure(ctx.doc, row[column], style);
  return column === 'item' && row.variant ? height + measure(ctx.doc, row.variant, style) : height;
}

function rowHeight(ctx: InvoiceContext, row: Row, bold = false): number {
  const weight = bold ? 'bold' : 'regular';
  return Math.max(...cells.map(({ column, style }) => cellHeight(ctx, row, column, { ...style, weight })));
}

function writeRow(ctx: InvoiceContext, row: Row, y: number, bold = false): number {
  for (const { column, x, style } of cells) {
    const height = write(ctx.doc, row[column], x, y, { ...style, weight: bold ? 'bold' : 'regular' });
    if (column === 'item' && row.variant)
      write(ctx.doc, row.variant, x, y + height, { ...style, colour: colours.muted });
  }
  return y + rowHeight(ctx, row, bold);
}

/** The column headings with a rule under them; written again at the top of every page the table runs onto. */
function writeHeader(ctx: InvoiceContext, y: number): number {
  const bottom = writeRow(ctx, ctx.labels.columns, y, true) + 3;
  rule(ctx.doc, bottom);
  return bottom + 5;
}

function rows({ invoice, labels, format }: InvoiceContext): Row[] {
  const { postage, discount } = invoice;
  const free = postage.net === 0;
  const extra = { ref: '', quantity: '', unitNet: '' };
  return [
    ...invoice.lines.map((line) => ({
      ref: line.ref,
      item: line.title,
      variant: line.variant,
      quantity: format.quantity(line.quantity),
      unitNet: format.money(line.unitNet),
      vatRate: format.rate(line.vatRateBasisPoints),
      lineNet: format.money(line.lineNet),
      lineGross: format.money(line.lineGross),
    })),
    {
      ...extra,
      item: `${labels.postage}: ${postage.title}`,
      vatRate: free ? '' : format.rate(postage.vatRateBasisPoints),
      lineNet: free ? labels.free : format.money(postage.net),
      lineGross: free ? labels.free : format.money(postage.gross),
    },
    ...(discount
      ? [
          {
            ...extra,
            item: `${labels.coupon} ${discount.code}`,
            vatRate: '',
            lineNet: format.money(-discount.net),
            lineGross: format.money(-discount.gross),
          },
        ]
      : []),
  ];
}

/** The invoice lines, then postage and the coupon, over as many pages as they need. Answers where it ended. */
export function writeInvoiceTable(ctx: InvoiceContext, top: number): number {
  // The header never stands alone at the foot of a page: it needs room for a first row under it.
  let y = writeHeader(ctx, placeBlock(ctx.doc, top, 60));
  for (const row of rows(ctx)) {
    y = placeBlock(ctx.doc, y, rowHeight(ctx, row), (pageTop) => writeHeader(ctx, pageTop));
    y = writeRow(ctx, row, y) + 5;
  }
  rule(ctx.doc, y - 2);
  return y + 10;
}
