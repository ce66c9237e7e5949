import { z } from 'zod';
import type { Money } from '../pricing/money';
import type { PaymentEvent, PaymentState } from './provider-types';

/** Amazon Pay's Checkout Session, Charge and Charge Permission, as far as the shop reads them (API v2). */

const price = z.object({ amount: z.string(), currencyCode: z.string() }).nullish();
const status = z.object({ state: z.string(), reasonCode: z.string().nullish() });

export const checkoutSessionSchema = z.object({
  checkoutSessionId: z.string().min(1),
  webCheckoutDetails: z.object({ amazonPayRedirectUrl: z.string().nullish() }).nullish(),
  paymentDetails: z.object({ chargeAmount: price }).nullish(),
  merchantMetadata: z.object({ merchantReferenceId: z.string().nullish() }).nullish(),
  statusDetails: status,
  chargeId: z.string().nullish(),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionSchema>;

export const chargeSchema = z.object({
  chargeId: z.string().min(1),
  chargePermissionId: z.string().min(1),
  chargeAmount: price,
  captureAmount: price,
  statusDetails: status,
});
export type ChargeView = z.infer<typeof chargeSchema>;

export const chargePermissionSchema = z.object({
  merchantMetadata: z.object({ merchantReferenceId: z.string().nullish() }).nullish(),
});

/** Amazon writes amounts as decimal strings; the shop's currencies (EUR, RON) have two decimals. */
export function amazonAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`Not an amount in minor units: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Reads "123", "123.4" or "123.45" without a float in between; null for anything else. */
export function moneyFromAmazon(value: z.infer<typeof price>): Money | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value?.amount ?? '');
  if (!value?.currencyCode || !match) return null;
  return {
    amount: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')),
    currency: value.currencyCode.toUpperCase(),
  };
}

/**
 * Charges whose payment method was refused, by reason code: SoftDeclined and HardDeclined on a Charge, Declined on
 * a Checkout Session Amazon canceled at completion. AmazonRejected, ProcessingFailure and TransactionTimedOut fail
 * the payment without blaming the buyer's card.
 */
const declineReasons = new Set(['SoftDeclined', 'HardDeclined', 'Declined']);

/** AuthorizeWithCapture: a charge is paid once Captured; until then Amazon is still authorising or capturing. */
export function chargeState(charge: ChargeView): PaymentState['state'] {
  switch (charge.statusDetails.state) {
    case 'Captured':
      return 'paid';
    case 'Declined':
      return 'failed';
    case 'Canceled':
      return 'cancelled';
    default:
      return 'pending';
  }
}

/**
 * A session is Open until the shop completes it (the buyer may or may not have finished on Amazon's page),
 * Completed once it has a charge, and Canceled after 24 hours open (Expired), by the buyer (BuyerCanceled), or
 * because the payment failed at completion (Declined, AmazonCanceled).
 */
export function sessionState(session: CheckoutSessionView): PaymentState['state'] {
  const { state, reasonCode } = session.statusDetails;
  if (state === 'Open') return 'open';
  if (state === 'Completed') return 'pending';
  return reasonCode === 'BuyerCanceled' || reasonCode === 'Expired' ? 'cancelled' : 'failed';
}

const amountOf = (
  state: PaymentState['state'],
  charge: ChargeView | null,
  otherwise: z.infer<typeof price>,
): Money | null =>
  moneyFromAmazon((state === 'paid' ? charge?.captureAmount : charge?.chargeAmount) ?? otherwise);

const isDeclined = (reasonCode: string | null | undefined) => declineReasons.has(reasonCode ?? '');

/** The payment's state: its charge's once there is one, the session's before. */
export function paymentStateOf(session: CheckoutSessionView, charge: ChargeView | null): PaymentState {
  const state = charge ? chargeState(charge) : sessionState(session);
  return {
    state,
    providerReference: session.checkoutSessionId,
    orderRef: session.merchantMetadata?.merchantReferenceId ?? null,
    amount: amountOf(state, charge, session.paymentDetails?.chargeAmount),
    cardDeclined: isDeclined((charge ?? session).statusDetails.reasonCode),
  };
}

/** A charge read for its notification, under its own id: the notification names no checkout session. */
export function chargePaymentState(charge: ChargeView, orderRef: string | null): PaymentState {
  const state = chargeState(charge);
  return {
    state,
    providerReference: charge.chargeId,
    orderRef,
    amount: amountOf(state, charge, null),
    cardDeclined: isDeclined(charge.statusDetails.reasonCode),
  };
}

/** A notification's verdict; none (null) for objects the shop does not follow, and an open session is none either. */
export function paymentEventOf(eventId: string, state: PaymentState | null): PaymentEvent {
  return {
    eventId,
    provider: 'amazonpay',
    outcome: !state || state.state === 'open' ? 'ignored' : state.state,
    providerReference: state?.providerReference ?? null,
    orderRef: state?.orderRef ?? null,
    amount: state?.amount ?? null,
  };
}
