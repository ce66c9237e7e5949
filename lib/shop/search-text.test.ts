import fc from 'fast-check';
import { codeOf, foldSearchText, MAX_SEARCH_WORDS, oneEditAway, searchWords } from './search-text';

describe('foldSearchText', () => {
  it.each([
    ['Duschsäule', 'duschsaeule'],
    ['DUSCHSÄULE', 'duschsaeule'],
    ['Straße', 'strasse'],
    ['Baterie cadă', 'baterie cada'],
    ['Încălzire ȘI țeavă', 'incalzire si teava'],
    ['Cedilla ş ţ', 'cedilla s t'],
    // Decomposed input (a + combining diaeresis) folds like the composed letter.
    ['Dusch\u0073a\u0308ule', 'duschsaeule'],
  ])('%p → %p', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe('searchWords', () => {
  it('splits at anything but letters and digits, so no character reaches query syntax', () => {
    expect(searchWords(`Wasch'tisch: "Armatur" (chrom) \\ / ! ^ { } & | <-> *`, 'de')).toEqual([
      'wasch',
      'tisch',
      'armatur',
      'chrom',
    ]);
  });

  it('drops stop words unless nothing else is left', () => {
    expect(searchWords('Dusche mit Thermostat und Ablage', 'de')).toEqual(['dusche', 'thermostat', 'ablage']);
    expect(searchWords('und', 'de')).toEqual(['und']);
    expect(searchWords('baterie pentru cadă', 'ro')).toEqual(['baterie', 'cada']);
  });

  it('keeps at most eight distinct words of bounded length', () => {
    const words = searchWords(
      `${'a'.repeat(500)} ${Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ')}`,
      'en',
    );
    expect(words).toHaveLength(MAX_SEARCH_WORDS);
    expect(words[0]).toHaveLength(40);
    expect(searchWords('rohr Rohr ROHR', 'de')).toEqual(['rohr']);
  });

  it('finds nothing to search in emoji, whitespace or lone surrogates', () => {
    expect(searchWords('🚿🛁', 'de')).toEqual([]);
    expect(searchWords(' \t\n ', 'de')).toEqual([]);
    expect(searchWords('\ud800\udfff\ud800', 'ro')).toEqual([]);
  });

  it('only ever yields lower-case letters and digits, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        for (const word of searchWords(text, 'de')) expect(word).toMatch(/^[a-z0-9]{1,40}$/);
      }),
    );
  });
});

describe('codeOf', () => {
  it.each([
    [' SW-10023-4 ', 'sw-10023-4'],
    ['4006501234567', '4006501234567'],
    ['Duschsäule', null],
    ['thermostat', null],
    ['a1', null],
    ["1'; DROP TABLE product;--", null],
  ])('%p → %p', (text, code) => {
    expect(codeOf(text)).toBe(code);
  });
});

describe('oneEditAway', () => {
  const candidates = new Set(oneEditAway('armatur'));

  it('covers a missing, an extra, a wrong and two swapped letters', () => {
    expect(candidates).toContain('armatr');
    expect(candidates).toContain('armaatur');
    expect(candidates).toContain('armatue');
    expect(candidates).toContain('amratur');
  });

  it('spells out an umlaut written as a plain vowel (one insertion)', () => {
    expect(oneEditAway('duschsaule')).toContain('duschsaeule');
  });

  it('leaves out the word itself and anything two edits away', () => {
    expect(candidates).not.toContain('armatur');
    expect(candidates).not.toContain('amrature');
  });
});
