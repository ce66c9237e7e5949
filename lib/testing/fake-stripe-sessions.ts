import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import sessionTemplate from './payment-fixtures/stripe/checkout-session.json';
import eventTemplate from './payment-fixtures/stripe/event.json';

/**
 * The fake Stripe's Checkout Sessions: made from the parameters the client sent, on top of a session recorded
 * from Stripe's API reference, and moved between the states a test needs.
 */

/**
 * `async_pending`: completed with a delayed method (EPS, Klarna) whose money has not arrived yet. `card_declined`:
 * still open after the bank refused the card: its payment intent holds the decline (last_payment_error).
 */
export type FakeSessionState = 'open' | 'paid' | 'expired' | 'async_pending' | 'card_declined';

type Params = Record<string, unknown>;

/** Stripe's form encoding (`line_items[0][price_data][currency]=eur`) as nested objects; lists keep their indices. */
export function decodeStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\]?\[|\]/).filter(Boolean);
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return root;
}

const stripeId = (prefix: string, length = 24) =>
  `${prefix}_${randomBytes(length).toString('base64url').replace(/[-_]/g, '0').slice(0, length)}`;

const hostedPageOf = (origin: string, id: string) => `${origin}/c/pay/${id}`;
const listOf = (value: unknown) => Object.values((value ?? {}) as Params) as Params[];
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
const now = () => Math.floor(Date.now() / 1000);

/** A new open session, or the parameter that is missing (as Stripe's parameter_missing error names it). */
export function createSession(params: Params, origin: string): Stripe.Checkout.Session | { missing: string } {
  const items = listOf(params.line_items);
  if (items.length === 0) return { missing: 'line_items' };
  const prices = items.map((item): Params => ({ ...(item.price_data as Params), quantity: item.quantity }));
  const amount = prices.reduce(
    (sum, price) => sum + Number(price.unit_amount) * Number(price.quantity ?? 1),
    0,
  );
  const allowed = listOf(params.allowed_payment_method_types) as unknown as string[];
  const id = stripeId('cs_test', 58);
  const created = now();
  // The recorded JSON is a Session exactly as Stripe sends it; only what this request decides is replaced.
  return {
    ...(structuredClone(sessionTemplate) as unknown as Stripe.Checkout.Session),
    id,
    amount_subtotal: amount,
    amount_total: amount,
    currency: textOf(prices[0]?.currency),
    mode: textOf(params.mode) ?? 'payment',
    client_reference_id: textOf(params.client_reference_id),
    customer_email: textOf(params.customer_email),
    locale: textOf(params.locale),
    metadata: (params.metadata ?? {}) as Record<string, string>,
    allowed_payment_method_types: allowed.length > 0 ? allowed : null,
    payment_method_types: allowed.length > 0 ? allowed : ['card'],
    success_url: textOf(params.success_url),
    cancel_url: textOf(params.cancel_url),
    created,
    expires_at: created + 24 * 60 * 60,
    url: hostedPageOf(origin, id),
  };
}

/** The payment intent of a session whose card the bank refused, as Stripe expands it (`expand[]=payment_intent`). */
function declinedIntent(): Stripe.PaymentIntent {
  return {
    id: stripeId('pi'),
    object: 'payment_intent',
    status: 'requires_payment_method',
    last_payment_error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  } as unknown as Stripe.PaymentIntent;
}

/** A session as Stripe answers it: its payment intent an id, or the object where `expand[0]=payment_intent` asks. */
export function sessionAnswer(
  session: Stripe.Checkout.Session,
  query: URLSearchParams,
): Stripe.Checkout.Session {
  const intent = session.payment_intent;
  if (typeof intent !== 'object' || intent === null) return session;
  // Stripe's clients write lists indexed (expand[0]=payment_intent); a hand-written request may not.
  const expanded = [...query].some(
    ([key, value]) => /^expand\[\d*\]$/.test(key) && value === 'payment_intent',
  );
  return expanded ? session : { ...session, payment_intent: intent.id };
}

/** Moves a session the way Stripe does when the buyer pays, waits for a delayed method, or lets it expire. */
export function moveSession(session: Stripe.Checkout.Session, state: FakeSessionState, origin: string): void {
  if (state === 'card_declined') {
    session.payment_intent = declinedIntent();
    return;
  }
  const finished = state !== 'open';
  session.status = state === 'expired' ? 'expired' : finished ? 'complete' : 'open';
  session.payment_status = state === 'paid' ? 'paid' : 'unpaid';
  session.payment_intent = state === 'paid' || state === 'async_pending' ? stripeId('pi') : null;
  // Stripe hands out the hosted page only while it can still be paid on.
  session.url = finished ? null : hostedPageOf(origin, session.id);
}

/** The event Stripe would send about a session now. */
export function sessionEvent(type: string, session: Stripe.Checkout.Session): Stripe.Event {
  return {
    ...(structuredClone(eventTemplate) as unknown as Stripe.Event),
    id: stripeId('evt'),
    created: now(),
    type,
    data: { object: structuredClone(session) },
  } as Stripe.Event;
}
