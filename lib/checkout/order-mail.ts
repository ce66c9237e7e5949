import 'server-only';
import { isBusiness } from '../shop/customer-types';
import type { MarketContext } from '../catalog/market-context';
import { orderDocumentAttachment } from '../documents/order-invoice-pdf';
import { composeMail, mailTranslator, storeSender } from '../mail/compose';
import { sendMail } from '../mail/send';
import { reportError } from '../monitoring/server';
import { getConfirmationLeases } from '../storefront';
import type { Order } from '../shop/order-types';
import { bankTransferOf } from '../orders/bank-transfer';
import { orderLink } from '../orders/order-link';
import { qrPng } from '../payments/epc-qr';
import { formatMoney } from '../pricing/format';
import { orderTextLines } from './order-text';

/**
 * The order confirmation (a durable medium for the contract, docs/product.md §9's 14-day withdrawal): the order, how to pay,
 * and for a consumer the right of withdrawal and its model form, in the order's language. Claimed for a while before it is sent,
 * marked sent once the SMTP server took it and released when sending fails, so a retry (a repeated submit, a
 * replayed webhook) sends it once, and one after a crash that lost the claim's holder sends it when the claim
 * lapsed. A failure never undoes the order: it is reported, and the next retry tries again. It carries the
 * invoice and the link to the order's page.
 */
export async function sendOrderConfirmation(order: Order, context: MarketContext): Promise<void> {
  const leases = await getConfirmationLeases();
  if (!(await leases.claimOrderConfirmation(order.id))) return;
  try {
    await sendMail(await confirmationMail(order, context));
  } catch (error) {
    await leases.releaseOrderConfirmation(order.id);
    await reportError(error, `The confirmation of order ${order.ref} could not be sent`);
    return;
  }
  // It is sent: releasing the claim now would let a retry send it twice, so a failure here is only reported.
  await leases
    .markOrderConfirmationSent(order.id)
    .catch((error: unknown) =>
      reportError(error, `The confirmation of order ${order.ref} went out unmarked`),
    );
}

async function confirmationMail(order: Order, context: MarketContext) {
  const t = await mailTranslator(order.language);
  const storeName = context.store.config.storeName;
  const name = `${order.invoiceAddress.firstname} ${order.invoiceAddress.lastname}`;
  const transfer = bankTransferOf(order, context.store.config.legal);
  const [link, invoice, transferCode] = await Promise.all([
    orderLink(order),
    orderDocumentAttachment(order, 'invoice'),
    transfer?.epcPayload ? qrPng(transfer.epcPayload) : null,
  ]);
  const store = { storeName, address: storeAddress(context), email: context.store.info.email };
  return composeMail({
    from: storeSender(context),
    to: order.email,
    language: order.language,
    subject: t('order.subject', { ref: order.ref, storeName }),
    paragraphs: [
      t('greeting', { name }),
      t('order.thanks', { ref: order.ref, storeName }),
      ...orderTextLines(order, context, t),
      // The code a banking app scans, right under how to pay (docs/product.md §7 getQrCode); its description says the same.
      ...(transfer && transferCode
        ? [
            {
              // Unique as RFC 2392 asks: the order's, at the store's mail domain.
              cid: `transfer-code.${order.ref}@${context.store.info.email.split('@')[1] ?? 'shop'}`,
              alt: t('order.transferCode', {
                amount: formatMoney(transfer.amount, context.formatLocale),
                beneficiary: transfer.beneficiary,
                iban: transfer.iban,
                ref: transfer.reference,
              }),
              png: transferCode,
              width: 180,
            },
          ]
        : []),
      t('order.viewOrder', { url: `${context.origins[order.store]}${context.linkPrefix}${link}` }),
      ...(invoice && order.invoiceRef ? [t('order.invoiceAttached', { invoiceRef: order.invoiceRef })] : []),
      // The right of withdrawal is a consumer's (Directive 2011/83/EU Art. 9): a company or association has none.
      ...(isBusiness(order.invoiceAddress.title)
        ? []
        : [
            t('order.withdrawalTitle'),
            t('order.withdrawal', store),
            t('order.withdrawalFormTitle'),
            t('order.withdrawalForm', store),
          ]),
    ],
    closing: [t('signature', { storeName })],
    attachments: invoice ? [invoice] : [],
  });
}

const storeAddress = (context: MarketContext) =>
  `${context.store.info.address}, ${context.store.info.zipcode} ${context.store.info.city}`;
