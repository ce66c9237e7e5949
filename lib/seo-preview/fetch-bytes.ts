import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/**
 * One GET as a crawler sends it: no cookies, no redirect followed, the body read only when wanted and only up to a
 * limit, so a huge or endless answer costs no more than the limit. Pages, robots.txt and images are all read
 * through here; crawl.ts decides which addresses may be asked.
 */

export interface ReadOptions {
  /** The Accept header: what the crawler being imitated sends. */
  accept: string;
  /** The body's first bytes that are read; the rest is never downloaded. */
  maxBytes: number;
  /** Whether the body of an answer is read at all; a redirect's never is. */
  wantsBody(status: number, contentType: string): boolean;
  /**
   * Takes the body as it streams in instead of keeping it (the answer's body is then empty): a merchant feed of
   * 100,000 items is read for its prices, not held.
   */
  onData?: (chunk: Buffer) => void;
  /** The whole request's deadline, 10 s unless a large document (a merchant feed) needs longer. */
  deadlineMs?: number;
}

export interface HttpAnswer {
  status: number;
  headers: { location: string | null; contentType: string; xRobotsTag: string | null };
  /** The body's first `maxBytes`; null when it was not wanted. */
  body: Buffer | null;
}

/** Throws when the host cannot be reached, or the answer breaks off before its end. */
export type ByteRequest = (url: URL, read: ReadOptions) => Promise<HttpAnswer>;

/** Reading a page must not hang the preview: beyond this, the whole request counts as unreachable. */
const TIMEOUT_MS = 10_000;
/** How the preview's requests announce themselves: one name for all, so the shop's logs show them as the preview's. */
export const USER_AGENT =
  'Mozilla/5.0 (compatible; SeoPreview/1.0; +https://developers.google.com/search/docs)';

/**
 * `*.localhost` is the loopback address (RFC 6761), as browsers resolve it; the C library here does not, and the
 * stores of a local or test deployment live on such names.
 */
export const localhostLookup: LookupFunction = (hostname, options, callback) =>
  hostname === 'localhost' || hostname.endsWith('.localhost')
    ? options.all
      ? (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [
          { address: '127.0.0.1', family: 4 },
        ])
      : (callback as (error: null, address: string, family: number) => void)(null, '127.0.0.1', 4)
    : dns.lookup(hostname, options, callback);

const isRedirect = (status: number) => status >= 300 && status < 400;

export const requestBytes: ByteRequest = (url, read) =>
  new Promise((resolve, reject) => {
    // A response ends, closes and may fail, in any order: only the first of them decides the answer.
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      finish();
    };
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      { headers: { 'user-agent': USER_AGENT, accept: read.accept }, lookup: localhostLookup },
      (response) => {
        const header = (name: string) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value.join(', ') : (value ?? null);
        };
        const status = response.statusCode ?? 0;
        const answer = {
          status,
          headers: {
            location: header('location'),
            contentType: header('content-type') ?? '',
            xRobotsTag: header('x-robots-tag'),
          },
        };
        if (isRedirect(status) || !read.wantsBody(status, answer.headers.contentType)) {
          settle(() => resolve({ ...answer, body: null }));
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const complete = () => settle(() => resolve({ ...answer, body: Buffer.concat(chunks) }));
        response.on('data', (chunk: Buffer) => {
          const wanted = chunk.subarray(0, read.maxBytes - size);
          if (read.onData) read.onData(wanted);
          else chunks.push(wanted);
          size += chunk.length;
          if (size >= read.maxBytes) {
            complete();
            response.destroy();
          }
        });
        response.on('end', complete);
        // Closed before its end and before the limit: what arrived is not the whole answer, and reading it as
        // one would judge a robots.txt or page by a fragment.
        response.on('close', () => settle(() => reject(new Error('the answer broke off'))));
        response.on('error', (error) => settle(() => reject(error)));
      },
    );
    // A whole deadline, not an idle one: a server dripping a byte at a time would hold an idle timeout off.
    const deadline = setTimeout(() => request.destroy(new Error('timed out')), read.deadlineMs ?? TIMEOUT_MS);
    request.on('error', (error) => settle(() => reject(error)));
  });
