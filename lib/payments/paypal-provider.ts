import 'server-only';
import {
  CheckoutPaymentIntent,
  OrdersController,
  OrderStatus,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Client,
} from '@paypal/paypal-server-sdk';
import { z } from 'zod';
import { paypalClient } from './paypal-connection';
import { isInstrumentDeclined, paymentStateOfOrder, paypalLocales, paypalValue } from './paypal-orders';
import { paymentEventOf, transmissionOf, type Transmission } from './paypal-webhook-events';
import {
  PaymentProviderUnavailable,
  type PaymentStart,
  type RedirectPaymentProvider,
} from './provider-types';

export interface PayPalProviderConfig {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the shop's webhook: a signature is checked for this webhook only. */
  webhookId: string;
  /** PayPal's live API (default), its sandbox (`https://api-m.sandbox.paypal.com`) or the local fake. */
  apiBase?: string;
  timeoutMs?: number;
}

/** The shopper waits on the order step or the return page meanwhile. */
const DEFAULT_TIMEOUT_MS = 10_000;

const verdictSchema = z.object({ verification_status: z.string() });

/**
 * PayPal's own check of a delivery (POST /v1/notifications/verify-webhook-signature), which the SDK has no
 * method for: made through the SDK's request builder, so it shares the client's token, address and timeouts.
 */
async function signatureVerdict(
  client: Client,
  transmission: Transmission,
  webhookId: string,
  event: unknown,
) {
  const request = client.getRequestBuilderFactory()('POST', '/v1/notifications/verify-webhook-signature');
  request.json({ ...transmission, webhook_id: webhookId, webhook_event: event });
  request.authenticate([{ oauth2: true }]);
  const { result } = await request.callAsText();
  return verdictSchema.parse(JSON.parse(result)).verification_status;
}

/** PayPal Checkout (Orders v2) through the official SDK: the buyer approves on PayPal, the shop captures. */
export function createPayPalProvider(config: PayPalProviderConfig): RedirectPaymentProvider {
  const client = paypalClient({ ...config, timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  const orders = new OrdersController(client);
  const ask = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new PaymentProviderUnavailable('paypal', error);
    }
  };

  return {
    code: 'paypal',

    async startPayment(start: PaymentStart) {
      const { result: order } = await ask(() =>
        orders.createOrder({
          paypalRequestId: start.idempotencyKey,
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                // invoice_id is unique per PayPal account: an order number can be paid through PayPal once.
                referenceId: start.orderRef,
                customId: start.orderRef,
                invoiceId: start.orderRef,
                amount: { currencyCode: start.amount.currency, value: paypalValue(start.amount.amount) },
              },
            ],
            paymentSource: {
              paypal: {
                emailAddress: start.email,
                experienceContext: {
                  returnUrl: start.returnUrl,
                  cancelUrl: start.cancelUrl,
                  locale: paypalLocales[start.language],
                  // The shop captures on return, so PayPal's button says "Pay Now"; the address is the shop's.
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                },
              },
            },
          },
        }),
      );
      const page = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!order.id || !page)
        throw new PaymentProviderUnavailable('paypal', new Error(`Order ${order.id} has no page to pay on`));
      return { providerReference: order.id, redirectUrl: page.href };
    },

    async settle(providerReference: string) {
      const { result: order } = await ask(() => orders.getOrder({ id: providerReference }));
      if (order.status !== OrderStatus.Approved) return paymentStateOfOrder(order, providerReference);
      try {
        const { result: captured } = await orders.captureOrder({
          id: providerReference,
          // Derived from the order alone: a second return, or the webhook handler, replays this one capture.
          paypalRequestId: `capture-${providerReference}`,
          prefer: 'return=representation',
        });
        return paymentStateOfOrder(captured, providerReference);
      } catch (error) {
        if (isInstrumentDeclined(error))
          return { ...paymentStateOfOrder(order, providerReference), state: 'failed', cardDeclined: true };
        throw new PaymentProviderUnavailable('paypal', error);
      }
    },

    async verifyWebhook(rawBody: string, headers: Headers) {
      const transmission = transmissionOf(headers, Date.now());
      if (!transmission) return null;
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      // PayPal not answering is no verdict on the delivery: it is reported as such, so PayPal delivers again.
      const verdict = await ask(() => signatureVerdict(client, transmission, config.webhookId, event));
      return verdict === 'SUCCESS' ? paymentEventOf(event) : null;
    },
  };
}
