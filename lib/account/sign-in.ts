import 'server-only';
import { MAX_QUANTITY } from '../catalog/quantity';
import type { Market } from '../i18n/market';
import { LIST_LIMITS } from '../lists/list-rules';
import { createSession, currentSession, type CookieReader } from '../session/shopper-session';
import { getCarts, getSessionStore, getShopperLists } from '../storefront';

/**
 * Logs a customer in on this browser: the guest's cart becomes theirs (merged into the one they had, docs/product.md §7
 * assignCustomer), so do the guest's wishlist and compare list, the guest session ends, and a new session under a new id begins (ASVS: rotate on login).
 */
export async function signIn(
  cookie: CookieReader,
  market: Market,
  customerId: number,
): Promise<{ cookieValue: string }> {
  const guest = await currentSession(cookie, market.store);
  const cartId = await (
    await getCarts()
  ).assignCartToCustomer(customerId, market.store, guest?.stored.cartId ?? null, MAX_QUANTITY);
  const { session, cookieValue } = await createSession(market.store, new Date(), { customerId, cartId });
  if (guest) {
    await (
      await getShopperLists()
    ).adoptGuestLists({
      guestSessionHash: guest.idHash,
      customerSessionHash: session.idHash,
      customerId,
      store: market.store,
      wishlistLimit: LIST_LIMITS.wishlist,
    });
    await (await getSessionStore()).remove(guest.idHash);
  }
  return { cookieValue };
}
