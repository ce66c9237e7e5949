import { isOfflinePayment, type Order } from '../shop/order-types';

/**
 * Whether a customer may cancel an order themselves (docs/product.md §4, Thelia's order/cancel): only while it is not paid,
 * and never while a provider's hosted page may still be taking the money — an order paid at its provider after
 * its cancellation would leave a payment without goods. Such an order is cancelled by its failed or expired
 * payment instead.
 */
export function customerMayCancel(order: Pick<Order, 'status' | 'payment' | 'paymentReference'>): boolean {
  if (order.status !== 'notPaid') return false;
  return isOfflinePayment(order.payment) || order.paymentReference === null;
}
