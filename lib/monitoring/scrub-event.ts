/**
 * What leaves for Sentry (docs/architecture.md "Errors"): the fault and where it happened, never who it happened to. No
 * cookies, no session ids, no e-mail addresses, no user, no request bodies or query strings (forms carry names and
 * addresses), and only headers that describe the client's software.
 */
import type { Event } from '@sentry/nextjs';

const KEPT_HEADERS = new Set([
  'host',
  'user-agent',
  'accept',
  'accept-language',
  'content-type',
  'content-length',
]);
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
// A session or any other cookie pair quoted into a message: "sid=…", "__Host-sid=…".
const SESSION = /\b(__Host-)?sid=[^;\s"']+/g;

// Paths whose last part is a key: an appointment's signed link, an installer team's calendar feed.
const SECRET_PATH = /(\/(?:appointment\/manage|api\/installer-feed)\/)[^/?#\s"']+/g;

export const REDACTED = '[redacted]';

/**
 * A URL without its query and fragment, and without the keys some paths carry: paths are the shop's, queries may
 * be the shopper's.
 */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '').replace(SECRET_PATH, `$1${REDACTED}`);
}

function scrubText(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(SESSION, REDACTED).replace(SECRET_PATH, `$1${REDACTED}`);
}

function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      /cookie|authorization/i.test(key) ? REDACTED : scrubDeep(item, depth + 1),
    ]),
  );
}

type RequestPart = NonNullable<Event['request']>;

function scrubRequest(request: RequestPart): RequestPart {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
  );
  return { method: request.method, url: request.url && withoutQuery(request.url), headers };
}

/** Sentry's beforeSend and beforeSendTransaction: the event with everything personal taken out. */
export function scrubEvent<T extends Event>(event: T): T {
  const { user: _user, request, breadcrumbs, ...rest } = event;
  const scrubbed = scrubDeep(rest) as T;
  if (request) scrubbed.request = scrubDeep(scrubRequest(request)) as RequestPart;
  if (breadcrumbs)
    scrubbed.breadcrumbs = breadcrumbs.map((crumb) => {
      const url = crumb.data?.url;
      const data = typeof url === 'string' ? { ...crumb.data, url: withoutQuery(url) } : crumb.data;
      return scrubDeep({ ...crumb, data }) as typeof crumb;
    });
  return scrubbed;
}
