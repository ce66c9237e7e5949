import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { composeMail, mailTranslator } from '../mail/compose';
import { sendMail } from '../mail/send';
import { reportError } from '../monitoring/server';
import { getShop } from '../shop';
import type { Order } from '../shop/order-types';
import { orderTextLines } from './order-text';

/**
 * The order confirmation (a durable medium for the contract, SPEC §9's 14-day withdrawal): the order, how to pay,
 * the right of withdrawal and its model form, in the order's language. Claimed once per order before it is sent
 * and released when sending fails, so a retry (a repeated submit, a replayed webhook) sends it exactly once. A
 * failure never undoes the order: it is reported, and the next retry tries again.
 */
export async function sendOrderConfirmation(order: Order, context: MarketContext): Promise<void> {
  const shop = await getShop();
  if (!(await shop.claimOrderConfirmation(order.id))) return;
  try {
    const t = await mailTranslator(order.language);
    const storeName = context.store.config.storeName;
    const name = `${order.invoiceAddress.firstname} ${order.invoiceAddress.lastname}`;
    await sendMail(
      composeMail({
        from: `"${storeName.replace(/"/g, '')}" <${context.store.info.email}>`,
        to: order.email,
        language: order.language,
        subject: t('order.subject', { ref: order.ref, storeName }),
        paragraphs: [
          t('greeting', { name }),
          t('order.thanks', { ref: order.ref, storeName }),
          ...orderTextLines(order, context, t),
          t('order.withdrawalTitle'),
          t('order.withdrawal', {
            storeName,
            address: storeAddress(context),
            email: context.store.info.email,
          }),
          t('order.withdrawalFormTitle'),
          t('order.withdrawalForm', {
            storeName,
            address: storeAddress(context),
            email: context.store.info.email,
          }),
        ],
        closing: [t('signature', { storeName })],
      }),
    );
  } catch (error) {
    await shop.releaseOrderConfirmation(order.id);
    await reportError(error, `The confirmation of order ${order.ref} could not be sent`);
  }
}

const storeAddress = (context: MarketContext) =>
  `${context.store.info.address}, ${context.store.info.zipcode} ${context.store.info.city}`;
