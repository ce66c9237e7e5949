import type { MarketContext } from '../catalog/market-context';
import type { MailTranslator } from '../mail/compose';
import { formatMoney } from '../pricing/format';
import { conditionMessageKey, confirmedConditionsOf } from '../pricing/tax-conditions';
import type { Order, OrderAddressFields } from '../shop/order-types';
import { setPartsText } from '../orders/set-parts-text';

const addressText = (address: OrderAddressFields, t: MailTranslator) =>
  [
    address.company,
    `${address.firstname} ${address.lastname}`,
    `${address.street} ${address.houseNumber}`,
    address.line2,
    `${address.postcode} ${address.city}`,
    address.phone,
    address.vatNumber && t('order.vatId', { vatId: address.vatNumber }),
  ]
    .filter(Boolean)
    .join(', ');

/** An order as paragraphs of plain text: lines, amounts, VAT, delivery, addresses and how to pay. */
export function orderTextLines(order: Order, context: MarketContext, t: MailTranslator): string[] {
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, context.formatLocale);
  const { amounts } = order;
  const lines = order.lines.map((line) => {
    const text = t('order.line', {
      quantity: line.quantity,
      title: [line.title, line.colour, line.size].filter(Boolean).join(', '),
      ref: line.ref,
      amount: money(line.lineGross),
    });
    const parts = setPartsText(line.setParts);
    return parts ? `${text}\n  ${t('order.setHolds', { parts })}` : text;
  });
  const vat = amounts.totalGross - amounts.totalNet;
  return [
    lines.join('\n'),
    [
      t('order.goods', { amount: money(amounts.goodsGross) }),
      ...(amounts.discountGross > 0
        ? [t('order.discount', { code: order.couponCode ?? '', amount: money(amounts.discountGross) })]
        : []),
      t('order.postage', {
        method: order.delivery.title,
        amount: amounts.postageGross === 0 ? t('order.free') : money(amounts.postageGross),
      }),
      t('order.total', { amount: money(amounts.totalGross) }),
      order.vatExcluded ? t('order.reverseCharge') : t('order.vatIncluded', { amount: money(vat) }),
      ...confirmedConditionsOf(order.taxConfirmation).map((condition) =>
        t(`order.${conditionMessageKey[condition]}`),
      ),
    ].join('\n'),
    ...(order.delivery.completeDelivery === null
      ? []
      : [
          t('order.shipments', {
            choice: t(`order.shipmentChoice.${order.delivery.completeDelivery ? 'complete' : 'partial'}`),
          }),
        ]),
    t('order.deliveryAddress', { address: addressText(order.deliveryAddress, t) }),
    t('order.invoiceAddress', { address: addressText(order.invoiceAddress, t) }),
    ...(order.note ? [t('order.note', { note: order.note })] : []),
    order.payment === 'prepayment'
      ? t('order.payPrepayment', {
          bank: context.store.config.legal.prepaymentInfo,
          ref: order.ref,
          amount: money(amounts.totalGross),
        })
      : order.payment === 'cashOnDelivery'
        ? t(order.delivery.kind === 'pickup' ? 'order.payCashAtPickup' : 'order.payCashOnDelivery', {
            amount: money(amounts.totalGross),
          })
        : t('order.payOnline', { method: t(`order.method.${order.payment}`) }),
  ];
}
