import { requestBytes, type ReadOptions } from './fetch-bytes';

/**
 * Reading a page of the deployment as a search engine's crawler does: over HTTP from the store's own address,
 * without cookies (so an admin's session never shapes what is read, nor is kept in a cache for shoppers),
 * following redirects by hand. Only the stores' own origins are ever asked, so the preview can never be turned on
 * another host.
 */

/** Why a page could not be read; each has its message in the SeoPreview namespace. */
export type CrawlRefusal =
  'malformed' | 'foreignHost' | 'foreignRedirect' | 'redirectLoop' | 'tooManyRedirects' | 'unreachable';

// A type, not an interface: components pass a redirect as message values, which needs its implied index signature.
export type Redirect = { from: string; to: string; status: number };

export interface CrawledPage {
  /** The address finally read, after redirects. */
  url: string;
  status: number;
  redirects: Redirect[];
  /** `X-Robots-Tag` directives, lower case. */
  xRobotsTag: string[];
  /** The HTML of an HTML answer, at most MAX_HTML_BYTES; null for anything else. */
  html: string | null;
}

export type CrawlResult = { kind: 'read'; page: CrawledPage } | { kind: 'refused'; reason: CrawlRefusal };

const MAX_REDIRECTS = 5;
/** Google reads the first 2 MB of an HTML page; what lies beyond is not indexed either. */
const MAX_HTML_BYTES = 2 * 1024 * 1024;
const MAX_INPUT_LENGTH = 2_000;

/**
 * The address a marketer typed: a path on the store they are in, or a full URL on one of the stores' origins.
 * Anything else is refused before a request is made.
 */
export function crawlTarget(input: string, origins: readonly string[], here: string): URL | CrawlRefusal {
  const typed = input.trim();
  if (typed === '' || typed.length > MAX_INPUT_LENGTH) return 'malformed';
  let url: URL;
  try {
    url = typed.startsWith('/') && !typed.startsWith('//') ? new URL(typed, here) : new URL(typed);
  } catch {
    return 'malformed';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'malformed';
  if (url.username || url.password) return 'malformed';
  url.hash = '';
  return origins.includes(url.origin) ? url : 'foreignHost';
}

/**
 * An address a page names (an og:image, an alternate), already resolved against the page: absolute on the stores'
 * origins, or refused. Resolved against itself, a relative address has nothing to lean on and is malformed.
 */
export const absoluteTarget = (url: string, origins: readonly string[]): URL | CrawlRefusal =>
  crawlTarget(url, origins, url);

/** What a crawler gets for one request: status, headers and, for HTML, the body's first MAX_HTML_BYTES. */
export interface CrawlAnswer {
  status: number;
  headers: { location: string | null; contentType: string; xRobotsTag: string | null };
  html: string | null;
}

/** One GET as a crawler sends it, without following a redirect; throws when the store cannot be reached. */
export type CrawlRequest = (url: URL) => Promise<CrawlAnswer>;

const HTML: ReadOptions = {
  accept: 'text/html,*/*;q=0.8',
  maxBytes: MAX_HTML_BYTES,
  wantsBody: (_status, contentType) => contentType.includes('text/html'),
};

export const requestPage: CrawlRequest = async (url) => {
  const { body, ...answer } = await requestBytes(url, HTML);
  return { ...answer, html: body && body.toString('utf8') };
};

const directives = (header: string | null) =>
  (header ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean);

/** Where a redirect points; null without a usable Location, which leaves the crawler with the redirect itself. */
function redirectTarget(location: string | null, from: URL): URL | null {
  if (!location) return null;
  try {
    return new URL(location, from);
  } catch {
    return null;
  }
}

export type Followed<Answer> =
  | { kind: 'read'; url: string; redirects: Redirect[]; answer: Answer }
  | { kind: 'refused'; reason: CrawlRefusal };

/**
 * What a crawler finally gets at `target`, whatever it reads (a page, a robots.txt, an image): redirects followed
 * by hand, and only within the stores' origins, so no request ever leaves them.
 */
export async function followRedirects<
  Answer extends { status: number; headers: { location: string | null } },
>(target: URL, origins: readonly string[], get: (url: URL) => Promise<Answer>): Promise<Followed<Answer>> {
  if (!origins.includes(target.origin)) return { kind: 'refused', reason: 'foreignHost' };
  const redirects: Redirect[] = [];
  const seen = new Set<string>();
  let url = target;
  for (;;) {
    if (seen.has(url.href)) return { kind: 'refused', reason: 'redirectLoop' };
    seen.add(url.href);
    let answer: Answer;
    try {
      answer = await get(url);
    } catch {
      return { kind: 'refused', reason: 'unreachable' };
    }
    const next =
      answer.status >= 300 && answer.status < 400 ? redirectTarget(answer.headers.location, url) : null;
    if (next) {
      redirects.push({ from: url.href, to: next.href, status: answer.status });
      if (!origins.includes(next.origin)) return { kind: 'refused', reason: 'foreignRedirect' };
      if (redirects.length > MAX_REDIRECTS) return { kind: 'refused', reason: 'tooManyRedirects' };
      url = next;
      continue;
    }
    return { kind: 'read', url: url.href, redirects, answer };
  }
}

/** The page at `target` as a crawler receives it, redirects followed within the stores' origins only. */
export async function crawl(
  target: URL,
  origins: readonly string[],
  request: CrawlRequest = requestPage,
): Promise<CrawlResult> {
  const read = await followRedirects(target, origins, request);
  if (read.kind === 'refused') return read;
  const { url, redirects, answer } = read;
  return {
    kind: 'read',
    page: {
      url,
      status: answer.status,
      redirects,
      xRobotsTag: directives(answer.headers.xRobotsTag),
      html: answer.html,
    },
  };
}
