/**
 * What a refused plain form hands back to its page travels as a cookie holding a JSON object (the flash cookies of
 * the account, contact, review, barrier-report, booking and block forms): base64url, so any text fits a cookie.
 */
export const jsonCookieValue = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** The object such a cookie holds; null when it is missing, longer than `maxLength`, or not one of ours. */
export function readJsonCookie(
  cookie: string | undefined,
  maxLength: number,
): Record<string, unknown> | null {
  if (!cookie || cookie.length > maxLength) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
