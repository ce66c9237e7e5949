import { signToken } from '../security/signed-token';
import {
  confirmToken,
  CONFIRM_LINK_HOURS,
  readConfirmToken,
  readUnsubscribeToken,
  unsubscribeToken,
  UNSUBSCRIBE_LINK_DAYS,
} from './newsletter-token';

const KEY = 'newsletter-key-for-tests';
const now = new Date('2026-11-25T12:00:00Z');
const consentAt = new Date('2026-11-25T11:59:58.456Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);

describe('newsletter links', () => {
  it('carry the subscriber and, for a confirmation, the consent it confirms', () => {
    expect(readConfirmToken(confirmToken(42, consentAt, now, KEY), KEY, now)).toEqual({
      ok: true,
      payload: { subscriberId: 42, consentAt },
    });
    expect(readUnsubscribeToken(unsubscribeToken(42, now, KEY), KEY, now)).toEqual({
      ok: true,
      payload: { subscriberId: 42 },
    });
  });

  it('name no address, so a token copied out of a mail reveals nothing', () => {
    const token = unsubscribeToken(42, now, KEY);
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).not.toMatch(/@/);
  });

  it('expire: a confirmation after its hours, an unsubscribe link after its days', () => {
    const confirm = confirmToken(42, consentAt, now, KEY);
    expect(readConfirmToken(confirm, KEY, hours(CONFIRM_LINK_HOURS - 1)).ok).toBe(true);
    expect(readConfirmToken(confirm, KEY, hours(CONFIRM_LINK_HOURS + 1))).toEqual({
      ok: false,
      reason: 'expired',
    });
    const unsubscribe = unsubscribeToken(42, now, KEY);
    expect(readUnsubscribeToken(unsubscribe, KEY, hours(24 * (UNSUBSCRIBE_LINK_DAYS - 1))).ok).toBe(true);
    expect(readUnsubscribeToken(unsubscribe, KEY, hours(24 * (UNSUBSCRIBE_LINK_DAYS + 1))).ok).toBe(false);
  });

  it('refuse forged ones: another key, another subscriber, another kind of link', () => {
    expect(readUnsubscribeToken(unsubscribeToken(42, now, 'another-key'), KEY, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [, signature] = unsubscribeToken(42, now, KEY).split('.');
    const otherPayload = unsubscribeToken(43, now, KEY).split('.')[0];
    expect(readUnsubscribeToken(`${otherPayload}.${signature}`, KEY, now).ok).toBe(false);
    // A confirmation link cannot unsubscribe, nor an unsubscribe link confirm: each checks its kind.
    expect(readUnsubscribeToken(confirmToken(42, consentAt, now, KEY), KEY, now).ok).toBe(false);
    expect(readConfirmToken(unsubscribeToken(42, now, KEY), KEY, now).ok).toBe(false);
    // A token of another purpose signed with some key of the shop's shape is still not a newsletter link.
    expect(readUnsubscribeToken(signToken({ u: 42, p: 'confirm' }, hours(1), KEY), KEY, now).ok).toBe(false);
    for (const garbage of ['', 'abc', 'a.b.c', `${'a'.repeat(600)}.b`, '<script>.x'])
      expect(readUnsubscribeToken(garbage, KEY, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
