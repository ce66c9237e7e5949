import robotsParser from 'robots-parser';
import { absoluteTarget, followRedirects, type CrawlRefusal, type Followed } from './crawl';
import { requestBytes, type ByteRequest, type HttpAnswer, type ReadOptions } from './fetch-bytes';

/**
 * Whether Googlebot may crawl a page, judged as Google judges it: by the robots.txt of the page's origin, read as
 * Google reads it (https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt), including
 * what Google does when that file is missing or fails.
 */

/** The rule that decided, with its line number in the robots.txt (1 for the first line). */
export interface RobotsRule {
  line: number;
  text: string;
}

/** What the robots.txt's rules say of a page. */
export interface RobotsRules {
  allowed: boolean;
  /** Null when no rule matches the page: then it may be crawled. */
  rule: RobotsRule | null;
  /** The `Sitemap:` lines, as written. */
  sitemaps: string[];
}

/**
 * The verdict and what it rests on. `allowed` is null only when the robots.txt could not be asked at all;
 * every other case is Google's own rule for it.
 */
export type RobotsVerdict = { robotsUrl: string | null } & (
  | ({ kind: 'rules'; status: number; truncated: boolean } & RobotsRules)
  /** A 4xx but 429: Google crawls as if there were no robots.txt. */
  | { kind: 'clientError'; status: number; allowed: true }
  /** A redirect loop, or more hops than Google follows: Google treats it as a 404. */
  | { kind: 'redirectsUnresolved'; reason: 'redirectLoop' | 'tooManyRedirects'; allowed: true }
  /**
   * A 5xx, a 429 or an answer Google cannot use (a redirect without a Location): Google crawls nothing of the
   * site while it lasts (after 30 days it falls back to its last copy, or to crawling everything).
   */
  | { kind: 'serverError'; status: number; allowed: false }
  /** No answer (refused, timed out, broken off): Google treats it as a server error. */
  | { kind: 'unreachable'; allowed: false }
  /** The page is no address of the stores, or the robots.txt redirects off them: not asked, no verdict. */
  | { kind: 'notChecked'; reason: 'malformed' | 'foreignHost' | 'foreignRedirect'; allowed: null }
);

/** Google reads the first 500 KiB of a robots.txt and ignores the rest; one byte more tells whether there was a rest. */
const MAX_ROBOTS_BYTES = 500 * 1024;
const GOOGLEBOT = 'Googlebot';

const ROBOTS_TXT: ReadOptions = {
  accept: 'text/plain,*/*;q=0.8',
  maxBytes: MAX_ROBOTS_BYTES + 1,
  wantsBody: (status) => status >= 200 && status < 300,
};

/** The rules of `text`, the robots.txt at `robotsUrl`, applied to `pageUrl` on the same origin for Googlebot. */
export function readRobotsRules(robotsUrl: string, pageUrl: string, text: string): RobotsRules {
  const robots = robotsParser(robotsUrl, text);
  const line = robots.getMatchingLineNumber(pageUrl, GOOGLEBOT);
  // The parser numbers lines split exactly like this.
  const lines = text.split(/\r\n|\r|\n/);
  return {
    // The parser answers undefined only for a page of another origin than the robots.txt, which never comes here.
    allowed: robots.isAllowed(pageUrl, GOOGLEBOT) !== false,
    rule: line > 0 ? { line, text: lines[line - 1]?.trim() ?? '' } : null,
    sitemaps: robots.getSitemaps(),
  };
}

/** Google's verdict for `pageUrl` from how reading `robotsUrl` went. */
export function robotsVerdictOf(
  pageUrl: string,
  robotsUrl: string,
  read: Followed<HttpAnswer>,
): RobotsVerdict {
  if (read.kind === 'refused') return refusedVerdict(robotsUrl, read.reason);
  const { status, body } = read.answer;
  if (status >= 200 && status < 300) {
    const bytes = body ?? Buffer.alloc(0);
    // TextDecoder drops a byte order mark, which Google ignores too; the parser would take it for part of a rule.
    const text = new TextDecoder().decode(bytes.subarray(0, MAX_ROBOTS_BYTES));
    return {
      kind: 'rules',
      robotsUrl,
      status,
      truncated: bytes.length > MAX_ROBOTS_BYTES,
      ...readRobotsRules(robotsUrl, pageUrl, text),
    };
  }
  // Google counts 429 Too Many Requests as a server error, not as a missing file.
  if (status >= 400 && status < 500 && status !== 429)
    return { kind: 'clientError', robotsUrl, status, allowed: true };
  return { kind: 'serverError', robotsUrl, status, allowed: false };
}

function refusedVerdict(robotsUrl: string | null, reason: CrawlRefusal): RobotsVerdict {
  switch (reason) {
    case 'redirectLoop':
    case 'tooManyRedirects':
      return { kind: 'redirectsUnresolved', robotsUrl, reason, allowed: true };
    case 'unreachable':
      return { kind: 'unreachable', robotsUrl, allowed: false };
    default:
      return { kind: 'notChecked', robotsUrl, reason, allowed: null };
  }
}

/** Whether Googlebot may crawl `pageUrl`, an address on one of the stores' `origins`; nothing else is asked. */
export async function robotsVerdict(
  pageUrl: string,
  origins: readonly string[],
  request: ByteRequest = requestBytes,
): Promise<RobotsVerdict> {
  const page = absoluteTarget(pageUrl, origins);
  if (typeof page === 'string') return refusedVerdict(null, page);
  const robotsUrl = new URL('/robots.txt', page.origin);
  // The rules of the file a redirect leads to apply to the page's origin, as Google applies them.
  const read = await followRedirects(robotsUrl, origins, (url) => request(url, ROBOTS_TXT));
  return robotsVerdictOf(page.href, robotsUrl.href, read);
}
