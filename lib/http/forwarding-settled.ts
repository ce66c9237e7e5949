const SETTLED = Symbol.for('storefront.forwardingSettled');
type Holder = typeof globalThis & { [SETTLED]?: true };

/** server.ts says it decides every request's forwarding headers before Next sees it. */
export function markForwardingSettled(): void {
  (globalThis as Holder)[SETTLED] = true;
}

/**
 * Whether a production server is safe to run: `next start` alone would hand Next whatever X-Forwarded-For a
 * client writes, and every per-address rate limit could be bypassed (README "Behind a proxy").
 */
export function forwardingSettled(): boolean {
  return (globalThis as Holder)[SETTLED] === true;
}
