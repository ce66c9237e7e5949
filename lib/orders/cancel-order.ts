import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { composeMail, mailTranslator, storeSender } from '../mail/compose';
import { sendMail } from '../mail/send';
import { reportError } from '../monitoring/server';
import { getOrders } from '../storefront';
import type { Order } from '../shop/order-types';
import { customerMayCancel } from './cancel-rules';
import { customerOrder } from './customer-orders';

/**
 * A customer cancels one of their orders (docs/product.md §7 order/cancel): their own, in this store, while the rules allow;
 * the stock and the coupon go back in the same step. The cancellation is confirmed by mail; a mail that fails is
 * reported and does not undo it. False for anything that could not be cancelled, whoever's order it is.
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
  await sendCancellation(order, context).catch((error: unknown) =>
    reportError(error, `The cancellation of order ${order.ref} could not be mailed`),
  );
  return order;
}

async function sendCancellation(order: Order, context: MarketContext): Promise<void> {
  const t = await mailTranslator(order.language);
  const storeName = context.store.config.storeName;
  await sendMail(
    composeMail({
      from: storeSender(context),
      to: order.email,
      language: order.language,
      subject: t('order.cancelledSubject', { ref: order.ref, storeName }),
      paragraphs: [
        t('greeting', { name: `${order.invoiceAddress.firstname} ${order.invoiceAddress.lastname}` }),
        t('order.cancelledText', { ref: order.ref }),
      ],
      closing: [t('signature', { storeName })],
    }),
  );
}
