import PDFDocument from 'pdfkit';
import { registerFonts } from './pdf-font';

export interface PdfSetup {
  title: string;
  author?: string;
  /** BCP 47 language of the text, for screen readers. */
  language?: string;
  /** The document's date; pdfkit derives the file id from it, so a fixed date makes the same input give the same bytes. */
  creationDate?: Date;
  margins: { top: number; right: number; bottom: number; left: number };
}

/**
 * An A4 document that writes in DejaVu Sans. pdfkit opens Helvetica at construction, from metrics compiled into
 * its own package (no AFM file is read); it is never used for text, so it is never embedded.
 */
export function createPdf(setup: PdfSetup): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: setup.margins,
    lang: setup.language,
    displayTitle: true,
    // Pages stay open until the end, so the footer can say "page 1 of 3".
    bufferPages: true,
    info: {
      Title: setup.title,
      ...(setup.author ? { Author: setup.author } : {}),
      ...(setup.creationDate ? { CreationDate: setup.creationDate } : {}),
    },
  });
  registerFonts(doc);
  return doc;
}

/** Ends the document and collects what pdfkit streams out. */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
