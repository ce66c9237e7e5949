import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { isHttps } from '../session/shopper-session';
import { FORM_FLASH_COOKIE, FORM_FLASH_SECONDS, encodeKeptValues } from './form-flash';

/** Gives a refused plain form's values (never a password) to the page it comes back to, for five minutes. */
export function keepFormValues(
  response: NextResponse,
  request: NextRequest,
  fields: Record<string, unknown>,
): void {
  response.cookies.set(FORM_FLASH_COOKIE, encodeKeptValues(fields), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/',
    maxAge: FORM_FLASH_SECONDS,
  });
}
