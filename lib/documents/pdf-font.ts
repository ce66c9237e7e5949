import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The two cuts every shop document uses, registered in each document under these names. */
export type FontWeight = 'regular' | 'bold';

// DejaVu Sans has every letter the shops print: ș ț ă î â, the umlauts and ß, €, and the narrow no-break space
// that Intl puts into amounts. PDF's built-in Helvetica knows Latin-1 only.
const fileNames: Record<FontWeight, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
};

// Packages are resolved from the project root at run time. This module's own `require.resolve` would do in tsx
// and Jest, but once Next bundles the module, Turbopack and webpack replace `require.resolve` with a bundle
// module id instead of a file path; a `createRequire` whose base is only known at run time stays untouched.
const projectRequire = () => createRequire(path.join(process.cwd(), 'package.json'));

/** The TTF file of a cut, inside the `dejavu-fonts-ttf` package (never a system font folder). */
function fontFile(weight: FontWeight): string {
  const folder = path.join(path.dirname(projectRequire().resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return path.join(folder, fileNames[weight]);
}

const fontFiles = new Map<FontWeight, Buffer>();

/**
 * A cut's bytes, read once per process; each document parses them afresh. A parsed font shared between documents
 * would be quicker, but fontkit remembers a glyph's letters from its first use, and a glyph first met inside an
 * accented letter (the O of Ö) while one document is finished loses its letters for every later document: its
 * text could no longer be searched, copied or read aloud.
 */
function fontBytes(weight: FontWeight): Buffer {
  let bytes = fontFiles.get(weight);
  if (!bytes) {
    bytes = readFileSync(fontFile(weight));
    fontFiles.set(weight, bytes);
  }
  return bytes;
}

/** Registers both cuts and starts writing in the regular one. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of Object.keys(fileNames) as FontWeight[]) {
    doc.registerFont(weight, fontBytes(weight));
  }
  doc.font('regular');
}

/** Switches to a cut and size. */
export function setFont(doc: PDFKit.PDFDocument, weight: FontWeight, size: number): PDFKit.PDFDocument {
  return doc.font(weight, size);
}
