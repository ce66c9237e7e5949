import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { decideForwarding } from './forwarding';
import type { TrustedProxies } from './trusted-proxies';

/**
 * Whether the shopper reached the shop over https: through a TLS socket of its own, or through a trusted proxy
 * that said so. Only true after settleForwarding, which drops what an untrusted peer claims.
 */
export function cameOverHttps(headers: IncomingHttpHeaders, encryptedSocket = false): boolean {
  return encryptedSocket || headers['x-forwarded-proto'] === 'https';
}

/**
 * The Cookie header without a plain `sid`: over https the session lives in `__Host-sid` only, which no other
 * site or plain-http page can set; a plain `sid` there may have been planted (a sibling subdomain, an http page)
 * to fix a session on the shopper.
 */
export function withoutPlainSessionCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((pair) => pair.split('=')[0]?.trim() !== 'sid')
    .join(';')
    .trim();
}

/** The last value a header carries: what the nearest proxy wrote. */
function nearest(value: string | string[] | undefined): string | undefined {
  return [value ?? []].flat().join(',').split(',').at(-1)?.trim().toLowerCase() || undefined;
}

/**
 * Decides a request's forwarding headers before Next sees it: X-Forwarded-For becomes the one client address
 * (what clientAddress reads), X-Forwarded-Proto and -Host stay only when a trusted proxy sent them (Next fills
 * them from the socket otherwise), and over https a plain session cookie is not read.
 */
export function settleForwarding(request: IncomingMessage, trusted: TrustedProxies): void {
  const { headers } = request;
  const decision = decideForwarding(request.socket.remoteAddress, headers['x-forwarded-for'], trusted);
  headers['x-forwarded-for'] = decision.client;
  const proto = decision.believeForwardedHeaders ? nearest(headers['x-forwarded-proto']) : undefined;
  if (proto) headers['x-forwarded-proto'] = proto;
  else delete headers['x-forwarded-proto'];
  if (!decision.believeForwardedHeaders) {
    delete headers['x-forwarded-host'];
    delete headers['x-forwarded-port'];
    delete headers.forwarded;
  }
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  if (headers.cookie && cameOverHttps(headers, encrypted))
    headers.cookie = withoutPlainSessionCookie(headers.cookie);
}
