import type { NextRequest, NextResponse } from 'next/server';
import { setPrivateCookie } from '../http/private-cookie';
import { MESSAGE_MAX_LENGTH, type MessageField } from './message-schema';
import { fittingCookieValue, readKeptStrings } from '../http/json-cookie';

/** Carries a refused plain form's values back to it: personal, so never in the URL (like the account's forms). */
export const MESSAGE_FLASH_COOKIE = 'contact_form';
const FLASH_SECONDS = 300;
/** A browser keeps a cookie of about 4 kB, name and attributes included. */
const MAX_COOKIE_LENGTH = 3_800;
const keptFields: MessageField[] = ['name', 'email', 'orderNumber', 'subject', 'message'];
const FIELD_MAX_LENGTH = 300;

export type KeptMessage = Partial<Record<MessageField, string>>;

/**
 * The form's values as the cookie's value (never the captcha's: a new one comes with the page). A message too
 * long for a cookie is cut, as little as it takes, rather than lost altogether.
 */
export function encodeKeptMessage(fields: Record<string, unknown>): string {
  return fittingCookieValue(
    fields,
    keptFields,
    [MESSAGE_MAX_LENGTH, 1500, 1000, 500, 200],
    MAX_COOKIE_LENGTH,
    (name, step) => (name === 'message' ? step : Math.min(step, FIELD_MAX_LENGTH)),
  );
}

/** The kept values of a cookie, or none when it is missing or not ours. */
export function decodeKeptMessage(cookie: string | undefined): KeptMessage {
  return readKeptStrings(cookie, MAX_COOKIE_LENGTH, keptFields, MESSAGE_MAX_LENGTH);
}

/** Gives a refused plain form's values to the page it comes back to, for five minutes. */
export function keepMessageValues(
  response: NextResponse,
  request: NextRequest,
  fields: Record<string, unknown>,
): void {
  setPrivateCookie(response, request, {
    name: MESSAGE_FLASH_COOKIE,
    value: encodeKeptMessage(fields),
    maxAgeSeconds: FLASH_SECONDS,
  });
}
