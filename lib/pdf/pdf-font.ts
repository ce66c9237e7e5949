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

/** The part of fontkit used here; it ships no types of its own. */
interface Fontkit {
  create(data: Uint8Array): ParsedFont;
}

/** A parsed font, with the glyph cache fontkit keeps on it. */
interface ParsedFont {
  _glyphs: Record<number, unknown>;
}

const parsedFonts = new Map<FontWeight, ParsedFont>();

/**
 * A cut parsed once per process: parsing DejaVu took 25–30 ms of a 30 ms document, which an order's invoice pays
 * on every confirmation. The parser is the fontkit copy pdfkit itself loads, so the two agree on the font object.
 */
function parsedFont(weight: FontWeight): ParsedFont {
  let font = parsedFonts.get(weight);
  if (!font) {
    const fontkit = createRequire(projectRequire().resolve('pdfkit'))('fontkit') as Fontkit;
    font = fontkit.create(readFileSync(fontFile(weight)));
    parsedFonts.set(weight, font);
  }
  return font;
}

/** Registers both cuts and starts writing in the regular one. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of Object.keys(fileNames) as FontWeight[]) {
    const font = parsedFont(weight);
    // fontkit remembers a glyph's letters from its first use, and one first met inside an accented letter (the O
    // of Ö) while a document is finished has none: every later document would lose that letter's text (search,
    // copy, screen readers). Each document starts with no glyphs remembered; a document is laid out and finished
    // in one synchronous run (pdf-document.ts), so no other document's glyphs interleave with its own.
    font._glyphs = {};
    // pdfkit 0.20 takes a parsed fontkit font; @types/pdfkit still lists only file names and bytes.
    doc.registerFont(weight, font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  doc.font('regular');
}

/** Switches to a cut and size. */
export function setFont(doc: PDFKit.PDFDocument, weight: FontWeight, size: number): PDFKit.PDFDocument {
  return doc.font(weight, size);
}
