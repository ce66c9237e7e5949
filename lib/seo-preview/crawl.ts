import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/**
 * Reading a page of the deployment as a search engine's crawler does: over HTTP from the store's own address,
 * without cookies (so an admin's session never shapes what is read, nor is kept in a cache for shoppers),
 * following redirects by hand. Only the stores' own origins are ever asked, so the preview can never be turned on
 * another host.
 */

/** Why a page could not be read; each has its message in the SeoPreview namespace. */
export type CrawlRefusal =
  'malformed' | 'foreignHost' | 'foreignRedirect' | 'redirectLoop' | 'tooManyRedirects' | 'unreachable';

export interface CrawledPage {
  /** The address finally read, after redirects. */
  url: string;
  status: number;
  redirects: Array<{ from: string; to: string; status: number }>;
  /** `X-Robots-Tag` directives, lower case. */
  xRobotsTag: string[];
  /** The HTML of an HTML answer, at most MAX_HTML_BYTES; null for anything else. */
  html: string | null;
}

export type CrawlResult = { kind: 'read'; page: CrawledPage } | { kind: 'refused'; reason: CrawlRefusal };

const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 10_000;
/** Google reads the first 2 MB of an HTML page; what lies beyond is not indexed either. */
const MAX_HTML_BYTES = 2 * 1024 * 1024;
const MAX_INPUT_LENGTH = 2_000;
const USER_AGENT = 'Mozilla/5.0 (compatible; SeoPreview/1.0; +https://developers.google.com/search/docs)';

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

/** What a crawler gets for one request: status, headers and, for HTML, the body's first MAX_HTML_BYTES. */
export interface CrawlAnswer {
  status: number;
  headers: { location: string | null; contentType: string; xRobotsTag: string | null };
  html: string | null;
}

/** One GET as a crawler sends it, without following a redirect; throws when the store cannot be reached. */
export type CrawlRequest = (url: URL) => Promise<CrawlAnswer>;

/**
 * `*.localhost` is the loopback address (RFC 6761), as browsers resolve it; the C library here does not, and the
 * stores of a local or test deployment live on such names.
 */
const lookup: LookupFunction = (hostname, options, callback) =>
  hostname === 'localhost' || hostname.endsWith('.localhost')
    ? options.all
      ? (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [
          { address: '127.0.0.1', family: 4 },
        ])
      : (callback as (error: null, address: string, family: number) => void)(null, '127.0.0.1', 4)
    : dns.lookup(hostname, options, callback);

export const requestPage: CrawlRequest = (url) =>
  new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      { headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*;q=0.8' }, lookup, timeout: TIMEOUT_MS },
      (response) => {
        const header = (name: string) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value.join(', ') : (value ?? null);
        };
        const answer = {
          status: response.statusCode ?? 0,
          headers: {
            location: header('location'),
            contentType: header('content-type') ?? '',
            xRobotsTag: header('x-robots-tag'),
          },
        };
        if (
          !answer.headers.contentType.includes('text/html') ||
          (answer.status >= 300 && answer.status < 400)
        ) {
          response.destroy();
          return resolve({ ...answer, html: null });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_HTML_BYTES) response.destroy();
        });
        const done = () =>
          resolve({ ...answer, html: Buffer.concat(chunks).subarray(0, MAX_HTML_BYTES).toString('utf8') });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });

const directives = (header: string | null) =>
  (header ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean);

/** The page at `target` as a crawler receives it, redirects followed within the stores' origins only. */
export async function crawl(
  target: URL,
  origins: readonly string[],
  request: CrawlRequest = requestPage,
): Promise<CrawlResult> {
  const redirects: CrawledPage['redirects'] = [];
  const seen = new Set<string>();
  let url = target;
  for (;;) {
    if (seen.has(url.href)) return { kind: 'refused', reason: 'redirectLoop' };
    seen.add(url.href);
    let answer: CrawlAnswer;
    try {
      answer = await request(url);
    } catch {
      return { kind: 'refused', reason: 'unreachable' };
    }
    const { location } = answer.headers;
    if (answer.status >= 300 && answer.status < 400 && location) {
      const next = new URL(location, url);
      redirects.push({ from: url.href, to: next.href, status: answer.status });
      if (!origins.includes(next.origin)) return { kind: 'refused', reason: 'foreignRedirect' };
      if (redirects.length > MAX_REDIRECTS) return { kind: 'refused', reason: 'tooManyRedirects' };
      url = next;
      continue;
    }
    return {
      kind: 'read',
      page: {
        url: url.href,
        status: answer.status,
        redirects,
        xRobotsTag: directives(answer.headers.xRobotsTag),
        html: answer.html,
      },
    };
  }
}
