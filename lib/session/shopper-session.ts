import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { getSessionStore } from '../shop';
import type { StoreCode } from '../shop/codes';
import type { StoredSession } from '../shop/session-store';

const DAY = 86_400_000;
/** A guest's cart lives a month after its last use, and three months at most. */
export const GUEST_IDLE_MS = 30 * DAY;
export const GUEST_ABSOLUTE_MS = 90 * DAY;
// Moving the idle limit on is a write: once an hour per session is enough for a limit of a month.
const TOUCH_EVERY_MS = 3_600_000;
const SWEEP_EVERY_MS = 600_000;
const ORPHAN_CART_MS = 30 * DAY;

/** 32 random bytes, base64url: 256 bits, far above ARCHITECTURE's 128. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface ShopperSession {
  idHash: string;
  stored: StoredSession;
}

/** Secure (and `__Host-`) when the shopper reached the shop over https, directly or through a TLS proxy. */
export function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

export function sessionCookieName(request: NextRequest): string {
  return isHttps(request) ? '__Host-sid' : 'sid';
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

let lastSweep = 0;

/** Expired sessions and abandoned guest carts go, at most every ten minutes per instance, never in the way. */
function sweepNow(now: Date): void {
  if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now.getTime();
  void getSessionStore()
    .then((sessions) => sessions.sweep(now, ORPHAN_CART_MS))
    .catch((error: unknown) => console.error('Sweeping expired sessions failed', error));
}

/** Reads a request's cookies: a route handler's or a page's. */
export type CookieReader = (name: string) => string | undefined;

/**
 * The shopper's session for this store, when the cookie names a live one; a forged, expired or other store's
 * cookie is no session. The idle limit moves on as it is used. Over plain http no browser keeps a `__Host-`
 * cookie, so looking for both names is safe wherever the request came from.
 */
export async function currentSession(
  cookie: CookieReader,
  store: StoreCode,
  now = new Date(),
): Promise<ShopperSession | null> {
  const id = cookie('__Host-sid') ?? cookie('sid');
  if (!id || !SESSION_ID.test(id)) return null;
  const idHash = hashSessionId(id);
  const sessions = await getSessionStore();
  const stored = await sessions.find(idHash, now);
  if (!stored || stored.store !== store) return null;
  if (now.getTime() - stored.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await sessions.touch(idHash, now, GUEST_IDLE_MS);
  return { idHash, stored };
}

/** A new guest session (ARCHITECTURE: made on the first cart action only), with the cookie value to set. */
export async function createSession(
  store: StoreCode,
  now = new Date(),
): Promise<{ session: ShopperSession; cookieValue: string }> {
  const cookieValue = randomBytes(32).toString('base64url');
  const idHash = hashSessionId(cookieValue);
  const sessions = await getSessionStore();
  const stored = await sessions.create({
    idHash,
    store,
    cartId: null,
    now,
    idleMs: GUEST_IDLE_MS,
    absoluteMs: GUEST_ABSOLUTE_MS,
  });
  sweepNow(now);
  return { session: { idHash, stored }, cookieValue };
}

/** httpOnly, SameSite=Lax (the way back from a payment page is a top-level GET), Secure and `__Host-` on https. */
export function setSessionCookie(response: NextResponse, request: NextRequest, value: string): void {
  response.cookies.set(sessionCookieName(request), value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/',
    maxAge: GUEST_ABSOLUTE_MS / 1000,
  });
}
