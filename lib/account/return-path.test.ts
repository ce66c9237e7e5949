import { loginReturnPath, loginReturnPathOfReferer } from './return-path';

describe('loginReturnPath', () => {
  it.each(['/', '/armatur.html', '/en/cart', '/search/wc%20sitz', '/heizkoerper.html?page=2'])(
    'keeps the shop page %s',
    (path) => expect(loginReturnPath(path)).toBe(path),
  );

  it.each([
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'armatur.html',
    '/login-register',
    '/en/login-register?tab=register',
    '/forgot-password',
    '/logout',
    42,
    undefined,
  ])('refuses %s', (value) => expect(loginReturnPath(value)).toBeNull());

  it('keeps pages whose names merely start like the login page', () => {
    expect(loginReturnPath('/login-registered-users.html')).toBe('/login-registered-users.html');
  });
});

describe('loginReturnPathOfReferer', () => {
  it('reads the path and query of a page of the same host, without an earlier answer', () => {
    expect(
      loginReturnPathOfReferer('http://at.localhost:3300/en/cart?x=1&notice=a', 'at.localhost:3300'),
    ).toBe('/en/cart?x=1');
  });

  it.each([
    ['http://evil.example/cart', 'at.localhost:3300'],
    ['http://at.localhost:3300/login-register', 'at.localhost:3300'],
    ['not a url', 'at.localhost:3300'],
    [null, 'at.localhost:3300'],
    ['http://at.localhost:3300/cart', null],
  ])('finds nothing in %s for %s', (referer, host) =>
    expect(loginReturnPathOfReferer(referer, host)).toBeNull(),
  );
});
