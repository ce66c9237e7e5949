import 'server-only';
import { MAX_QUANTITY } from '../catalog/quantity';
import type { Market } from '../i18n/market';
import { LIST_LIMITS } from '../lists/list-rules';
import { createSession, currentSession, type CookieReader } from '../session/shopper-session';
import { getCarts, getCustomers, getSessionStore, getShopperLists } from '../shop';
import type { Customer } from '../shop/types';

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

/** The logged-in customer of this store's session, or null for a guest or a visitor. */
export async function currentCustomer(cookie: CookieReader, market: Market): Promise<Customer | null> {
  const session = await currentSession(cookie, market.store);
  if (session?.stored.customerId == null) return null;
  return (await getCustomers()).getCustomer(session.stored.customerId);
}

/**
 * Runs an account change for the session's customer, never one a request names; a guest or a visitor gets
 * "please log in" and nothing changes.
 */
export async function asCustomer<T>(
  cookie: CookieReader,
  market: Market,
  loginRequired: T,
  change: (customer: Customer) => Promise<T>,
): Promise<T> {
  const customer = await currentCustomer(cookie, market);
  return customer ? change(customer) : loginRequired;
}
