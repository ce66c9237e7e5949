/**
 * CSRF: a mutating request must come from a page of this very host (docs/architecture.md "CSRF"). Browsers send Origin
 * with every POST from a form or fetch; without it the Referer stands in; with neither the request is refused,
 * as OWASP advises. Only the host is compared: behind a TLS proxy the scheme the shop sees may differ.
 */
export function isSameOrigin(headers: Headers): boolean {
  const host = headers.get('host')?.toLowerCase();
  if (!host) return false;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const source = headers.get('origin') ?? headers.get('referer');
  if (!source || source === 'null') return false;
  try {
    return new URL(source).host.toLowerCase() === host;
  } catch {
    return false;
  }
}
