import 'server-only';
import { getOrders } from '../storefront';
import type { Order, OrderSummary } from '../shop/order-types';

/** docs/product.md §9: the account lists at most this many orders. */
export const ORDER_LIST_LIMIT = 999;

/** A customer's order in this store; null for another customer's, a guest's, another store's and an unknown id. */
export async function customerOrder(
  customerId: number,
  orderId: number,
  store: Order['store'],
): Promise<Order | null> {
  const order = await (await getOrders()).getOrder(orderId);
  return order && order.customerId === customerId && order.store === store ? order : null;
}

export async function customerOrders(customerId: number, store: Order['store']): Promise<OrderSummary[]> {
  return (await getOrders()).listCustomerOrders(customerId, store, ORDER_LIST_LIMIT);
}
