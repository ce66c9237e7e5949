import {
  openFlow,
  openPending,
  sealFlow,
  sealPending,
  SEALED_SECONDS,
  type PendingIdentity,
} from './sealed-cookies';

const KEY = 'a-key-of-the-social-login-purpose';
const now = new Date('2026-11-25T10:00:00Z');
const pending: PendingIdentity = {
  k: 'link',
  p: 'google',
  sub: '1'.repeat(255),
  email: `${'a'.repeat(240)}@example.at`,
  firstname: 'Ä'.repeat(100),
  lastname: 'Ö'.repeat(100),
  language: 'ro',
};

describe('sealed cookies', () => {
  it('give back what was sealed until ten minutes have passed', () => {
    expect(openPending(sealPending(pending, KEY, now), KEY, now)).toEqual({
      ok: true,
      payload: { ...pending, e: now.getTime() / 1000 + SEALED_SECONDS },
    });
    const later = new Date(now.getTime() + SEALED_SECONDS * 1000);
    expect(openPending(sealPending(pending, KEY, now), KEY, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another key, a changed payload, and one kind of cookie for the other', () => {
    const sealed = sealPending(pending, KEY, now);
    expect(openPending(sealed, 'another-key', now)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, signature] = sealed.split('.');
    const changed = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace('"k":"link"', '"k":"complete"'),
    ).toString('base64url');
    expect(openPending(`${changed}.${signature}`, KEY, now)).toEqual({ ok: false, reason: 'invalid' });
    const flow = sealFlow(
      { k: 'flow', p: 'google', state: 's', nonce: 'n', verifier: 'v', language: 'de' },
      KEY,
      now,
    );
    expect(openPending(flow, KEY, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(openFlow(sealed, KEY, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
