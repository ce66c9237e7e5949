import type { NextRequest, NextResponse } from 'next/server';
import { bookingFields, NOTE_MAX_LENGTH } from '../appointments/booking-schema';
import { setPrivateCookie } from '../http/private-cookie';
import { fittingCookieValue, readKeptStrings } from '../http/json-cookie';

/** The cookie that carries a refused booking's values back to its form, never in a URL (they are personal). */
export const BOOKING_FLASH_COOKIE = 'appointment_form';
const FLASH_SECONDS = 300;
const MAX_COOKIE_LENGTH = 3_000;

export type KeptBooking = Partial<Record<(typeof bookingFields)[number], string>>;

/** The values as a cookie's value, cut shorter where spam-sized input would make it too big to keep. */
export function encodeKeptBooking(fields: Record<string, unknown>): string {
  return fittingCookieValue(fields, bookingFields, [NOTE_MAX_LENGTH, 100, 20], MAX_COOKIE_LENGTH);
}

/** A cookie's kept values, or none when it is missing or not ours. */
export function decodeKeptBooking(cookie: string | undefined): KeptBooking {
  return readKeptStrings(cookie, MAX_COOKIE_LENGTH, bookingFields, NOTE_MAX_LENGTH);
}

/** Gives a refused plain form's values to the page it comes back to, for five minutes. */
export function keepBookingValues(
  response: NextResponse,
  request: NextRequest,
  fields: Record<string, unknown>,
) {
  setPrivateCookie(response, request, {
    name: BOOKING_FLASH_COOKIE,
    value: encodeKeptBooking(fields),
    maxAgeSeconds: FLASH_SECONDS,
  });
}
