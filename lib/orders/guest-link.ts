import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '../session/signing-key';
import { getOrders } from '../storefront';
import type { Order } from '../shop/order-types';

/**
 * The hash of an order's guest link: an HMAC of its id and number under a key of its own (192 bits kept), so a
 * link is unguessable, cannot be derived from another order's, and no database column can leak it.
 */
async function guestHash(order: Pick<Order, 'id' | 'ref'>): Promise<string> {
  const mac = createHmac('sha256', await signingKey('guest-order')).update(`${order.id}:${order.ref}`);
  return mac.digest('base64url').slice(0, 32);
}

/** Where a guest finds their order again (the confirmation mail and /order-placed name it). */
export async function guestOrderPath(order: Pick<Order, 'id' | 'ref'>): Promise<string> {
  return `/guest/invoice/${order.ref}/${await guestHash(order)}`;
}

/**
 * The order a guest link names, in its store; null for an unknown number and for a wrong hash alike. The hash is
 * checked after a look-up of the id alone, which costs the same either way, and the order is read only for a
 * matching one, so neither the answer nor its time tells which numbers exist.
 */
export async function orderOfGuestLink(
  ref: string,
  hash: string,
  store: Order['store'],
): Promise<Order | null> {
  const shop = await getOrders();
  const id = await shop.findOrderIdByRef(ref);
  const expected = Buffer.from(await guestHash({ id: id ?? 0, ref }));
  const given = Buffer.from(hash);
  if (id === null || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const order = await shop.getOrder(id);
  return order && order.store === store ? order : null;
}
