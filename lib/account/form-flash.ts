import { keptFields } from './schemas';
import { fittingCookieValue, readKeptStrings } from '../http/json-cookie';

/** The cookie that carries a refused plain form's values back to it, never in a URL (they are personal). */
export const FORM_FLASH_COOKIE = 'account_form';
export const FORM_FLASH_SECONDS = 300;

export type KeptValues = Partial<Record<(typeof keptFields)[number], string>>;

/** A browser keeps a cookie of about 4 kB at most; the encoded values stay well below. */
const MAX_COOKIE_LENGTH = 3_000;

/**
 * The values worth giving back (never a password), as the cookie's value: each cut to what a field can hold,
 * and cut shorter still when spam-sized input would make the cookie too big to be kept at all.
 */
export function encodeKeptValues(fields: Record<string, unknown>): string {
  return fittingCookieValue(fields, keptFields, [254, 100, 20], MAX_COOKIE_LENGTH);
}

/** The kept values of a cookie, or none when it is missing or not ours. */
export function decodeKeptValues(cookie: string | undefined): KeptValues {
  return readKeptStrings(cookie, MAX_COOKIE_LENGTH, keptFields, 254);
}
