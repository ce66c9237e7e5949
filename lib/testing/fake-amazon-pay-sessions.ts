import { randomInt, randomUUID } from 'node:crypto';
import buyerTemplate from './payment-fixtures/amazonpay/buyer.json';
import chargePermissionTemplate from './payment-fixtures/amazonpay/charge-permission.json';
import chargeTemplate from './payment-fixtures/amazonpay/charge.json';
import sessionTemplate from './payment-fixtures/amazonpay/checkout-session.json';
import errors from './payment-fixtures/amazonpay/errors.json';

/**
 * The fake Amazon Pay's checkout sessions, charges and charge permissions: made from what the client sent on top of
 * answers shaped like Amazon's API reference, finished by the buyer on the hosted page, and completed by the shop
 * with the outcome a test chose.
 */

type Price = { amount: string; currencyCode: string };
type Status = {
  state: string;
  reasonCode: string | null;
  reasonDescription: string | null;
  lastUpdatedTimestamp: string;
};
export type SessionJson = Omit<
  typeof sessionTemplate,
  | 'webCheckoutDetails'
  | 'paymentDetails'
  | 'merchantMetadata'
  | 'statusDetails'
  | 'buyer'
  | 'paymentPreferences'
> & {
  webCheckoutDetails: Omit<typeof sessionTemplate.webCheckoutDetails, 'checkoutCancelUrl'> & {
    checkoutCancelUrl: string | null;
  };
  paymentDetails: Omit<typeof sessionTemplate.paymentDetails, 'chargeAmount'> & { chargeAmount: Price };
  merchantMetadata: Omit<typeof sessionTemplate.merchantMetadata, 'merchantReferenceId'> & {
    merchantReferenceId: string | null;
  };
  statusDetails: Status;
  buyer: (typeof buyerTemplate)['buyer'] | null;
  paymentPreferences: (typeof buyerTemplate)['paymentPreferences'] | [null];
  chargeId: string | null;
  chargePermissionId: string | null;
};
export type ChargeJson = Omit<typeof chargeTemplate, 'statusDetails' | 'captureAmount'> & {
  statusDetails: Status;
  captureAmount: Price | null;
};
export type ChargePermissionJson = typeof chargePermissionTemplate;
export type JsonAnswer = { status: number; json: unknown };

/** What authorising a completed session gives: money captured, an authorisation still pending, a declined card. */
export type AuthorizationOutcome = 'captured' | 'pending' | 'declined';

export interface FakeSession {
  json: SessionJson;
  /** What the buyer did on Amazon's page before coming back: paid or had their payment method refused. */
  finished: 'paid' | 'declined' | null;
}

export const amazonFailure = (name: keyof typeof errors): JsonAnswer => ({
  status: errors[name].status,
  json: errors[name].body,
});

/** Amazon's timestamps: 20261015T204327Z. */
export const amazonTimestamp = (date = new Date()) =>
  `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const digits = (count: number) => String(randomInt(10 ** count)).padStart(count, '0');

export const statusOf = (
  state: string,
  reasonCode: string | null = null,
  reasonDescription: string | null = null,
) => ({
  state,
  reasonCode,
  reasonDescription,
  lastUpdatedTimestamp: amazonTimestamp(),
});

/** POST /v2/checkoutSessions in ProcessOrder mode: a session the buyer is sent to at once. */
export function createSession(
  request: Record<string, unknown>,
  origin: string,
  storeId: string,
): FakeSession | JsonAnswer {
  const web = (request.webCheckoutDetails ?? {}) as Record<string, string | undefined>;
  const payment = (request.paymentDetails ?? {}) as {
    paymentIntent?: string;
    chargeAmount?: Price;
    canHandlePendingAuthorization?: boolean;
  };
  const metadata = (request.merchantMetadata ?? {}) as Record<string, string | undefined>;
  if (request.storeId !== storeId || web.checkoutMode !== 'ProcessOrder' || !web.checkoutResultReturnUrl)
    return amazonFailure('invalid_parameter_value');
  if (!payment.chargeAmount || !/^\d+(\.\d{1,2})?$/.test(payment.chargeAmount.amount))
    return amazonFailure('invalid_parameter_value');
  const id = randomUUID();
  const template = structuredClone(sessionTemplate);
  const now = new Date();
  const json: SessionJson = {
    ...template,
    checkoutSessionId: id,
    webCheckoutDetails: {
      ...template.webCheckoutDetails,
      checkoutResultReturnUrl: web.checkoutResultReturnUrl,
      checkoutCancelUrl: web.checkoutCancelUrl ?? null,
      amazonPayRedirectUrl: `${origin}/checkout/processing?amazonCheckoutSessionId=${id}`,
    },
    paymentDetails: {
      ...template.paymentDetails,
      paymentIntent: payment.paymentIntent ?? 'Confirm',
      canHandlePendingAuthorization: payment.canHandlePendingAuthorization ?? false,
      chargeAmount: payment.chargeAmount,
      presentmentCurrency: payment.chargeAmount.currencyCode,
    },
    merchantMetadata: {
      ...template.merchantMetadata,
      merchantReferenceId: metadata.merchantReferenceId ?? null,
    },
    statusDetails: statusOf('Open'),
    buyer: null,
    paymentPreferences: [null],
    chargeId: null,
    chargePermissionId: null,
    storeId,
    creationTimestamp: amazonTimestamp(now),
    expirationTimestamp: amazonTimestamp(new Date(now.getTime() + 86_400_000)),
  };
  return { json, finished: null };
}

/** The buyer chose their payment method on Amazon's page and went back to the shop. */
export function finishOnPage(session: FakeSession, outcome: 'paid' | 'declined'): void {
  Object.assign(session.json, structuredClone(buyerTemplate));
  session.finished = outcome;
}

/** A charge and its charge permission for a completed session, in the state the authorisation left it. */
export function chargeFor(session: FakeSession, outcome: Exclude<AuthorizationOutcome, 'declined'>) {
  const permissionId = `S02-${digits(7)}-${digits(7)}`;
  const amount = session.json.paymentDetails.chargeAmount;
  const charge: ChargeJson = {
    ...structuredClone(chargeTemplate),
    chargeId: `${permissionId}-C${digits(6)}`,
    chargePermissionId: permissionId,
    chargeAmount: amount,
    captureAmount: outcome === 'captured' ? amount : null,
    statusDetails: statusOf(outcome === 'captured' ? 'Captured' : 'AuthorizationInitiated'),
    creationTimestamp: amazonTimestamp(),
  };
  const permission: ChargePermissionJson = {
    ...structuredClone(chargePermissionTemplate),
    chargePermissionId: permissionId,
    merchantMetadata: {
      ...chargePermissionTemplate.merchantMetadata,
      merchantReferenceId: session.json.merchantMetadata.merchantReferenceId ?? '',
    },
    limits: { amountLimit: amount, amountBalance: { amount: '0.00', currencyCode: amount.currencyCode } },
    presentmentCurrency: amount.currencyCode,
  };
  return { charge, permission };
}
