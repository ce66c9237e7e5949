import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { storeCodes, type StoreCode } from '../shop/codes';

/** How long a back-to-cart link (an abandoned-cart mail, another device) brings the cart back. */
export const BACK_TO_CART_DAYS = 14;
const MAX_TOKEN_LENGTH = 512;
const PART = /^[A-Za-z0-9_-]+$/;

const payloadSchema = z.object({
  c: z.number().int().positive(),
  s: z.enum(storeCodes),
  e: z.number().int().positive(),
});

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** `/back-to-cart/{token}`: which cart, of which store, until when, signed so nobody can name another cart. */
export function signCartToken(
  cart: { cartId: number; store: StoreCode; expiresAt: Date },
  secret: string,
): string {
  const payload = Buffer.from(
    JSON.stringify({ c: cart.cartId, s: cart.store, e: Math.floor(cart.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

export type CartTokenReading =
  { ok: true; cartId: number; store: StoreCode } | { ok: false; reason: 'invalid' | 'expired' };

/** A token's cart when it is ours and unexpired; a tampered, foreign or malformed one is 'invalid'. */
export function readCartToken(token: string, secret: string, now: Date): CartTokenReading {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > MAX_TOKEN_LENGTH) return invalid;
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0 || !PART.test(payload) || !PART.test(given)) return invalid;
  const expected = signature(payload, secret);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return invalid;
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return invalid;
  }
  if (!parsed.success) return invalid;
  if (parsed.data.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, cartId: parsed.data.c, store: parsed.data.s };
}
