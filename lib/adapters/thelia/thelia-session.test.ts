import { asErrorBody, TheliaError } from './thelia-errors';
import { parseSetCookie, TheliaSession } from './thelia-session';

/** The cookie jar and the error mapping on their own, with the headers PHP and Symfony actually send. */

// Whole seconds, as cookie dates carry no milliseconds.
const now = Math.floor(Date.now() / 1000) * 1000;
const inAYear = new Date(now + 31_536_000_000).toUTCString();

describe('TheliaSession cookies', () => {
  it('keeps what PHP and Symfony set, with their expiry', () => {
    const session = new TheliaSession({ locale: 'de_DE' });
    session.takeSetCookies(
      [
        'PHPSESSID=abc123; path=/; HttpOnly; SameSite=Lax',
        `thelia_cart=tok=en; expires=${inAYear}; Max-Age=31536000; path=/; httponly`,
      ],
      now,
    );
    expect(session.sessionId).toBe('abc123');
    expect(session.cartToken).toBe('tok=en');
    expect(session.cookieHeader(now)).toBe('PHPSESSID=abc123; thelia_cart=tok=en');
    expect(session.snapshot(now).cookies).toEqual([
      { name: 'PHPSESSID', value: 'abc123', expiresAt: null },
      { name: 'thelia_cart', value: 'tok=en', expiresAt: now + 31_536_000_000 },
    ]);
    // Past its Max-Age the cart cookie is no longer sent.
    expect(session.cookieHeader(now + 31_536_000_001)).toBe('PHPSESSID=abc123');
  });

  it('deletes a cookie Thelia clears (expired "deleted" value, Max-Age=0)', () => {
    const session = new TheliaSession({
      locale: 'de_DE',
      cookies: [{ name: 'crmcn', value: 'x', expiresAt: null }],
    });
    session.takeSetCookies(['crmcn=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/'], now);
    expect(session.cookie('crmcn', now)).toBeNull();
    expect(session.cookieHeader(now)).toBeNull();
  });

  it('lets Max-Age win over Expires and ignores what is not a cookie', () => {
    expect(parseSetCookie('a=1; Expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=60', now)?.expiresAt).toBe(
      now + 60_000,
    );
    expect(parseSetCookie('=nameless', now)).toBeNull();
    expect(parseSetCookie('garbage', now)).toBeNull();
  });

  it('honours a configured session cookie name', () => {
    const session = new TheliaSession({ locale: 'de_DE', sessionCookieName: 'SHOPSESS' });
    session.takeSetCookies(['PHPSESSID=wrong', 'SHOPSESS=right'], now);
    expect(session.sessionId).toBe('right');
  });
});

describe('TheliaError', () => {
  it('carries title, description and violations by field', () => {
    const error = new TheliaError(400, {
      title: 'Invalid data',
      description: null,
      schemaViolations: { 'customer.email': { message: 'This value should not be blank.' } },
    });
    expect(error).toMatchObject({ kind: 'invalid-data', description: null });
    expect(error.violations).toEqual({ 'customer.email': 'This value should not be blank.' });
  });

  it('tells the module’s refusals apart by their text', () => {
    const kind = (description: string) =>
      new TheliaError(400, { title: 'Unexpected error', description }).kind;
    expect(kind('No customer found for this email.')).toBe('bad-credentials');
    expect(kind('No customer found')).toBe('not-logged-in');
    expect(kind('Cart is empty')).toBe('other');
  });

  it('reads core’s InvalidJsonError and nothing that is not an error body', () => {
    const body = asErrorBody({ error: 'The given data is not a valid json' });
    expect(new TheliaError(400, body!)).toMatchObject({ kind: 'invalid-json', violations: {} });
    expect(asErrorBody([])).toBeNull();
    expect(asErrorBody({ message: 'x' })).toBeNull();
  });
});
