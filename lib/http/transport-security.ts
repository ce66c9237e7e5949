import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export interface TransportSecurity {
  /** 0 switches the header off. */
  maxAgeSeconds: number;
  includeSubDomains: boolean;
}

/**
 * Whether the browser reached the shop over https: this server's own TLS, or the proxy in front saying so. The
 * last X-Forwarded-Proto entry is the nearest proxy's, and the header only survives from trusted proxies (README
 * "Reverse proxy").
 */
export function arrivedOverHttps(request: Pick<IncomingMessage, 'headers' | 'socket'>): boolean {
  if ((request.socket as Partial<TLSSocket> | undefined)?.encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  return entries.at(-1)?.trim().toLowerCase() === 'https';
}

/** The Strict-Transport-Security value for a response that came over https; null when switched off. */
export function transportSecurityHeader({
  maxAgeSeconds,
  includeSubDomains,
}: TransportSecurity): string | null {
  if (maxAgeSeconds === 0) return null;
  return includeSubDomains ? `max-age=${maxAgeSeconds}; includeSubDomains` : `max-age=${maxAgeSeconds}`;
}
