import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { getOrders } from '../storefront';
import type { Order } from '../shop/order-types';
import { customerMayCancel } from './cancel-rules';
import { customerOrder } from './customer-orders';

/**
 * A customer cancels one of their orders (docs/product.md §7 order/cancel): their own, in this store, while the rules allow;
 * the stock and the coupon go back in the same step, and an invoice already issued gets its credit note
 * (lib/checkout/cancellation-mail.ts confirms it). Null for anything that could not be cancelled, whoever's order
 * it is; the cancelled order as it now stands otherwise.
 */
export async function cancelCustomerOrder(
  customerId: number,
  orderId: number,
  context: MarketContext,
): Promise<Order | null> {
  const order = await customerOrder(customerId, orderId, context.store.code);
  if (!order || !customerMayCancel(order)) return null;
  const shop = await getOrders();
  if (!(await shop.cancelOrder(order.id, 'customer', ['notPaid']))) return null;
  return (await shop.getOrder(order.id)) ?? order;
}
