import 'server-only';
import type { Shopper } from '../cart/service';
import type { MarketContext } from '../catalog/market-context';
import { currentSession } from '../session/shopper-session';
import { isOfflinePayment, type Order } from '../shop/order-types';
import { getOrders } from '../storefront';
import { orderCheckoutKey } from './checkout-key';

/**
 * The order an earlier submit of this very checkout page placed, when its answer never arrived (the instance
 * died under it, the connection broke) and the shopper submits again: a prepayment order emptied the cart, so
 * without this the second submit would be told the cart is empty instead of being shown the order. Found by the
 * page's key bound to this session, so no other session's order can be reached.
 */
export async function orderOfRepeatedSubmit(
  shopper: Shopper,
  context: MarketContext,
  checkoutKey: string,
): Promise<Order | null> {
  const session = await currentSession(shopper.cookie, context.market.store);
  if (!session) return null;
  const orders = await getOrders();
  const orderId = await orders.findOrderIdByCheckoutKey(orderCheckoutKey(session.idHash, checkoutKey));
  const order = orderId === null ? null : await orders.getOrder(orderId);
  return order && isOfflinePayment(order.payment) ? order : null;
}
