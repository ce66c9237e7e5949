import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import { z } from 'zod';
import { captchaKey } from './captcha-keys';
import { CAPTCHA_LIMITS } from './captcha-schema';
import type { PowChallenge } from './captcha-types';

/**
 * The secret number lies in 1…maxnumber, so a browser tries half of them on average. Chromium slowed down 4×
 * (Lighthouse's mid-range phone) digests ≈ 35,000 a second: about 0.6 s on average, 1.2 s at worst.
 */
export const POW_MAXNUMBER = 40_000;

/** `<id>?expires=<seconds>&`: altcha-lib's salt with the expiry in it; the `&` keeps the number from splicing in. */
const SALT = /^([0-9a-f]{24})\?expires=([0-9]{10})&$/;
const HEX_DIGEST = /^[0-9a-f]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(HEX_DIGEST),
  number: z.number().int().min(0).max(POW_MAXNUMBER),
  salt: z.string().regex(SALT),
  signature: z.string().regex(HEX_DIGEST),
});

export type PowReading =
  { outcome: 'solved'; id: string; expiresAt: Date } | { outcome: 'invalid' | 'expired' };

export async function issuePow(id: string, expiresAt: Date, secret: string): Promise<PowChallenge> {
  const issued = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: captchaKey(secret, 'pow'),
    maxnumber: POW_MAXNUMBER,
    salt: id,
    expires: expiresAt,
  });
  const { challenge, salt, signature } = issued;
  return { algorithm: 'SHA-256', challenge, salt, maxnumber: POW_MAXNUMBER, signature };
}

function decode(payload: string): z.infer<typeof payloadSchema> | null {
  if (payload.length > CAPTCHA_LIMITS.payload || !BASE64.test(payload)) return null;
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data ?? null;
  } catch {
    return null;
  }
}

function sameDigest(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/**
 * Reads a solved proof of work as the browser posts it (ALTCHA's v1 payload: base64 JSON). Checks what
 * altcha-lib's `verifySolution` checks, by the same `createChallenge`, but compares in constant time and
 * against the given clock, where the library compares with `===` against `Date.now()`.
 */
export async function readPow(payload: string, secret: string, now: Date): Promise<PowReading> {
  const solved = decode(payload);
  const salt = solved && SALT.exec(solved.salt);
  if (!solved || !salt) return { outcome: 'invalid' };
  const expected = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: captchaKey(secret, 'pow'),
    number: solved.number,
    salt: solved.salt,
  });
  const authentic =
    sameDigest(expected.challenge, solved.challenge) && sameDigest(expected.signature, solved.signature);
  if (!authentic) return { outcome: 'invalid' };
  const expiresAt = new Date(Number(salt[2]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  return { outcome: 'solved', id: salt[1] ?? '', expiresAt };
}
