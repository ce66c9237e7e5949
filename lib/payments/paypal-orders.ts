import { CaptureStatus, CustomError, OrderStatus, type Order } from '@paypal/paypal-server-sdk';
import type { Money } from '../pricing/money';
import type { LanguageCode } from '../shop/codes';
import type { PaymentState } from './provider-types';

/** PayPal's page in the shopper's language; PayPal wants a full locale, the shop knows only the language. */
export const paypalLocales: Record<LanguageCode, string> = { de: 'de-DE', ro: 'ro-RO', en: 'en-GB' };

/** PayPal writes amounts as decimal strings; the shop's currencies (EUR, RON) have two decimals. */
export function paypalValue(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`Not an amount in minor units: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Reads "123.4" or "123.45" without a float in between; null for anything PayPal would not send. */
export function moneyFromPayPal(currencyCode: string | undefined, value: string | undefined): Money | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!currencyCode || !match) return null;
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return { amount: Number(match[1]) * 100 + cents, currency: currencyCode.toUpperCase() };
}

/** A refunded capture was paid all the same: refunds are the back office's business, not the return page's. */
const captureStates: Record<CaptureStatus, PaymentState['state']> = {
  [CaptureStatus.Completed]: 'paid',
  [CaptureStatus.PartiallyRefunded]: 'paid',
  [CaptureStatus.Refunded]: 'paid',
  [CaptureStatus.Pending]: 'pending',
  [CaptureStatus.Declined]: 'failed',
  [CaptureStatus.Failed]: 'failed',
};

const captureOf = (order: Order) => order.purchaseUnits?.[0]?.payments?.captures?.[0];

/**
 * An APPROVED order is paid for once captured (settle captures it); until then the money is only promised.
 * CREATED, SAVED and PAYER_ACTION_REQUIRED wait for the buyer on PayPal's page.
 */
export function orderState(order: Order): PaymentState['state'] {
  switch (order.status) {
    case OrderStatus.Completed: {
      const status = captureOf(order)?.status;
      return status ? captureStates[status] : 'pending';
    }
    case OrderStatus.Approved:
      return 'pending';
    case OrderStatus.Voided:
      return 'cancelled';
    default:
      return 'open';
  }
}

export function paymentStateOfOrder(order: Order, providerReference: string): PaymentState {
  const unit = order.purchaseUnits?.[0];
  const amount = captureOf(order)?.amount ?? unit?.amount;
  return {
    state: orderState(order),
    providerReference: order.id ?? providerReference,
    orderRef: unit?.customId ?? unit?.invoiceId ?? unit?.referenceId ?? null,
    amount: moneyFromPayPal(amount?.currencyCode, amount?.value),
    cardDeclined: false,
  };
}

/** PayPal's answer to a capture whose funding source was refused: the payment failed, the order is not paid. */
export function isInstrumentDeclined(error: unknown): boolean {
  return (
    error instanceof CustomError &&
    error.statusCode === 422 &&
    (error.result?.details ?? []).some((detail) => detail.issue === 'INSTRUMENT_DECLINED')
  );
}
