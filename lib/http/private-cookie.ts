import type { NextRequest, NextResponse } from 'next/server';

/**
 * Secure (and `__Host-`) when the shopper reached the shop over https, directly or through a TLS proxy: server.ts
 * keeps X-Forwarded-Proto only when a trusted proxy sent it (lib/http/incoming-request.ts).
 */
export function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/**
 * Every cookie the shop sets: httpOnly (no script ever reads it), SameSite=Lax (the way back from a payment page
 * or a sign-in provider is a top-level GET), Secure on https. A max age of 0 makes the browser forget it.
 */
export function setPrivateCookie(
  response: NextResponse,
  request: NextRequest,
  cookie: { name: string; value: string; maxAgeSeconds: number; path?: string },
): void {
  response.cookies.set(cookie.name, cookie.value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: cookie.path ?? '/',
    maxAge: cookie.maxAgeSeconds,
  });
}
