import 'server-only';
import Stripe from 'stripe';
import {
  PaymentProviderUnavailable,
  type PaymentStart,
  type RedirectPaymentProvider,
} from './provider-types';
import { paymentEventOf, paymentStateOf, successUrlFor } from './stripe-sessions';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API location than Stripe's, such as the local fake (`http://127.0.0.1:PORT`). */
  apiBase?: string;
  timeoutMs?: number;
}

/** The shopper waits on the order step meanwhile; the client's own default (80 s) is longer than anyone waits. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Stripe's own tolerance: a signature older than this is a replay, not a late delivery. */
const SIGNATURE_TOLERANCE_S = 300;

function apiLocation(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

/** Stripe Checkout through the official client: the shopper pays on Stripe's page, the shop never sees a card. */
export function createStripeProvider(config: StripeProviderConfig): RedirectPaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    // One retry after a dropped connection, a timeout or a 5xx (never after a 4xx): the client sends the same
    // Idempotency-Key, so no second session, and the wait stays bounded at two timeouts and half a second.
    maxNetworkRetries: 1,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...apiLocation(config.apiBase),
  });
  const ask = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new PaymentProviderUnavailable('stripe', error);
    }
  };

  return {
    code: 'stripe',

    async startPayment(start: PaymentStart) {
      const session = await ask(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // The shop computed the total (lines, discounts, postage, tax): Stripe collects it as one line.
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: start.amount.currency.toLowerCase(),
                  unit_amount: start.amount.amount,
                  product_data: { name: start.orderRef },
                },
              },
            ],
            client_reference_id: start.orderRef,
            metadata: { order_ref: start.orderRef },
            customer_email: start.email,
            locale: start.language,
            // Since API version 2026-09-30 this replaces payment_method_types: it narrows the methods enabled in
            // the dashboard. Without a list, Stripe offers all of those.
            ...(start.methodTypes.length > 0 && {
              allowed_payment_method_types:
                start.methodTypes as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
            }),
            success_url: successUrlFor(start.returnUrl),
            cancel_url: start.cancelUrl,
          },
          { idempotencyKey: start.idempotencyKey },
        ),
      );
      if (!session.url)
        throw new PaymentProviderUnavailable('stripe', new Error(`Session ${session.id} has no hosted page`));
      return { providerReference: session.id, redirectUrl: session.url };
    },

    async settle(providerReference: string) {
      // Expanded, the payment intent tells why the last try failed: a card the bank refused.
      return paymentStateOf(
        await ask(() => stripe.checkout.sessions.retrieve(providerReference, { expand: ['payment_intent'] })),
      );
    },

    async verifyWebhook(rawBody: string, headers: Headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_S,
        );
      } catch {
        return null;
      }
      return paymentEventOf(event);
    },
  };
}
