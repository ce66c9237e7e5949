import { fail, readObjects, reference, trailer, utf16 } from './pdf-objects.testing';

type Glyphs = Map<number, string>;

/**
 * Reads back the text of a PDF that pdfkit wrote, the way a reader sees it: pages of lines, top to bottom, with
 * no-break spaces read as the spaces they look like. With an embedded TTF, pdfkit writes glyph ids, not
 * letters, so a plain search in the file finds nothing; each font's ToUnicode map turns the ids back into text.
 */
export function pdfPages(pdf: Buffer): string[][] {
  const objects = readObjects(pdf);
  const entry = (id: number) => objects.get(id) ?? fail(`object ${id} is missing`);
  const pages = entry(reference(entry(reference(trailer(pdf), 'Root')).dict, 'Pages')).dict;
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(pages)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, pageId]) => {
    const page = entry(Number(pageId)).dict;
    const fonts = new Map<string, Glyphs>();
    const fontList = /\/Font\s*<<([^>]*)>>/.exec(entry(reference(page, 'Resources')).dict)?.[1] ?? '';
    for (const [, name, id] of fontList.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
      const toUnicode = entry(reference(entry(Number(id)).dict, 'ToUnicode')).stream;
      fonts.set(name!, readCMap(toUnicode?.toString('latin1') ?? ''));
    }
    const content = entry(reference(page, 'Contents')).stream ?? Buffer.alloc(0);
    return toLines(readRuns(content.toString('latin1'), fonts));
  });
}

/** All the text, one line per line. */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf)
    .map((lines) => lines.join('\n'))
    .join('\n');
}

function readCMap(cmap: string): Glyphs {
  const glyphs: Glyphs = new Map();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block!.matchAll(/<(\w+)>\s*<(\w+)>/g))
      glyphs.set(parseInt(code!, 16), utf16(text!));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block!.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:\[([^\]]*)\]|<(\w+)>)/g);
    for (const [, low, high, list, start] of ranges) {
      const first = parseInt(low!, 16);
      const targets = list ? [...list.matchAll(/<(\w*)>/g)].map((m) => utf16(m[1]!)) : null;
      for (let code = first; code <= parseInt(high!, 16); code += 1) {
        const target = targets
          ? targets[code - first]
          : String.fromCodePoint(parseInt(start!, 16) + code - first);
        if (target !== undefined) glyphs.set(code, target);
      }
    }
  }
  return glyphs;
}

interface Run {
  x: number;
  y: number;
  text: string;
}

/** Follows the text operators: the font (Tf), the position (Tm, Td) and the shown strings (Tj, TJ). */
function readRuns(content: string, fonts: Map<string, Glyphs>): Run[] {
  const runs: Run[] = [];
  const operands: string[] = [];
  let glyphs: Glyphs = new Map();
  let [x, y] = [0, 0];
  const decode = (hex: string) =>
    (hex.match(/.{4}/g) ?? []).map((code) => glyphs.get(parseInt(code, 16)) ?? '\uFFFD').join('');
  for (const [token] of content.matchAll(/<[0-9a-fA-F]*>|\/[^\s/<>[\]()]+|\[|\]|[^\s/<>[\]()]+/g)) {
    if (!/^[A-Za-z'"*]+$/.test(token)) {
      operands.push(token);
      continue;
    }
    const numbers = operands.map(Number);
    if (token === 'Tf') glyphs = fonts.get(operands[0]!.slice(1)) ?? fail(`unknown font ${operands[0]}`);
    if (token === 'Tm') [x, y] = [numbers[4]!, numbers[5]!];
    if (token === 'Td') [x, y] = [x + numbers[0]!, y + numbers[1]!];
    if (token === 'Tj' || token === 'TJ') {
      // Numbers between the strings of a TJ are kerning, not spaces: pdfkit writes spaces as glyphs.
      const shown = operands.filter((operand) => operand.startsWith('<'));
      runs.push({ x, y, text: shown.map((hex) => decode(hex.slice(1, -1))).join('') });
    }
    operands.length = 0;
  }
  return runs;
}

/** Runs on one baseline form a line, left to right; lines go top to bottom (PDF's y grows upwards). */
function toLines(runs: Run[]): string[] {
  const rows = new Map<number, Run[]>();
  for (const run of runs) rows.set(Math.round(run.y), [...(rows.get(Math.round(run.y)) ?? []), run]);
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((run) => run.text.replace(/[\u00a0\u202f]/g, ' ').trim())
        .join(' '),
    );
}
