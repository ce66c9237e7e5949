import { z } from 'zod';
import { readSignedToken, signToken, type TokenReading } from '../security/signed-token';

/** How long a confirmation link works: long enough for a mailbox read after the weekend. */
export const CONFIRM_LINK_HOURS = 72;
/**
 * How long an unsubscribe link works. RFC 8058 wants the link of any mail still in a mailbox to work; two years
 * outlasts what a mailbox keeps of a newsletter, and an expired link leads to the account or a new mail.
 */
export const UNSUBSCRIBE_LINK_DAYS = 730;

/**
 * A confirmation names the sign-up it confirms (`c`, its consent time in ms), so only the latest mail's link
 * confirms; an unsubscribe link names the subscriber alone. Neither carries the address: a token copied out of a
 * mail reveals nothing, and a subscriber id cannot be turned into a link without the key.
 */
const confirmPayload = z.object({
  p: z.literal('confirm'),
  s: z.number().int().positive(),
  c: z.number().int(),
  e: z.number(),
});
const unsubscribePayload = z.object({
  p: z.literal('unsubscribe'),
  s: z.number().int().positive(),
  e: z.number(),
});

export function confirmToken(subscriberId: number, consentAt: Date, now: Date, key: string): string {
  return signToken(
    { p: 'confirm', s: subscriberId, c: consentAt.getTime() },
    new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000),
    key,
  );
}

export function unsubscribeToken(subscriberId: number, now: Date, key: string): string {
  return signToken(
    { p: 'unsubscribe', s: subscriberId },
    new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000),
    key,
  );
}

export function readConfirmToken(
  token: string,
  key: string,
  now: Date,
): TokenReading<{ subscriberId: number; consentAt: Date }> {
  const read = readSignedToken(token, confirmPayload, key, now);
  return read.ok
    ? { ok: true, payload: { subscriberId: read.payload.s, consentAt: new Date(read.payload.c) } }
    : read;
}

export function readUnsubscribeToken(
  token: string,
  key: string,
  now: Date,
): TokenReading<{ subscriberId: number }> {
  const read = readSignedToken(token, unsubscribePayload, key, now);
  return read.ok ? { ok: true, payload: { subscriberId: read.payload.s } } : read;
}
