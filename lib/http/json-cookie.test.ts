import { jsonCookieValue, readJsonCookie } from './json-cookie';

describe('JSON cookies', () => {
  it('carry an object with any text there and back', () => {
    const kept = { name: 'Ștefan Müller', note: 'Hof; Tor 2, "hinten"' };
    const value = jsonCookieValue(kept);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readJsonCookie(value, 1_000)).toEqual(kept);
  });

  it('read nothing from a missing, too long, forged or non-object cookie', () => {
    expect(readJsonCookie(undefined, 100)).toBeNull();
    expect(readJsonCookie(jsonCookieValue({ a: 'x'.repeat(200) }), 100)).toBeNull();
    expect(readJsonCookie('not-json', 100)).toBeNull();
    expect(readJsonCookie(jsonCookieValue('text'), 100)).toBeNull();
    expect(readJsonCookie(jsonCookieValue(null), 100)).toBeNull();
  });
});
