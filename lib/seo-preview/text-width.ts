import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The two cuts Google's result page uses: regular for title and description, bold for matched words. */
export type FontWeight = 400 | 700;

/** What Google appends to a title or description it had to cut. */
export const ELLIPSIS = ' ...';

// Google draws snippets in Arial. Arimo has Arial's advance widths glyph for glyph and, unlike Arial, may ship
// with the shop. Fontsource splits it into subsets: Romanian ș ț ă sit in latin-ext, not in latin.
const subsets = [
  'latin',
  'latin-ext',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
  'hebrew',
];

// Every Arimo subset shares Arial's 2048 units per em. Widths are kept in these integer units so that the width of
// a cut title plus the ellipsis is exactly the width of the joined text: no float drift across the 600 px limit.
const UNITS_PER_EM = 2048;

/** The part of fontkit used here; it ships no types of its own. */
interface SubsetFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
}

// Resolved from the project root at run time, as lib/pdf/pdf-font.ts explains: once Next bundles this module a
// plain `require.resolve` would give a bundle module id, not a file path.
const projectRequire = () => createRequire(path.join(process.cwd(), 'package.json'));

const fonts = new Map<string, SubsetFont>();
const advances = new Map<FontWeight, Map<number, number>>();

/** A subset parsed once per process; latin-ext and the rest only when a letter first asks for them. */
function subsetFont(subset: string, weight: FontWeight): SubsetFont {
  const key = `${subset}-${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const fromProject = projectRequire();
    const fontkit = fromProject('fontkit') as { create(data: Uint8Array): SubsetFont };
    const file = fromProject.resolve(`@fontsource/arimo/files/arimo-${subset}-${weight}-normal.woff2`);
    font = fontkit.create(readFileSync(file));
    fonts.set(key, font);
  }
  return font;
}

function findAdvance(codePoint: number, weight: FontWeight): number {
  for (const subset of subsets) {
    const font = subsetFont(subset, weight);
    if (font.hasGlyphForCodePoint(codePoint)) {
      return Math.round((font.glyphForCodePoint(codePoint).advanceWidth * UNITS_PER_EM) / font.unitsPerEm);
    }
  }
  // The browser would draw such a letter (an emoji, CJK) in some fallback font we cannot know. A digit's width is
  // the width of most lowercase letters in Arial: a middling guess, where 0 would let a long title pass as short.
  return advance(0x30, weight);
}

function advance(codePoint: number, weight: FontWeight): number {
  let cache = advances.get(weight);
  if (!cache) advances.set(weight, (cache = new Map()));
  let units = cache.get(codePoint);
  if (units === undefined) {
    units = findAdvance(codePoint, weight);
    cache.set(codePoint, units);
  }
  return units;
}

// Kerning is left out on purpose: Arimo's few kern pairs (mostly capitals like "AV", "To") move a 600 px title by a
// pixel or two, while summing cached advances keeps a snippet far below a millisecond and makes widths additive.
function textUnits(text: string, weight: FontWeight): number {
  let units = 0;
  // NFC, because a Romanian ș typed as s + combining comma would otherwise be measured as two letters.
  for (const letter of text.normalize('NFC')) units += advance(letter.codePointAt(0)!, weight);
  return units;
}

const toPx = (units: number, sizePx: number) => (units * sizePx) / UNITS_PER_EM;

/** The advance width in px of `text` set in Arial (measured with Arimo) at `sizePx`. */
export function textWidthPx(text: string, sizePx: number, weight: FontWeight = 400): number {
  return toPx(textUnits(text, weight), sizePx);
}

/**
 * `text` as Google shows it in `maxPx`: unchanged when it fits, otherwise cut after the last whole word that fits
 * together with " ...". A first word too long on its own is cut inside, as Google does with long URLs.
 */
export function cutToWidth(
  text: string,
  maxPx: number,
  sizePx: number,
  weight: FontWeight = 400,
): { shown: string; truncated: boolean } {
  if (textWidthPx(text, sizePx, weight) <= maxPx) return { shown: text, truncated: false };
  const ellipsisUnits = textUnits(ELLIPSIS, weight);
  // The same sum textWidthPx makes of the shown text, so a cut title never measures a hair over the limit.
  const fits = (units: number) => toPx(units + ellipsisUnits, sizePx) <= maxPx;
  const words = text.normalize('NFC').trim().split(/(\s+)/);
  const kept =
    longestFitting(words, fits, weight, true) || longestFitting([...(words[0] ?? '')], fits, weight);
  return { shown: kept + ELLIPSIS, truncated: true };
}

/** The longest run of `pieces` from the start that `fits`; with `wholeWords`, one ending on a word. */
function longestFitting(
  pieces: string[],
  fits: (units: number) => boolean,
  weight: FontWeight,
  wholeWords = false,
): string {
  let run = '';
  let kept = '';
  let units = 0;
  for (const piece of pieces) {
    units += textUnits(piece, weight);
    if (!fits(units)) break;
    run += piece;
    if (!wholeWords || piece.trim() !== '') kept = run;
  }
  return kept;
}
