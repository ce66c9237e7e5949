import type Stripe from 'stripe';
import { hostedPage, pressedChoice, type PageChoice } from './payment-fixtures/hosted-page';
import { deliverWebhook, type Answer, type ProviderRequest } from './payment-fixtures/provider-server';
import { moveSession } from './fake-stripe-sessions';

/** What the hosted page shares with the rest of the fake Stripe. */
export interface StripePageWorld {
  origin: string;
  sessions: Map<string, Stripe.Checkout.Session>;
  webhookUrl: string | undefined;
  deliveries: { type: string; status: number }[];
  signed(type: string, sessionId: string): { body: string; headers: Record<string, string> };
}

/**
 * The fake's stand-in for Stripe's Checkout page (GET /c/pay/:id). Pay: paid, back to success_url. Cancel: back
 * to cancel_url, the session stays open as on Stripe. Decline: a delayed method (EPS, Klarna) that fails later,
 * so complete but unpaid and back to success_url; its failure arrives by webhook. Card declined: the bank refuses
 * the card, the page says so and stays open (the decline is on the session's payment intent). With a webhook address, the
 * events Stripe would send are posted there before the redirect.
 */
const choices: PageChoice[] = ['pay', 'cancel', 'decline', 'cardDeclined'];

export function stripePage(world: StripePageWorld): (request: ProviderRequest) => Promise<Answer> {
  return async (request) => {
    const session = world.sessions.get(/^\/c\/pay\/([^/]+)$/.exec(request.path)?.[1] ?? '');
    if (!session || session.status !== 'open')
      return {
        status: 404,
        html: '<!doctype html><title>Expired</title><p>This checkout is no longer available.</p>',
      };
    const amount = `${((session.amount_total ?? 0) / 100).toFixed(2)} ${session.currency?.toUpperCase()}`;
    const orderRef = session.client_reference_id ?? session.id;
    const page = (notice?: string) => ({
      status: 200,
      html: hostedPage({ provider: 'Stripe', orderRef, amount, action: request.path, choices, notice }),
    });
    if (request.method !== 'POST') return page();
    const choice = pressedChoice(request.body);
    if (choice === 'cardDeclined') {
      moveSession(session, 'card_declined', world.origin);
      return page('Your card was declined. Try another card or payment method.');
    }
    if (choice !== 'pay' && choice !== 'decline') return { redirect: session.cancel_url ?? world.origin };
    moveSession(session, choice === 'pay' ? 'paid' : 'async_pending', world.origin);
    const events = ['checkout.session.completed'];
    if (choice === 'decline') events.push('checkout.session.async_payment_failed');
    const { webhookUrl } = world;
    if (webhookUrl)
      for (const type of events)
        world.deliveries.push({
          type,
          status: await deliverWebhook(webhookUrl, world.signed(type, session.id)),
        });
    return { redirect: (session.success_url ?? world.origin).replace('{CHECKOUT_SESSION_ID}', session.id) };
  };
}
