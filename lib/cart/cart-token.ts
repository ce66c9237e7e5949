import { z } from 'zod';
import { readSignedToken, signToken } from '../security/signed-token';
import { storeCodes, type StoreCode } from '../shop/codes';

/** How long a back-to-cart link (an abandoned-cart mail, another device) brings the cart back. */
export const BACK_TO_CART_DAYS = 14;

const payloadSchema = z.object({
  c: z.number().int().positive(),
  s: z.enum(storeCodes),
  e: z.number().int().positive(),
});

/** `/back-to-cart/{token}`: which cart, of which store, until when, signed so nobody can name another cart. */
export function signCartToken(
  cart: { cartId: number; store: StoreCode; expiresAt: Date },
  secret: string,
): string {
  return signToken({ c: cart.cartId, s: cart.store }, cart.expiresAt, secret);
}

export type CartTokenReading =
  { ok: true; cartId: number; store: StoreCode } | { ok: false; reason: 'invalid' | 'expired' };

/** A token's cart when it is ours and unexpired; a tampered, foreign or malformed one is 'invalid'. */
export function readCartToken(token: string, secret: string, now: Date): CartTokenReading {
  const reading = readSignedToken(token, payloadSchema, secret, now);
  return reading.ok ? { ok: true, cartId: reading.payload.c, store: reading.payload.s } : reading;
}
