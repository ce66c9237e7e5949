import { keptFields } from './schemas';
import { jsonCookieValue, readJsonCookie } from '../http/json-cookie';

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
  let encoded = '';
  for (const limit of [254, 100, 20]) {
    const kept: KeptValues = {};
    for (const name of keptFields) {
      const value = fields[name];
      if (typeof value === 'string') kept[name] = [...value].slice(0, limit).join('');
    }
    encoded = jsonCookieValue(kept);
    if (encoded.length <= MAX_COOKIE_LENGTH) break;
  }
  return encoded;
}

/** The kept values of a cookie, or none when it is missing or not ours. */
export function decodeKeptValues(cookie: string | undefined): KeptValues {
  const parsed = readJsonCookie(cookie, MAX_COOKIE_LENGTH);
  if (!parsed) return {};
  return Object.fromEntries(
    keptFields.flatMap((name) => {
      const value = parsed[name];
      return typeof value === 'string' ? [[name, value.slice(0, 254)]] : [];
    }),
  );
}
