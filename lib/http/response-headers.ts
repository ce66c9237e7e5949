import { ServerResponse, type IncomingMessage } from 'node:http';
import { env } from '../env';
import { LruCache } from '../lru';
import { contentSecurityPolicy, REPORT_GROUP, type PolicySources } from './content-security-policy';
import { chunkBytes, documentText, headerText, heldDocument, releaseDocument } from './document-body';
import { trustedScriptHashes } from './inline-scripts';
import { policySources } from './policy-sources';
import { VARIES_BY_COOKIE_HEADER } from './shared-cache';
import { requestCameOverHttps } from './incoming-request';
import { transportSecurityHeader, type TransportSecurity } from './transport-security';

export interface HeaderSettings {
  transportSecurity: TransportSecurity;
  policy: PolicySources;
  /** Documents get a Content-Security-Policy: in production only, as the dev server runs eval'd code. */
  documentPolicy: boolean;
}

export function headerSettingsFrom(settings = env()): HeaderSettings {
  return {
    transportSecurity: {
      maxAgeSeconds: settings.HSTS_MAX_AGE_SECONDS,
      includeSubDomains: settings.HSTS_INCLUDE_SUBDOMAINS,
    },
    policy: policySources(settings),
    documentPolicy: process.env.NODE_ENV === 'production',
  };
}

/**
 * Next's App Router reads these on RSC answers to learn which path a rewrite rendered
 * (next/dist/client/route-params.js); nothing reads them on a document. x-nextjs-rewrite is read only by the
 * Pages Router, which the shop does not use.
 */
const ROUTER_REWRITE_HEADERS = ['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query'];

type Request = Pick<IncomingMessage, 'headers' | 'socket'>;

/**
 * Next announces the internal path of every rewrite in `x-middleware-rewrite` (and on RSC answers in the
 * rewritten-path headers), and its page renderer replaces the Vary header proxy.ts set. Neither can be changed
 * from proxy.ts, so the last say over a response's headers is taken where they are written: the internal path
 * leaves the server only where the client router needs it, a page proxy.ts marked as depending on cookies says
 * so in Vary, and an answer that came over https tells the browser to keep to https.
 */
export function finishHeaders(
  response: Pick<ServerResponse, 'getHeader' | 'setHeader' | 'removeHeader'>,
  request: Request | undefined,
  settings: HeaderSettings,
): void {
  response.removeHeader('x-middleware-rewrite');
  response.removeHeader('x-nextjs-rewrite');
  if (request?.headers.rsc !== '1') for (const name of ROUTER_REWRITE_HEADERS) response.removeHeader(name);
  const transportSecurity =
    request && requestCameOverHttps(request) && transportSecurityHeader(settings.transportSecurity);
  if (transportSecurity) response.setHeader('Strict-Transport-Security', transportSecurity);
  if (!response.getHeader(VARIES_BY_COOKIE_HEADER)) return;
  response.removeHeader(VARIES_BY_COOKIE_HEADER);
  const vary = headerText(response.getHeader('vary'));
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (!names.includes('cookie')) response.setHeader('Vary', vary ? `Cookie, ${vary}` : 'Cookie');
}

/**
 * A cached page's hashes by its ETag, Next's digest of the same HTML: a page served from the cache is read once,
 * not on every hit (reading a 340 KB listing and unzipping it takes about 3 ms).
 */
const hashesByEtag = new LruCache<string, string[]>(2_000, 3_600_000);

function documentHashes(response: ServerResponse, body: Buffer): string[] {
  const etag = headerText(response.getHeader('etag'));
  const known = etag ? hashesByEtag.get(etag) : undefined;
  if (known) return known;
  const hashes = trustedScriptHashes(documentText(body, response.getHeader('content-encoding')));
  if (etag) hashesByEtag.set(etag, hashes);
  return hashes;
}

/** A document's policy allows exactly the trusted inline scripts its own HTML carries. */
function setDocumentPolicy(response: ServerResponse, body: Buffer, policy: PolicySources): void {
  response.setHeader(
    'Content-Security-Policy',
    contentSecurityPolicy(policy, documentHashes(response, body)),
  );
  response.setHeader('Reporting-Endpoints', `${REPORT_GROUP}="${policy.reportUri}"`);
}

const INSTALLED = Symbol.for('storefront.responseHeaders');

type Callback = (error?: Error | null) => void;

/**
 * Applies finishHeaders to every response this process writes; once, however often it is called. A document's
 * headers wait for its last chunk, as its policy names the hashes of its inline scripts: the pages are rendered
 * whole before they are sent (no Suspense streaming), so holding them costs no time to first byte.
 */
export function installResponseHeaderPolicy(read: () => HeaderSettings = () => headerSettingsFrom()): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  let known: HeaderSettings | undefined;
  const settings = () => (known ??= read());
  const { writeHead, write, end, flushHeaders } = prototype;
  const held = (response: ServerResponse) => heldDocument(response, settings().documentPolicy);
  prototype.writeHead = function writeHeadWithPolicy(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) finishHeaders(this, this.req, settings());
    const document = held(this);
    if (!document) return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
    document.head = args;
    return this;
  } as typeof writeHead;
  prototype.flushHeaders = function flushHeadersOfDocument(this: ServerResponse) {
    if (!held(this)) flushHeaders.call(this);
  };
  prototype.write = function writeDocument(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const document = held(this);
    if (!document) return (write as (...all: unknown[]) => boolean).call(this, chunk, ...rest);
    document.chunks.push(chunkBytes(chunk, rest[0]));
    const callback = rest.find((value): value is Callback => typeof value === 'function');
    if (callback) process.nextTick(callback);
    return true;
  } as typeof write;
  prototype.end = function endDocument(this: ServerResponse, ...args: unknown[]) {
    const document = held(this);
    if (!document) return (end as (...all: unknown[]) => ServerResponse).apply(this, args);
    const [chunk, encoding] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      document.chunks.push(chunkBytes(chunk, encoding));
    const { chunks, head } = releaseDocument(this);
    const body = Buffer.concat(chunks);
    setDocumentPolicy(this, body, settings().policy);
    this.writeHead(...((head ?? [this.statusCode]) as [number]));
    const callback = args.find((value): value is Callback => typeof value === 'function');
    return (end as (...all: unknown[]) => ServerResponse).call(this, body, callback);
  } as typeof end;
}
