import { readCartToken, signCartToken } from './cart-token';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const now = new Date('2026-11-24T12:00:00Z');
const token = signCartToken({ cartId: 42, store: 'at', expiresAt: new Date('2026-12-08T12:00:00Z') }, secret);

describe('back-to-cart tokens', () => {
  it('name their cart and store until they expire', () => {
    expect(readCartToken(token, secret, now)).toEqual({ ok: true, cartId: 42, store: 'at' });
    expect(readCartToken(token, secret, new Date('2026-12-08T12:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are worthless tampered with, signed with another key, or made up', () => {
    const [payload, signature] = token.split('.');
    const otherCart = Buffer.from(JSON.stringify({ c: 43, s: 'at', e: 1_800_000_000 })).toString('base64url');
    for (const forged of [
      `${otherCart}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}AA`,
      signCartToken(
        { cartId: 42, store: 'at', expiresAt: new Date('2026-12-08T12:00:00Z') },
        'another-secret-of-thirty-two-chars!',
      ),
      `${payload}`,
      `${payload}.${signature}.x`,
      '',
      'not a token',
      `${payload}.${signature}`.padEnd(600, 'A'),
    ])
      expect(readCartToken(forged, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('check the signature before they read the expiry, so a forged date says nothing', () => {
    const [, signature] = token.split('.');
    const past = Buffer.from(JSON.stringify({ c: 42, s: 'at', e: 1 })).toString('base64url');
    expect(readCartToken(`${past}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
