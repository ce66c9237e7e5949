import { jsonCookieValue, readJsonCookie } from '../http/json-cookie';
/** The cookie that carries a refused plain review form's values back to it (they are personal, never in a URL). */
export const REVIEW_FLASH_COOKIE = 'review_form';
export const REVIEW_FLASH_SECONDS = 300;

export interface KeptReview {
  rating?: string;
  title?: string;
  comment?: string;
}

// A browser keeps a cookie of about 4 kB; the encoded values stay below.
const MAX_COOKIE_LENGTH = 3_500;
const text = (value: unknown, limit: number) =>
  typeof value === 'string' ? [...value].slice(0, limit).join('') : undefined;

/** The form's values as the cookie's value, the comment cut shorter when a long one would not fit. */
export function encodeKeptReview(fields: Record<string, unknown>): string {
  let encoded = '';
  for (const limit of [2000, 800, 200]) {
    const kept: KeptReview = {
      rating: text(fields.rating, 1),
      title: text(fields.title, 120),
      comment: text(fields.comment, limit),
    };
    encoded = jsonCookieValue(kept);
    if (encoded.length <= MAX_COOKIE_LENGTH) break;
  }
  return encoded;
}

/** The kept values of a cookie, or none when it is missing or not ours. */
export function decodeKeptReview(cookie: string | undefined): KeptReview {
  const parsed = readJsonCookie(cookie, MAX_COOKIE_LENGTH);
  if (!parsed) return {};
  return {
    rating: text(parsed.rating, 1),
    title: text(parsed.title, 120),
    comment: text(parsed.comment, 2000),
  };
}
