import type { Order } from '../shop/order-types';

/**
 * Whether an order has an invoice to download: one was issued (a provider's order is invoiced once paid), and the
 * order was not cancelled, since nothing was supplied.
 */
export const invoiceIssued = (order: Order): order is Order & { invoiceRef: string } =>
  order.invoiceRef !== null && order.status !== 'cancelled';
