import { isSameOrigin } from './same-origin';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('isSameOrigin', () => {
  it('lets a page of the same host post', () => {
    expect(isSameOrigin(headers({ host: 'at.localhost:3100', origin: 'http://at.localhost:3100' }))).toBe(
      true,
    );
    expect(
      isSameOrigin(
        headers({
          host: 'at.localhost:3100',
          referer: 'http://at.localhost:3100/cart',
          'sec-fetch-site': 'same-origin',
        }),
      ),
    ).toBe(true);
  });

  it('refuses another site, another shop host, a sandboxed page and a request that names no source', () => {
    expect(isSameOrigin(headers({ host: 'at.localhost:3100', origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(headers({ host: 'at.localhost:3100', origin: 'http://de.localhost:3100' }))).toBe(
      false,
    );
    expect(isSameOrigin(headers({ host: 'at.localhost:3100', origin: 'null' }))).toBe(false);
    expect(isSameOrigin(headers({ host: 'at.localhost:3100' }))).toBe(false);
    expect(
      isSameOrigin(
        headers({
          host: 'at.localhost:3100',
          origin: 'http://at.localhost:3100',
          'sec-fetch-site': 'cross-site',
        }),
      ),
    ).toBe(false);
    expect(isSameOrigin(headers({ host: 'at.localhost:3100', origin: 'not a url' }))).toBe(false);
  });
});
