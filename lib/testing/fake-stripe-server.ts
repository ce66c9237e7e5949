import Stripe from 'stripe';
import errors from './payment-fixtures/stripe/errors.json';
import {
  apiOrPage,
  startProviderServer,
  type Answer,
  type ProviderRequest,
  type ProviderServer,
} from './payment-fixtures/provider-server';
import {
  createSession,
  decodeStripeForm,
  moveSession,
  sessionEvent,
  sessionAnswer,
  type FakeSessionState,
} from './fake-stripe-sessions';
import { stripePage, type StripePageWorld } from './fake-stripe-page';

/**
 * A local stand-in for Stripe Checkout: the shop's real `stripe` client talks to it over HTTP
 * (`createStripeProvider({ ...fake.config, timeoutMs })`).
 *
 *   const fake = await startFakeStripe({ port?, webhookUrl? });
 *   fake.config                          { secretKey, webhookSecret, apiBase } for createStripeProvider
 *   fake.requests                        every API call: method, path, Idempotency-Key, decoded parameters
 *   fake.session(id)                     the session as Stripe holds it now
 *   fake.setSessionState(id, state)      'open' | 'paid' | 'expired' | 'async_pending' | 'card_declined'
 *   fake.slow(ms) · fake.down('error' | 'close') · fake.up()
 *   fake.webhook(type, sessionId, { secret?, timestamp? })   { body, headers } signed as Stripe signs
 *   fake.deliveries · fake.close()
 *
 * API: POST /v1/checkout/sessions (a repeated Idempotency-Key replays the first answer, as Stripe does; other
 * parameters under the same key get Stripe's idempotency_error) and GET /v1/checkout/sessions/:id.
 * Hosted page GET /c/pay/:id with Pay, Cancel and Decline (fake-stripe-page.ts); with `webhookUrl`, each
 * choice there first posts the events Stripe would send to it.
 */

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
}

export type StripeDelivery = ReturnType<StripePageWorld['signed']>;

export interface FakeStripe extends Omit<ProviderServer, 'origin'> {
  config: { secretKey: string; webhookSecret: string; apiBase: string };
  requests: RecordedStripeRequest[];
  deliveries: StripePageWorld['deliveries'];
  session(id: string): Stripe.Checkout.Session | undefined;
  setSessionState(id: string, state: FakeSessionState): void;
  webhook(type: string, sessionId: string, signing?: { secret?: string; timestamp?: number }): StripeDelivery;
}

const failure = (name: keyof typeof errors, message?: string): Answer => {
  const { status, body } = errors[name];
  return { status, json: message ? { error: { ...body.error, message } } : body };
};

export async function startFakeStripe(
  options: { port?: number; webhookUrl?: string } = {},
): Promise<FakeStripe> {
  const secretKey = 'sk_test_fake_stripe_0000000000';
  const webhookSecret = 'whsec_fake_stripe_0000000000';
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const replays = new Map<string, { body: string; status: number; json: unknown }>();
  const requests: RecordedStripeRequest[] = [];

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`The fake Stripe has no session ${id}`);
    return session;
  };
  const webhook: FakeStripe['webhook'] = (type, sessionId, signing = {}) => {
    const body = JSON.stringify(sessionEvent(type, sessionOf(sessionId)), null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: signing.secret ?? webhookSecret,
      timestamp: signing.timestamp,
    });
    return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  };

  const api = (request: ProviderRequest): Answer => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) return failure('invalid_api_key');
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const params = decodeStripeForm(request.body);
    requests.push({ method: request.method, path: request.path, idempotencyKey, params });
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const earlier = idempotencyKey ? replays.get(idempotencyKey) : undefined;
      if (earlier && earlier.body !== request.body) return failure('idempotency_error');
      if (earlier)
        return { status: earlier.status, json: earlier.json, headers: { 'Idempotent-Replayed': 'true' } };
      const created = createSession(params, world.origin);
      if ('missing' in created)
        return failure('parameter_missing', `Missing required param: ${created.missing}.`);
      sessions.set(created.id, created);
      // Stripe replays the answer as first sent, not the session as it is by then.
      if (idempotencyKey)
        replays.set(idempotencyKey, { body: request.body, status: 200, json: structuredClone(created) });
      return { status: 200, json: created };
    }
    const id = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.path)?.[1];
    if (request.method === 'GET' && id) {
      const session = sessions.get(id);
      return session
        ? { status: 200, json: sessionAnswer(session, request.query) }
        : failure('resource_missing', `No such checkout.session: '${id}'`);
    }
    return {
      status: 404,
      json: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
    };
  };

  const world: StripePageWorld = {
    origin: '',
    sessions,
    webhookUrl: options.webhookUrl,
    deliveries: [],
    signed: (type, sessionId) => webhook(type, sessionId),
  };
  const page = stripePage(world);

  const server = await startProviderServer(apiOrPage(api, page), errors.api_error, options.port);
  world.origin = server.origin;
  return {
    ...server,
    config: { secretKey, webhookSecret, apiBase: server.origin },
    requests,
    deliveries: world.deliveries,
    session: (id) => sessions.get(id),
    setSessionState: (id, state) => moveSession(sessionOf(id), state, world.origin),
    webhook,
  };
}
