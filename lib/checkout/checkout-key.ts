import { createHash } from 'node:crypto';

/**
 * The key an order is stored under: the page's checkout key bound to the session that received it. The page's key
 * travels in forms and drafts, so a key alone must not find an order: another session submitting it gets a new
 * checkout of its own cart, never the first shopper's order (pen test, issue 30, finding 4). The same session
 * submitting twice finds its one order. The session's id hash is itself a hash, so nothing here is secret input.
 */
export const orderCheckoutKey = (sessionIdHash: string, pageKey: string): string =>
  createHash('sha256').update(`${sessionIdHash}\n${pageKey}`).digest('base64url');
