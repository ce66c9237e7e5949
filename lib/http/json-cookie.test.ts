import { fittingCookieValue, jsonCookieValue, readJsonCookie, readKeptStrings } from './json-cookie';

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

describe('kept form values', () => {
  const names = ['name', 'note'] as const;

  it('keep only the named string values, each cut to whole characters', () => {
    const value = fittingCookieValue(
      { name: 'Ștefan', note: 'ab', password: 'geheim', count: 3 },
      names,
      [3],
      1_000,
    );
    expect(readKeptStrings(value, 1_000, names, 100)).toEqual({ name: 'Ște', note: 'ab' });
  });

  it('cut spam-sized values shorter until the cookie fits, a field holding less than the step at its own bound', () => {
    const value = fittingCookieValue(
      { name: 'n'.repeat(500), note: 'x'.repeat(5_000) },
      names,
      [5_000, 1_000, 100],
      1_500,
      (name, step) => (name === 'name' ? Math.min(step, 50) : step),
    );
    expect(value.length).toBeLessThanOrEqual(1_500);
    expect(readKeptStrings(value, 1_500, names, 5_000)).toEqual({
      name: 'n'.repeat(50),
      note: 'x'.repeat(1_000),
    });
  });

  it('read nothing from a cookie that is not ours, and bound what a forged one holds', () => {
    expect(readKeptStrings('not-json', 100, names, 10)).toEqual({});
    expect(readKeptStrings(jsonCookieValue({ name: 'y'.repeat(50), other: 'z' }), 1_000, names, 10)).toEqual({
      name: 'y'.repeat(10),
    });
  });
});
