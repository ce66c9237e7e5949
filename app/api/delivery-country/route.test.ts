import { NextRequest } from 'next/server';
import { POST } from './route';

const choose = (headers: Record<string, string>) =>
  POST(
    new NextRequest('http://at.localhost:3100/api/delivery-country', {
      method: 'POST',
      body: new URLSearchParams({ countryId: '5' }).toString(),
      headers: { host: 'at.localhost:3100', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    }),
  );

describe('POST /api/delivery-country', () => {
  it('sets the delivery country for a form of this site and goes back to its page', async () => {
    const answer = await choose({
      origin: 'http://at.localhost:3100',
      referer: 'http://at.localhost:3100/account',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/account');
    expect(answer.headers.get('set-cookie')).toMatch(
      /^delivery_country=5; Path=\/; .*HttpOnly; SameSite=lax/,
    );
  });

  it('goes home, never to another site, when the Referer’s path starts with two slashes', async () => {
    const answer = await choose({
      origin: 'http://at.localhost:3100',
      referer: 'http://at.localhost:3100//evil.example/',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
  });

  it('marks the cookie Secure when the shop is reached over https through a proxy, like every cookie it sets', async () => {
    const answer = await choose({
      origin: 'http://at.localhost:3100',
      referer: 'http://at.localhost:3100/account',
      'x-forwarded-proto': 'https',
    });
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure/i);
  });

  it('refuses another site, or a request that names none, and sets nothing', async () => {
    const attempts: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of attempts) {
      const answer = await choose(headers);
      expect(answer.status).toBe(403);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });
});
