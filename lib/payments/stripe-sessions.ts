import type Stripe from 'stripe';
import type { Money } from '../pricing/money';
import type { PaymentEvent, PaymentState } from './provider-types';

/** What the shop reads of a Checkout Session; the rest of Stripe's object is Stripe's business. */
export type SessionView = Pick<
  Stripe.Checkout.Session,
  'id' | 'status' | 'payment_status' | 'amount_total' | 'currency' | 'client_reference_id' | 'metadata'
> & { payment_intent?: Stripe.Checkout.Session['payment_intent'] };

/**
 * Where Stripe sends the shopper after paying: the shop's return address with the session id, which Stripe
 * writes in for its literal placeholder (so the braces must not be URL-encoded), before any #fragment.
 */
export function successUrlFor(returnUrl: string): string {
  const hashAt = returnUrl.indexOf('#');
  const address = hashAt < 0 ? returnUrl : returnUrl.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : returnUrl.slice(hashAt);
  const separator = !address.includes('?') ? '?' : /[?&]$/.test(address) ? '' : '&';
  return `${address}${separator}session_id={CHECKOUT_SESSION_ID}${fragment}`;
}

const isPaid = (session: SessionView) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/**
 * A session that is complete but unpaid was paid with a delayed method (EPS, Klarna, SEPA debit): the money is
 * on its way and a webhook will say whether it arrived.
 */
export function sessionState(session: SessionView): PaymentState['state'] {
  if (isPaid(session)) return 'paid';
  if (session.status === 'expired') return 'cancelled';
  return session.status === 'complete' ? 'pending' : 'open';
}

const amountOf = (session: SessionView): Money | null =>
  session.amount_total === null || !session.currency
    ? null
    : { amount: session.amount_total, currency: session.currency.toUpperCase() };

const orderRefOf = (session: SessionView) =>
  session.client_reference_id ?? session.metadata?.order_ref ?? null;

/** Stripe's decline code on the session's payment intent, when it was read expanded (`expand: ['payment_intent']`). */
function cardDeclined(session: SessionView): boolean {
  const intent = session.payment_intent;
  return typeof intent === 'object' && intent?.last_payment_error?.code === 'card_declined';
}

export function paymentStateOf(session: SessionView): PaymentState {
  return {
    state: sessionState(session),
    providerReference: session.id,
    orderRef: orderRefOf(session),
    amount: amountOf(session),
    cardDeclined: cardDeclined(session),
  };
}

/** The Checkout events the shop acts on; every other event is acknowledged and ignored. */
const sessionOutcomes = new Map<string, (session: SessionView) => PaymentEvent['outcome']>([
  ['checkout.session.completed', (session) => (isPaid(session) ? 'paid' : 'pending')],
  ['checkout.session.async_payment_succeeded', () => 'paid'],
  ['checkout.session.async_payment_failed', () => 'failed'],
  ['checkout.session.expired', () => 'cancelled'],
]);

/** A verified Stripe event, as far as the shop reads it. */
export interface EventView {
  id: string;
  type: string;
  data: { object: unknown };
}

export function paymentEventOf(event: EventView): PaymentEvent {
  const outcome = sessionOutcomes.get(event.type);
  if (!outcome)
    return {
      eventId: event.id,
      provider: 'stripe',
      outcome: 'ignored',
      providerReference: null,
      orderRef: null,
      amount: null,
    };
  const session = event.data.object as SessionView;
  return {
    eventId: event.id,
    provider: 'stripe',
    outcome: outcome(session),
    providerReference: session.id,
    orderRef: orderRefOf(session),
    amount: amountOf(session),
  };
}
