import type { NextRequest, NextResponse } from 'next/server';
import { setPrivateCookie } from '../http/private-cookie';

/**
 * A new feed's token, carried to the page that shows its URL once: never in a URL (it would stay in the history
 * and the logs), only sent to that page, for two minutes, and forgotten at the operators' next change.
 */
export const FEED_COOKIE = 'installer_feed_token';
const SHOWN_SECONDS = 120;

export const installationsPath = (prefix: string) => `${prefix}/account/installations`;

export function showFeedToken(response: NextResponse, request: NextRequest, prefix: string, token: string) {
  const path = installationsPath(prefix);
  setPrivateCookie(response, request, {
    name: FEED_COOKIE,
    value: token,
    maxAgeSeconds: SHOWN_SECONDS,
    path,
  });
}

export function forgetFeedToken(response: NextResponse, request: NextRequest, prefix: string) {
  const path = installationsPath(prefix);
  setPrivateCookie(response, request, { name: FEED_COOKIE, value: '', maxAgeSeconds: 0, path });
}

/** The token the cookie holds, when it has a token's shape. */
export const feedTokenOf = (cookie: string | undefined) =>
  cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? cookie : null;
