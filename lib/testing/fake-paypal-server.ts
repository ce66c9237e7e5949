import errors from './payment-fixtures/paypal/errors.json';
import { apiOrPage, startProviderServer, type ProviderServer } from './payment-fixtures/provider-server';
import { paypalApi, type PayPalWorld } from './fake-paypal-api';
import { approveOrder, type CaptureOutcome, type OrderJson } from './fake-paypal-orders';
import { paypalPage } from './fake-paypal-page';
import { orderEvent, webhookSigner, type PayPalDelivery } from './fake-paypal-webhooks';

/**
 * A local stand-in for PayPal's REST API: the shop's real PayPal SDK reaches it through
 * `createPayPalProvider({ ...fake.config, timeoutMs })`.
 *
 *   const fake = await startFakePayPal({ port?, webhookUrl? });
 *   fake.config                      { clientId, clientSecret, webhookId, apiBase } for createPayPalProvider
 *   fake.requests                    every API call: method, path, PayPal-Request-Id, body
 *   fake.order(id)                   the order as PayPal holds it (PayPal's JSON)
 *   fake.approve(id) · fake.voidOrder(id)        as the buyer approving on PayPal's page, as PayPal voiding it
 *   fake.captureOutcome('completed' | 'pending' | 'declined')    for the captures that follow
 *   fake.captures(id)                captures really made (a replayed PayPal-Request-Id makes none)
 *   fake.slow(ms) · fake.down('error' | 'close') · fake.up()
 *   fake.webhook(type, orderId, { transmissionTime? })    { body, headers } as PayPal delivers them
 *   fake.deliveries · fake.close()
 *
 * API: POST /v1/oauth2/token; POST /v2/checkout/orders and POST /v2/checkout/orders/:id/capture (a repeated
 * PayPal-Request-Id replays the first answer); GET /v2/checkout/orders/:id; POST
 * /v1/notifications/verify-webhook-signature (SUCCESS only for deliveries this fake signed, unchanged).
 * Hosted page GET /checkoutnow?token=:id with Pay, Cancel and Decline (fake-paypal-page.ts). With `webhookUrl`,
 * approving there first posts CHECKOUT.ORDER.APPROVED to it, and each capture made posts its PAYMENT.CAPTURE.*.
 */

export interface FakePayPal extends Omit<ProviderServer, 'origin'> {
  config: { clientId: string; clientSecret: string; webhookId: string; apiBase: string };
  requests: PayPalWorld['requests'];
  deliveries: PayPalWorld['deliveries'];
  order(id: string): OrderJson | undefined;
  approve(id: string): void;
  voidOrder(id: string): void;
  captureOutcome(outcome: CaptureOutcome): void;
  captures(id: string): number;
  webhook(type: string, orderId: string, options?: { transmissionTime?: Date }): PayPalDelivery;
}

export async function startFakePayPal(
  options: { port?: number; webhookUrl?: string } = {},
): Promise<FakePayPal> {
  const webhookId = '1JE4291016473214C';
  const world: PayPalWorld = {
    origin: '',
    clientId: 'fake-paypal-client-id',
    clientSecret: 'fake-paypal-client-secret',
    orders: new Map(),
    declined: new Set(),
    outcome: 'completed',
    captureCounts: new Map(),
    requests: [],
    signer: webhookSigner(webhookId),
    webhookUrl: options.webhookUrl,
    deliveries: [],
  };
  const orderOf = (id: string) => {
    const order = world.orders.get(id);
    if (!order) throw new Error(`The fake PayPal has no order ${id}`);
    return order;
  };
  const api = paypalApi(world);
  const page = paypalPage(world);
  const server = await startProviderServer(apiOrPage(api, page), errors.internal_server_error, options.port);
  world.origin = server.origin;

  return {
    ...server,
    config: { clientId: world.clientId, clientSecret: world.clientSecret, webhookId, apiBase: server.origin },
    requests: world.requests,
    deliveries: world.deliveries,
    order: (id) => world.orders.get(id)?.json,
    approve: (id) => approveOrder(orderOf(id), world.origin),
    voidOrder: (id) => void (orderOf(id).json.status = 'VOIDED'),
    captureOutcome: (outcome) => void (world.outcome = outcome),
    captures: (id) => world.captureCounts.get(id) ?? 0,
    webhook: (type, orderId, { transmissionTime } = {}) =>
      world.signer.deliver(orderEvent(type, orderOf(orderId), world.origin), world.origin, transmissionTime),
  };
}
