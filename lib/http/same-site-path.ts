const PLACEHOLDER_ORIGIN = 'http://same-site.invalid';
const MAX_LENGTH = 2000;

/**
 * `value` when it is a path of this very site ("/cart?from=%2Fx"), else undefined: the one check for every
 * return path the shop builds from a request (Referer, `from`, `back`), so none makes it an open redirect.
 * Refused: anything not starting with a single "/", a backslash (browsers read it as "/"), whitespace and
 * control characters (browsers drop tabs and newlines, so "/\t/evil" becomes "//evil"), bad percent-encoding, and
 * a path that decodes to "//" or "/\" (a server or script that decodes it once would leave the site).
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  if (!/^\/(?![/\\])/.test(value) || /[\\\s\p{Cc}]/u.test(value)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (/^\/[/\\]/.test(decoded) || /[\\\p{Cc}]/u.test(decoded)) return undefined;
  const url = new URL(value, PLACEHOLDER_ORIGIN);
  // As a browser would ask for it: dot segments resolved ("/.//evil" is "//evil", checked again below) and any
  // character a Location header cannot hold percent-encoded ("/€" is "/%E2%82%AC").
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === PLACEHOLDER_ORIGIN && !/^\/[/\\]/.test(path) ? path : undefined;
}

/** Query fields of a previous form's answer: shown once, never again after the next form. */
const ANSWER_FIELDS = ['notice', 'error', 'fields', 'form', 'seconds'];

/**
 * The page a Referer names when it is one of this host's (its filters kept, the message of an earlier answer
 * dropped), else undefined: never another site.
 */
export function refererPath(referer: string | null, host: string | null): string | undefined {
  if (!referer || !host) return undefined;
  try {
    const url = new URL(referer);
    if (url.host !== host) return undefined;
    for (const field of ANSWER_FIELDS) url.searchParams.delete(field);
    // "http://shop//evil.example/" is this host, but its path alone would lead to evil.example.
    return sameSitePath(`${url.pathname}${url.search}`);
  } catch {
    return undefined;
  }
}
