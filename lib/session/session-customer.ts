import 'server-only';
import type { Market } from '../i18n/market';
import { getCustomers } from '../storefront';
import type { Customer } from '../shop/types';
import { currentSession, type CookieReader } from './shopper-session';

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
