import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { orderDocumentAttachment } from '../documents/order-invoice-pdf';
import { composeMail, mailTranslator, storeSender } from '../mail/compose';
import { sendMail } from '../mail/send';
import { reportError } from '../monitoring/server';
import type { Order } from '../shop/order-types';

/**
 * Confirms a customer's cancellation by mail, with the credit note attached when the order was invoiced. A mail
 * that fails is reported and does not undo the cancellation; the order's page still serves the credit note.
 */
export async function sendOrderCancellation(order: Order, context: MarketContext): Promise<void> {
  try {
    await sendMail(await cancellationMail(order, context));
  } catch (error) {
    await reportError(error, `The cancellation of order ${order.ref} could not be mailed`);
  }
}

async function cancellationMail(order: Order, context: MarketContext) {
  const t = await mailTranslator(order.language);
  const storeName = context.store.config.storeName;
  const creditNote = await orderDocumentAttachment(order, 'creditNote');
  return composeMail({
    from: storeSender(context),
    to: order.email,
    language: order.language,
    subject: t('order.cancelledSubject', { ref: order.ref, storeName }),
    paragraphs: [
      t('greeting', { name: `${order.invoiceAddress.firstname} ${order.invoiceAddress.lastname}` }),
      t('order.cancelledText', { ref: order.ref }),
      ...(creditNote && order.creditNoteRef && order.invoiceRef
        ? [
            t('order.creditNoteAttached', {
              creditNoteRef: order.creditNoteRef,
              invoiceRef: order.invoiceRef,
            }),
          ]
        : []),
    ],
    closing: [t('signature', { storeName })],
    attachments: creditNote ? [creditNote] : [],
  });
}
