import type { Money } from '../pricing/money';
import type { LanguageCode } from '../shop/codes';

/** The providers whose hosted page the shopper pays on (docs/architecture.md "Payments": PCI SAQ-A). */
export type RedirectProviderCode = 'stripe' | 'paypal' | 'amazonpay';

/** What a payment of one order asks the provider for. */
export interface PaymentStart {
  /** The order's number (ORD + 12 digits): shown to the shopper at the provider, and sent back in webhooks. */
  orderRef: string;
  /** The amount to collect: the order's total as the shop computed it. */
  amount: Money;
  email: string;
  language: LanguageCode;
  /** Where the provider sends the shopper back; the provider's own reference is appended by the provider. */
  returnUrl: string;
  cancelUrl: string;
  /** Stripe Checkout payment method types the store enables (card, klarna, eps, …); ignored by PayPal. */
  methodTypes: string[];
  /**
   * Derived from the order and the attempt (Stripe's Idempotency-Key, PayPal's PayPal-Request-Id, Amazon Pay's
   * x-amz-pay-idempotency-key): a retried call makes no second payment.
   */
  idempotencyKey: string;
}

export interface PaymentSession {
  /** Stripe's checkout session id (cs_…) or PayPal's order id. */
  providerReference: string;
  /** The hosted page the shopper goes to. */
  redirectUrl: string;
}

/** Where a payment stands, as the provider says; `amount` is what was (or will be) collected. */
export interface PaymentState {
  state: 'paid' | 'pending' | 'failed' | 'cancelled' | 'open';
  providerReference: string;
  orderRef: string | null;
  amount: Money | null;
  /** The bank refused the card the last time the shopper tried (the provider's decline code). */
  cardDeclined: boolean;
}

/** A verified webhook event, reduced to what the shop acts on. */
export interface PaymentEvent {
  /** The provider's event id: stored, so a replayed event changes nothing. */
  eventId: string;
  provider: RedirectProviderCode;
  /** `ignored` for event types the shop does not act on. */
  outcome: 'paid' | 'pending' | 'failed' | 'cancelled' | 'ignored';
  providerReference: string | null;
  orderRef: string | null;
  amount: Money | null;
}

/** A provider that did not answer in time or answered with an error: the order stays unpaid and payable later. */
export class PaymentProviderUnavailable extends Error {
  constructor(
    readonly provider: RedirectProviderCode,
    cause: unknown,
  ) {
    super(`${provider} did not answer`, { cause });
    this.name = 'PaymentProviderUnavailable';
  }
}

export interface RedirectPaymentProvider {
  code: RedirectProviderCode;
  /** Opens a hosted payment page for an order. Throws PaymentProviderUnavailable when the provider fails. */
  startPayment(start: PaymentStart): Promise<PaymentSession>;
  /**
   * The payment's state now, asked when the shopper comes back. PayPal captures an approved order here (approve,
   * then capture), with a request id derived from the reference so a repeated return captures once.
   */
  settle(providerReference: string): Promise<PaymentState>;
  /**
   * Checks a webhook's signature on the raw body (a changed byte, a wrong secret, a missing or stale signature
   * → null) and reduces it to a PaymentEvent.
   */
  verifyWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent | null>;
}
