import tokenTemplate from './payment-fixtures/paypal/oauth-token.json';
import { deliverWebhook, type ProviderRequest } from './payment-fixtures/provider-server';
import {
  captureOrder,
  createdAnswer,
  createOrder,
  paypalFailure,
  type CaptureOutcome,
  type FakeOrder,
  type JsonAnswer,
} from './fake-paypal-orders';
import { orderEvent, type WebhookSigner } from './fake-paypal-webhooks';

/** What the fake PayPal knows and records, shared by its API and its hosted page. */
export interface PayPalWorld {
  origin: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakeOrder>;
  /** Orders whose buyer pressed Decline: their capture is refused whatever `outcome` says. */
  declined: Set<string>;
  outcome: CaptureOutcome;
  captureCounts: Map<string, number>;
  requests: { method: string; path: string; requestId: string | null; body: unknown }[];
  signer: WebhookSigner;
  webhookUrl: string | undefined;
  deliveries: { type: string; status: number }[];
}

/** Posts the event PayPal would send now about an order, when the fake was given a webhook address. */
export async function announce(world: PayPalWorld, type: string, order: FakeOrder): Promise<void> {
  if (!world.webhookUrl) return;
  const delivery = world.signer.deliver(orderEvent(type, order, world.origin), world.origin);
  world.deliveries.push({ type, status: await deliverWebhook(world.webhookUrl, delivery) });
}

const bodyOf = (request: ProviderRequest): unknown =>
  request.headers['content-type']?.includes('json')
    ? JSON.parse(request.body || 'null')
    : Object.fromEntries(new URLSearchParams(request.body));

/** PayPal's REST API as far as the shop uses it: OAuth, Orders v2, the webhook signature check. */
export function paypalApi(world: PayPalWorld): (request: ProviderRequest) => Promise<JsonAnswer> {
  const tokens = new Set<string>();
  const replays = new Map<string, Promise<JsonAnswer>>();
  /**
   * PayPal answers a repeated PayPal-Request-Id with what it answered the first time, also to a repetition that
   * arrives while the first is still being answered.
   */
  const once = (key: string | null, answer: () => Promise<JsonAnswer>): Promise<JsonAnswer> => {
    if (!key) return answer();
    const first =
      replays.get(key) ?? answer().then(({ status, json }) => ({ status, json: structuredClone(json) }));
    replays.set(key, first);
    return first;
  };

  return async (request) => {
    const requestId = (request.headers['paypal-request-id'] as string | undefined) ?? null;
    const body = bodyOf(request);
    world.requests.push({ method: request.method, path: request.path, requestId, body });
    const authorization = request.headers.authorization ?? '';
    if (request.path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${world.clientId}:${world.clientSecret}`).toString('base64');
      if (authorization !== `Basic ${basic}`) return paypalFailure('invalid_client');
      const token = `${tokenTemplate.access_token}-${tokens.size + 1}`;
      tokens.add(token);
      return { status: 200, json: { ...tokenTemplate, access_token: token } };
    }
    if (!tokens.has(authorization.replace(/^Bearer /, ''))) return paypalFailure('authentication_failure');
    if (request.path === '/v1/notifications/verify-webhook-signature')
      return {
        status: 200,
        json: { verification_status: world.signer.verify(body as Record<string, unknown>) },
      };
    if (request.method === 'POST' && request.path === '/v2/checkout/orders')
      return once(requestId && `create|${requestId}`, async () => {
        const order = createOrder(body as Record<string, unknown>, world.origin);
        world.orders.set(order.json.id, order);
        return { status: 201, json: createdAnswer(order) };
      });
    const [, id = '', capture] = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(request.path) ?? [];
    const order = world.orders.get(id);
    if (!order) return paypalFailure('resource_not_found');
    if (request.method === 'GET' && !capture) return { status: 200, json: order.json };
    return once(requestId && `capture|${id}|${requestId}`, async () => {
      const answer = captureOrder(order, world.declined.has(id) ? 'declined' : world.outcome, world.origin);
      if (answer.status !== 201) return answer;
      world.captureCounts.set(id, (world.captureCounts.get(id) ?? 0) + 1);
      await announce(
        world,
        `PAYMENT.CAPTURE.${order.json.purchase_units[0]?.payments?.captures[0]?.status}`,
        order,
      );
      return answer;
    });
  };
}
