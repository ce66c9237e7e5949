import { createPdf, finishPdf } from './pdf-document';
import { setFont } from './pdf-font';

/**
 * A plain A4 document (a data sheet, an installation guide, the withdrawal form): a title and paragraphs that
 * wrap and run onto further pages as needed.
 */
export function renderTextPdf(title: string, paragraphs: string[]): Promise<Buffer> {
  const doc = createPdf({ title, margins: { top: 56, right: 56, bottom: 56, left: 56 } });
  setFont(doc, 'bold', 18).text(title, { paragraphGap: 18 });
  setFont(doc, 'regular', 10);
  for (const paragraph of paragraphs) doc.text(paragraph, { lineGap: 2, paragraphGap: 10 });
  return finishPdf(doc);
}
