import { isHreflangCode } from './hreflang-codes';

describe('isHreflangCode', () => {
  it('accepts a language, a language with a region, and x-default, in any letter case', () => {
    for (const code of ['de', 'de-AT', 'en-RO', 'ro-RO', 'de-AU', 'en-GB', 'de-at', 'x-default', 'X-Default'])
      expect([code, isHreflangCode(code)]).toEqual([code, true]);
  });

  it('refuses codes that are no ISO 639-1 language or ISO 3166-1 region, and other separators', () => {
    const invalid = [
      'xx-YY',
      'de_AT',
      'en-UK',
      'en-EU',
      'iw',
      'de-DEU',
      'deu',
      'de-',
      '-AT',
      '',
      'x-default-at',
    ];
    for (const code of invalid) expect([code, isHreflangCode(code)]).toEqual([code, false]);
  });
});
