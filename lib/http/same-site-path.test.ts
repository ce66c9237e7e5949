import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it.each(['/', '/en/agb.html', '/cart?from=%2Fprodukt&x=1', '/search?q=Waschbecken%20wei%C3%9F', '/a#b'])(
    'keeps the path %p of this site',
    (path) => expect(sameSitePath(path)).toBe(path),
  );

  it.each([
    ['protocol-relative', '//evil.example/'],
    ['slash and backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash later on', '/a\\..\\\\evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash after one', '/%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline inside', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'cart'],
    ['bad percent-encoding', '/%E0%A4%A'],
    ['an encoded control character', '/%0d%0aSet-Cookie:x'],
    ['dot segments that resolve to two slashes', '/.//evil.example'],
    ['a parent segment that resolves to two slashes', '/a/..//evil.example'],
    ['nothing', ''],
    ['no string', 42],
  ])('refuses %s', (_, value) => expect(sameSitePath(value)).toBeUndefined());

  it('gives the path as a browser asks for it: characters a header cannot hold encoded, dot segments resolved', () => {
    expect(sameSitePath('/€')).toBe('/%E2%82%AC');
    expect(sameSitePath('/bad/./armaturen/../waschtisch')).toBe('/bad/waschtisch');
  });

  it('refuses what is too long to be a page of the shop', () => {
    expect(sameSitePath(`/${'a'.repeat(2000)}`)).toBeUndefined();
  });
});
