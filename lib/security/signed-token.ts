import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

const MAX_TOKEN_LENGTH = 512;
const PART = /^[A-Za-z0-9_-]+$/;

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** A payload with its expiry (`e`, seconds since the epoch) in a URL-safe token, HMAC-SHA-256 signed. */
export function signToken(payload: Record<string, unknown>, expiresAt: Date, secret: string): string {
  const encoded = Buffer.from(
    JSON.stringify({ ...payload, e: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${encoded}.${signature(encoded, secret).toString('base64url')}`;
}

export type TokenReading<T> = { ok: true; payload: T } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The payload when the token is ours, well-formed and unexpired; tampered, foreign or malformed is 'invalid'.
 * A link's token is short; a cookie's may carry more (`maxLength`), still far below what a browser keeps.
 */
export function readSignedToken<T extends { e: number }>(
  token: string,
  schema: z.ZodType<T>,
  secret: string,
  now: Date,
  maxLength = MAX_TOKEN_LENGTH,
): TokenReading<T> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > maxLength) return invalid;
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0 || !PART.test(payload) || !PART.test(given)) return invalid;
  const expected = signature(payload, secret);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return invalid;
  let parsed;
  try {
    parsed = schema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return invalid;
  }
  if (!parsed.success) return invalid;
  if (parsed.data.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, payload: parsed.data };
}
