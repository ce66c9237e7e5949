import 'server-only';
import type { Order } from '../shop/order-types';
import { guestOrderPath } from './guest-link';

/** Where an order's owner sees it again (without the market's prefix): the account's page, or a guest's link. */
export async function orderLink(order: Order): Promise<string> {
  return order.customerId === null ? guestOrderPath(order) : `/account/order/${order.id}`;
}
