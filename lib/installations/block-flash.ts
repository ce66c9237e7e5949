import type { NextRequest, NextResponse } from 'next/server';
import { keptBlockValues, type KeptBlockValues } from '../appointments/operator-forms';
import { setPrivateCookie } from '../http/private-cookie';
import { installationsPath } from './feed-cookie';

/**
 * A refused block's values, carried back to the operators' form: never in a URL (a reason may name a person, and
 * would stay in the history and the logs), only to that page, for five minutes.
 */
export const BLOCK_FLASH_COOKIE = 'installations_block';
const KEPT_SECONDS = 300;

export function keepBlockValues(
  response: NextResponse,
  request: NextRequest,
  prefix: string,
  values: KeptBlockValues,
) {
  setPrivateCookie(response, request, {
    name: BLOCK_FLASH_COOKIE,
    value: Buffer.from(JSON.stringify(values)).toString('base64url'),
    maxAgeSeconds: KEPT_SECONDS,
    path: installationsPath(prefix),
  });
}

/** The values a cookie carries, each bounded as its field; none when the cookie is missing or not ours. */
export function keptBlockOf(cookie: string | undefined): KeptBlockValues {
  if (!cookie || cookie.length > 1_000) return {};
  try {
    const parsed = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null
      ? keptBlockValues(parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
