import { inflateSync } from 'node:zlib';

/**
 * The objects of a PDF that pdfkit wrote, for tests to read back: each object's dictionary and its stream,
 * inflated. Covers what pdfkit writes (one cross-reference table, direct /Length, Flate streams), not PDF in
 * general.
 */
export interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

export function fail(message: string): never {
  throw new Error(`pdf reader: ${message}`);
}

export function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = header.lastIndex;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream\n', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dict: text.slice(start, end), stream: null });
      continue;
    }
    const dict = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? fail('a stream without a direct /Length'));
    const raw = pdf.subarray(streamAt + 7, streamAt + 7 + length);
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
    // Compressed bytes may contain anything, "endobj" included: the next object starts after the stream.
    header.lastIndex = streamAt + 7 + length;
  }
  return objects;
}

/** The object number behind `/Key n 0 R` in a dictionary. */
export function reference(dict: string, key: string): number {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : fail(`no /${key} in ${dict.slice(0, 80)}`);
}

export function trailer(pdf: Buffer): string {
  return pdf.toString('latin1', pdf.lastIndexOf('trailer'));
}

export const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A (literal) string with backslash escapes; text other than ASCII is UTF-16BE after a byte order mark. */
function readString(value: string): string {
  const bytes = value.slice(1, -1).replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);
  return bytes.startsWith('\xfe\xff') ? utf16(Buffer.from(bytes.slice(2), 'latin1').toString('hex')) : bytes;
}

/** The document information: Title, Author, CreationDate as PDF writes dates (D:YYYYMMDDHHmmssZ). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const objects = readObjects(pdf);
  const info = objects.get(reference(trailer(pdf), 'Info'))?.dict ?? '';
  return Object.fromEntries(
    [...info.matchAll(/\/(\w+)\s+(\d+) 0 R/g)].map(([, key, id]) => [
      key!,
      readString(objects.get(Number(id))?.dict.trim() ?? ''),
    ]),
  );
}
