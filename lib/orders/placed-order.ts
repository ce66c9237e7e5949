import 'server-only';
import type { Market } from '../i18n/market';
import { currentSession, type CookieReader } from '../session/shopper-session';
import { getSessionStore, getOrders } from '../storefront';
import type { Order } from '../shop/order-types';

/**
 * The order this shopper's session placed last, for /order-placed: a number in the address would let anyone read
 * any order, so the page shows only the session's own (null for anyone else, and for another store's).
 */
export async function placedOrder(cookie: CookieReader, market: Market): Promise<Order | null> {
  const session = await currentSession(cookie, market.store);
  if (!session) return null;
  const { lastOrderId } = await (await getSessionStore()).readCheckout(session.idHash, new Date());
  if (lastOrderId === null) return null;
  const order = await (await getOrders()).getOrder(lastOrderId);
  return order && order.store === market.store ? order : null;
}
