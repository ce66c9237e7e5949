/** The API's answer to an address that cannot be decoded, in the shape of every API error (lib/api/responses.ts). */
export const UNDECODABLE_ANSWER = {
  status: 400,
  headers: {
    'Content-Type': 'application/json',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  },
  body: JSON.stringify({ ok: false, error: { code: 'request.badEncoding' } }),
} as const;

/**
 * Whether a request to the API has a path or query that is no valid percent-encoded UTF-8 ("/api/auth/%E0/…",
 * "?q=%E0%A4%A"). Next fails on such a path segment before any handler runs and answers 500, and a query
 * would reach the handler with its bytes replaced, so both are refused before Next sees them.
 */
export function undecodableApiRequest(url: string | undefined): boolean {
  if (!url || !/^\/api(?:[/?#]|$)/.test(url)) return false;
  try {
    decodeURIComponent(url.replace(/\+/g, ' '));
    return false;
  } catch {
    return true;
  }
}
