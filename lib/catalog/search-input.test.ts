import { searchRequestSchema } from './search-input';

describe('searchRequestSchema', () => {
  it('takes a text of four characters or more, trimmed, and reads numbers from the query string', () => {
    expect(searchRequestSchema.parse({ q: '  Therm ', category: '12', offset: '6' })).toEqual({
      q: 'Therm',
      category: 12,
      offset: 6,
    });
    expect(searchRequestSchema.parse({ q: 'Bad €', language: 'ro' })).toMatchObject({
      language: 'ro',
      offset: 0,
    });
  });

  it('says "too short" under four characters, counting after trimming', () => {
    for (const q of ['', 'abc', '   abc   ']) {
      const result = searchRequestSchema.safeParse({ q });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('search.tooShort');
    }
  });

  it('cuts a pasted novel to 200 characters instead of refusing it', () => {
    expect(searchRequestSchema.parse({ q: 'x'.repeat(10_000) }).q).toHaveLength(200);
  });

  it('refuses unknown languages, negative or huge offsets and non-numeric categories', () => {
    for (const input of [
      { q: 'Therm', language: 'fr' },
      { q: 'Therm', offset: '-6' },
      { q: 'Therm', offset: '99999999' },
      { q: 'Therm', category: '1 OR 1=1' },
    ]) {
      expect(searchRequestSchema.safeParse(input).success).toBe(false);
    }
  });
});
