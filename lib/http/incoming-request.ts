import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { decideForwarding } from './forwarding';
import type { TrustedProxies } from '../trusted-proxies';

/**
 * Whether the shopper reached the shop over https: through a TLS socket of its own, or through a trusted proxy
 * that said so. Only true after settleForwarding, which drops what an untrusted peer claims.
 */
export function cameOverHttps(headers: IncomingHttpHeaders, encryptedSocket = false): boolean {
  return encryptedSocket || headers['x-forwarded-proto'] === 'https';
}

/** cameOverHttps for a request as Node hands it over: its socket says whether this server's own TLS carried it. */
export function requestCameOverHttps(request: Pick<IncomingMessage, 'headers' | 'socket'>): boolean {
  const socket = request.socket as Partial<TLSSocket> | undefined;
  return cameOverHttps(request.headers, socket?.encrypted === true);
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
  if (headers.cookie && requestCameOverHttps(request))
    headers.cookie = withoutPlainSessionCookie(headers.cookie);
}
