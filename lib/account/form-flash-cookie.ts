import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { setPrivateCookie } from '../http/private-cookie';
import { FORM_FLASH_COOKIE, FORM_FLASH_SECONDS, encodeKeptValues } from './form-flash';

/** Gives a refused plain form's values (never a password) to the page it comes back to, for five minutes. */
export function keepFormValues(
  response: NextResponse,
  request: NextRequest,
  fields: Record<string, unknown>,
): void {
  setPrivateCookie(response, request, {
    name: FORM_FLASH_COOKIE,
    value: encodeKeptValues(fields),
    maxAgeSeconds: FORM_FLASH_SECONDS,
  });
}
