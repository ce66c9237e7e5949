import { randomBytes } from 'node:crypto';

/** Marks a request the server sends itself; proxy.ts passes such a request through to the internal path. */
export const INTERNAL_REQUEST_HEADER = 'x-storefront-internal';

const TOKEN_KEY = Symbol.for('storefront.internalRequestToken');
type Holder = typeof globalThis & { [TOKEN_KEY]?: string };

/** A secret of this process, so no outside request can reach an internal path by sending the header. */
export function internalRequestToken(): string {
  const holder = globalThis as Holder;
  holder[TOKEN_KEY] ??= randomBytes(24).toString('hex');
  return holder[TOKEN_KEY];
}

/** Where this server answers itself: INTERNAL_ORIGIN, else loopback on the port server.ts listens on. */
export function internalOrigin(configured: string | undefined): string {
  return configured ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}
