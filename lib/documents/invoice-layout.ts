import type { InvoiceFormat } from './invoice-format';
import type { InvoiceLabels } from './invoice-labels';
import type { InvoiceDocument } from './invoice-types';
import { setFont, type FontWeight } from '../pdf/pdf-font';

/** What every part of the invoice layout works with. */
export interface InvoiceContext {
  doc: PDFKit.PDFDocument;
  invoice: InvoiceDocument;
  labels: InvoiceLabels;
  format: InvoiceFormat;
}

/** A4 in points, as createPdf sets it up; the space below `area.bottom` belongs to the page footer. */
export const pageSize = { width: 595.28, height: 841.89 };
export const margins = { top: 48, right: 45, bottom: 56, left: 45 };
export const area = {
  left: margins.left,
  width: pageSize.width - margins.left - margins.right,
  bottom: pageSize.height - margins.bottom,
};

export const colours = { text: '#1a1a1a', muted: '#5a5a5a', rule: '#9a9a9a' } as const;

export interface TextStyle {
  width: number;
  size?: number;
  weight?: FontWeight;
  align?: 'left' | 'right' | 'center';
  colour?: string;
}

function applyStyle(doc: PDFKit.PDFDocument, style: TextStyle): void {
  setFont(doc, style.weight ?? 'regular', style.size ?? 9).fillColor(style.colour ?? colours.text);
}

/** The height `value` takes in `style`, wrapped to its width. */
export function measure(doc: PDFKit.PDFDocument, value: string, style: TextStyle): number {
  applyStyle(doc, style);
  return doc.heightOfString(value, { width: style.width });
}

/**
 * Writes `value` at a fixed place and answers the height it took. The layout checks for room itself, so pdfkit
 * is held to the current page (`height`): left alone it would open a page of its own and lose the table header.
 */
export function write(
  doc: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
  style: TextStyle,
): number {
  applyStyle(doc, style);
  doc.text(value, x, y, { width: style.width, align: style.align ?? 'left', height: pageSize.height - y });
  return doc.y - y;
}

/** A thin horizontal line, across the text area unless told otherwise. */
export function rule(
  doc: PDFKit.PDFDocument,
  y: number,
  from = area.left,
  to = area.left + area.width,
): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(colours.rule).stroke();
}

/**
 * Where a block of `height` goes: at `y` when it fits above the footer, else at the top of a new page, after
 * whatever `onNewPage` writes there first (the table repeats its header).
 */
export function placeBlock(
  doc: PDFKit.PDFDocument,
  y: number,
  height: number,
  onNewPage: (top: number) => number = (top) => top,
): number {
  if (y + height <= area.bottom) return y;
  doc.addPage();
  return onNewPage(margins.top);
}
