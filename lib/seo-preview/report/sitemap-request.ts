import http from 'node:http';
import https from 'node:https';
import { localhostLookup, USER_AGENT } from '../fetch-bytes';

/**
 * Fetching a sitemap as a crawler does. fetch-bytes.ts's requestBytes gives a request 10 s in all and keeps or
 * pushes its body; a sitemap is XML of up to 50 MB, which may take longer, so here only an idle connection times
 * out, and the body is handed over as a stream for the reader to pull and parse as it arrives.
 */

export interface SitemapAnswer {
  status: number;
  location: string | null;
  /** The body of a 200 (null for any other status), to be read to its end or dropped. */
  body: AsyncIterable<Uint8Array> | null;
}

/** One GET of a sitemap, without following a redirect; throws when the store cannot be reached. */
export type SitemapRequest = (url: URL) => Promise<SitemapAnswer>;

const IDLE_TIMEOUT_MS = 10_000;

export const requestSitemap: SitemapRequest = (url) =>
  new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      {
        headers: { 'user-agent': USER_AGENT, accept: 'application/xml,text/xml;q=0.9,*/*;q=0.8' },
        lookup: localhostLookup,
        timeout: IDLE_TIMEOUT_MS,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location ?? null;
        if (status === 200) return resolve({ status, location, body: response });
        response.destroy();
        resolve({ status, location, body: null });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
