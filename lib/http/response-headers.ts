import { ServerResponse, type OutgoingHttpHeader } from 'node:http';
import { VARIES_BY_COOKIE_HEADER } from './shared-cache';

/**
 * Next announces the internal path of every rewrite in `x-middleware-rewrite`, and its page renderer replaces
 * the Vary header proxy.ts set. Neither can be changed from proxy.ts, so the last say over a response's headers
 * is taken where they are written: the internal path never leaves the server, and a page proxy.ts marked as
 * depending on cookies says so in Vary.
 */
export function finishHeaders(
  response: Pick<ServerResponse, 'getHeader' | 'setHeader' | 'removeHeader'>,
): void {
  response.removeHeader('x-middleware-rewrite');
  if (!response.getHeader(VARIES_BY_COOKIE_HEADER)) return;
  response.removeHeader(VARIES_BY_COOKIE_HEADER);
  const vary = headerText(response.getHeader('vary'));
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (!names.includes('cookie')) response.setHeader('Vary', vary ? `Cookie, ${vary}` : 'Cookie');
}

function headerText(value: OutgoingHttpHeader | undefined): string {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

const INSTALLED = Symbol.for('storefront.responseHeaders');

/** Applies finishHeaders to every response this process writes; once, however often it is called. */
export function installResponseHeaderPolicy(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function writeHeadWithPolicy(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) finishHeaders(this);
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
}
