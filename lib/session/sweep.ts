import type { CartBackend } from '../shop/cart-backend';
import type { SessionStore } from '../shop/session-store';

const DAY = 86_400_000;
/** A guest's cart nobody touched for a month and no session holds is abandoned. */
const ORPHAN_CART_MS = 30 * DAY;
/** Carts looked at per sweep: a sweep stays short, and the next one goes on where it stopped. */
const CARTS_PER_SWEEP = 500;

/**
 * Ends what expired: the storefront's sessions and spent proofs, then the backend's guest carts untouched for a
 * month that no session holds. The sessions are the storefront's and the carts the backend's, so the sweep asks
 * the backend for candidates and keeps those a session still holds; the backend deletes a cart only while it is
 * still a guest's and untouched, so one taken up meanwhile stays.
 */
export async function sweepExpired(
  now: Date,
  sessionStore: Pick<SessionStore, 'sweep' | 'heldCarts'>,
  carts: Pick<CartBackend, 'listStaleGuestCarts' | 'deleteGuestCarts'>,
): Promise<{ sessions: number; carts: number }> {
  const sessions = await sessionStore.sweep(now);
  const before = new Date(now.getTime() - ORPHAN_CART_MS);
  const stale = await carts.listStaleGuestCarts(before, CARTS_PER_SWEEP);
  const held = new Set(await sessionStore.heldCarts(stale));
  const abandoned = stale.filter((cartId) => !held.has(cartId));
  return { sessions, carts: await carts.deleteGuestCarts(abandoned, before) };
}
