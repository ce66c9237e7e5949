import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { isHttps, setPrivateCookie } from '../http/private-cookie';
import { logError } from '../monitoring/log-error';
import { getCarts, getSessionStore } from '../storefront';
import type { StoreCode } from '../shop/codes';
import type { StoredSession } from '../shop/session-store';
import { sweepExpired } from './sweep';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * How long a session lives unused, at most, and how often its idle limit moves on. A guest's cart lives a month
 * after its last use (moving it on is a write: once an hour is enough). A login is docs/product.md §4's six hours, renewed
 * at two thirds of its life, and a week at most (ASVS 7.3: an absolute limit for authenticated sessions).
 */
export const sessionLifetimes = {
  guest: { idleMs: 30 * DAY, absoluteMs: 90 * DAY, renewAfterMs: HOUR },
  customer: { idleMs: 6 * HOUR, absoluteMs: 7 * DAY, renewAfterMs: 4 * HOUR },
} as const;
const SWEEP_EVERY_MS = 600_000;

/** 32 random bytes, base64url: 256 bits, far above the 128 of docs/architecture.md "Shoppers' own state". */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface ShopperSession {
  idHash: string;
  stored: StoredSession;
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
  void Promise.all([getSessionStore(), getCarts()])
    .then(([sessions, carts]) => sweepExpired(now, sessions, carts))
    .catch((error: unknown) => logError('Sweeping expired sessions failed', error));
}

/** Reads a request's cookies: a route handler's or a page's. */
export type CookieReader = (name: string) => string | undefined;

/**
 * The shopper's session for this store, when the cookie names a live one; a forged, expired or other store's
 * cookie is no session. The idle limit moves on as it is used. Both names are read: over plain http no browser
 * keeps a `__Host-` cookie, and over https server.ts drops a plain `sid` before the shop sees the request
 * (lib/http/incoming-request.ts), since one planted by a sibling subdomain or an http page must not fix a session.
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
  const lifetime = sessionLifetimes[stored.customerId === null ? 'guest' : 'customer'];
  if (now.getTime() - stored.lastSeenAt.getTime() >= lifetime.renewAfterMs)
    await sessions.touch(idHash, now, lifetime.idleMs);
  return { idHash, stored };
}

/**
 * A new session with the cookie value to set: a guest's (docs/architecture.md "Shoppers' own state": made on the first cart action only), or a
 * customer's at login, always under a new id, so an id known before the login opens nothing after it.
 */
export async function createSession(
  store: StoreCode,
  now = new Date(),
  customer: { customerId: number; cartId: number | null } | null = null,
): Promise<{ session: ShopperSession; cookieValue: string }> {
  const cookieValue = randomBytes(32).toString('base64url');
  const idHash = hashSessionId(cookieValue);
  const sessions = await getSessionStore();
  const { idleMs, absoluteMs } = sessionLifetimes[customer ? 'customer' : 'guest'];
  const stored = await sessions.create({
    idHash,
    store,
    cartId: customer?.cartId ?? null,
    customerId: customer?.customerId ?? null,
    now,
    idleMs,
    absoluteMs,
  });
  sweepNow(now);
  return { session: { idHash, stored }, cookieValue };
}

/**
 * httpOnly, SameSite=Lax (the way back from a payment page is a top-level GET), Secure and `__Host-` on https;
 * kept by the browser as long as the session can live at most.
 */
export function setSessionCookie(
  response: NextResponse,
  request: NextRequest,
  value: string,
  kind: 'guest' | 'customer' = 'guest',
): void {
  setPrivateCookie(response, request, {
    name: sessionCookieName(request),
    value,
    maxAgeSeconds: sessionLifetimes[kind].absoluteMs / 1000,
  });
}

/** Ends a session: its row goes, and the browser forgets the cookie. */
export async function endSession(
  response: NextResponse,
  request: NextRequest,
  session: ShopperSession | null,
): Promise<void> {
  if (session) await (await getSessionStore()).remove(session.idHash);
  setPrivateCookie(response, request, { name: sessionCookieName(request), value: '', maxAgeSeconds: 0 });
}
