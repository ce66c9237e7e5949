import type { NextRequest, NextResponse } from 'next/server';
import { keptBlockValues, type KeptBlockValues } from '../appointments/operator-forms';
import { setPrivateCookie } from '../http/private-cookie';
import { installationsPath } from './feed-cookie';
import { jsonCookieValue, readJsonCookie } from '../http/json-cookie';

/**
 * A refused block's values, carried back to the operators' form: never in a URL (a reason may name a person, and
 * would stay in the history and the logs), only to that page, for five minutes.
 */
export const BLOCK_FLASH_COOKIE = 'installations_block';
const KEPT_SECONDS = 300;
/** Far above what five bounded fields take; anything longer is not ours. */
const MAX_COOKIE_LENGTH = 1_000;

export function keepBlockValues(
  response: NextResponse,
  request: NextRequest,
  prefix: string,
  values: KeptBlockValues,
) {
  setPrivateCookie(response, request, {
    name: BLOCK_FLASH_COOKIE,
    value: jsonCookieValue(values),
    maxAgeSeconds: KEPT_SECONDS,
    path: installationsPath(prefix),
  });
}

/** The values a cookie carries, each bounded as its field; none when the cookie is missing or not ours. */
export function keptBlockOf(cookie: string | undefined): KeptBlockValues {
  const parsed = readJsonCookie(cookie, MAX_COOKIE_LENGTH);
  if (!parsed) return {};
  return keptBlockValues(parsed);
}
