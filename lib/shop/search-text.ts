import type { LanguageCode } from './types';

const GERMAN: Record<string, string> = {
  ä: 'ae',
  Ä: 'Ae',
  ö: 'oe',
  Ö: 'Oe',
  ü: 'ue',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};
const ACCENTED = 'ăâîșşțţĂÂÎȘŞȚŢáàéèêëíìïóòôúùûçñÁÀÉÈÊËÍÌÏÓÒÔÚÙÛÇÑ';
const PLAIN = 'aaissttAAISSTTaaeeeeiiiooouuucnAAEEEEIIIOOOUUUCN';
const ACCENTS: Record<string, string> = Object.fromEntries(
  [...ACCENTED].map((letter, i) => [letter, PLAIN[i]!]),
);

/**
 * Search text as the embedded engine compares it, the same fold as the database's shop_fold() (migration
 * 0002): German umlauts and ß spelled out (ä→ae, ß→ss), other diacritics dropped (Romanian ă â î ș ț),
 * lower case. "Duschsäule" and "duschsaeule", "cadă" and "cada" become the same word.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[äÄöÖüÜßẞ]/g, (letter) => GERMAN[letter]!)
    .replace(/[ăâîșşțţĂÂÎȘŞȚŢáàéèêëíìïóòôúùûçñÁÀÉÈÊËÍÌÏÓÒÔÚÙÛÇÑ]/g, (letter) => ACCENTS[letter]!)
    .toLowerCase();
}

// Words that carry no meaning in a product search; as required terms they would only lose results.
const STOP_WORDS: Record<LanguageCode, ReadonlySet<string>> = {
  de: new Set([
    'und',
    'oder',
    'mit',
    'fuer',
    'der',
    'die',
    'das',
    'den',
    'dem',
    'ein',
    'eine',
    'von',
    'zum',
    'zur',
  ]),
  ro: new Set(['si', 'sau', 'cu', 'de', 'la', 'pentru', 'din', 'pe', 'un', 'o', 'al', 'ale']),
  en: new Set(['and', 'or', 'with', 'for', 'the', 'a', 'an', 'of', 'to', 'in']),
};

/** Enough words for any product name; the rest of a pasted paragraph would only slow the query down. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words of a shopper's search text: folded, split at anything but letters and digits (so no character of
 * the text ever reaches query syntax), stop words dropped unless nothing else is left, at most eight words.
 */
export function searchWords(text: string, language: LanguageCode): string[] {
  const words = foldSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  const meaningful = words.filter((word) => !STOP_WORDS[language].has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * A product or sale element reference or an EAN as a shopper may paste it: the trimmed text, lower case, when
 * it is one token of letters, digits, dots, dashes and slashes.
 */
export function codeOf(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9./_-]{2,63}$/.test(trimmed) && /\d/.test(trimmed) ? trimmed : null;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Every word one edit away (deletion, transposition, substitution, insertion): the typo corrections to try. */
export function oneEditAway(word: string): string[] {
  const candidates = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) candidates.add(head + tail.slice(1));
    if (tail.length > 1) candidates.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of ALPHABET) {
      if (tail) candidates.add(head + letter + tail.slice(1));
      candidates.add(head + letter + tail);
    }
  }
  candidates.delete(word);
  return [...candidates];
}
