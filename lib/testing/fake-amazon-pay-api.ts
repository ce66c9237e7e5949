import { constants, createHash, randomUUID, verify, type KeyObject } from 'node:crypto';
import { deliverWebhook, type ProviderRequest } from './payment-fixtures/provider-server';
import {
  amazonFailure,
  chargeFor,
  createSession,
  statusOf,
  type AuthorizationOutcome,
  type ChargeJson,
  type ChargePermissionJson,
  type FakeSession,
  type JsonAnswer,
} from './fake-amazon-pay-sessions';
import type { SnsHost } from './fake-amazon-pay-ipn';

/** What the fake Amazon Pay knows and records, shared by its API, its hosted page and its notifications. */
export interface AmazonPayWorld {
  origin: string;
  storeId: string;
  merchantId: string;
  /** Public keys by key id, as Seller Central holds them. */
  publicKeys: Map<string, KeyObject>;
  sessions: Map<string, FakeSession>;
  charges: Map<string, ChargeJson>;
  permissions: Map<string, ChargePermissionJson>;
  outcome: AuthorizationOutcome;
  completions: Map<string, number>;
  requests: { method: string; path: string; idempotencyKey: string | null; body: unknown }[];
  sns: SnsHost;
  ipnUrl: string | undefined;
  deliveries: { objectType: string; status: number }[];
}

/** Posts the notification Amazon would send now, when the fake was given the shop's IPN address. */
export async function announce(world: AmazonPayWorld, charge: ChargeJson): Promise<void> {
  if (!world.ipnUrl) return;
  const delivery = world.sns.deliver(
    notificationOf(world, 'CHARGE', charge.chargeId, charge.chargePermissionId),
  );
  world.deliveries.push({ objectType: 'CHARGE', status: await deliverWebhook(world.ipnUrl, delivery) });
}

/** An IPN as Amazon Pay words it: which object changed, never how. */
export const notificationOf = (
  world: AmazonPayWorld,
  objectType: string,
  objectId: string,
  chargePermissionId?: string,
) => ({
  MerchantID: world.merchantId,
  ObjectType: objectType,
  ObjectId: objectId,
  ...(chargePermissionId && { ChargePermissionId: chargePermissionId }),
  NotificationType: 'STATE_CHANGE',
  NotificationId: randomUUID(),
  NotificationVersion: 'V1',
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const AUTHORIZATION = /^AMZN-PAY-RSASSA-PSS-V2 PublicKeyId=([^,]+), SignedHeaders=([^,]+), Signature=(\S+)$/;
const REQUIRED_HEADERS = ['x-amz-pay-date', 'x-amz-pay-host', 'x-amz-pay-region'];

/**
 * Checks AMZN-PAY-RSASSA-PSS-V2 as Amazon does: the canonical request (method, path, sorted query, the signed
 * headers' values, the body's SHA-256) hashed into the string to sign, RSASSA-PSS with SHA-256 and a 32-byte salt.
 */
export function isSignedRequest(request: ProviderRequest, publicKeys: Map<string, KeyObject>): boolean {
  const [, keyId = '', list = '', signature = ''] =
    AUTHORIZATION.exec(request.headers.authorization ?? '') ?? [];
  const key = publicKeys.get(keyId);
  const signed = list.split(';');
  if (!key || REQUIRED_HEADERS.some((name) => !signed.includes(name))) return false;
  const query = [...request.query.keys()]
    .sort()
    .map((name) => `${name}=${encodeURIComponent(request.query.get(name) ?? '')}`)
    .join('&');
  const canonical =
    `${request.method}\n${request.path}\n${query}\n` +
    signed.map((name) => `${name}:${request.headers[name] ?? ''}\n`).join('') +
    `\n${list}\n${sha256(request.body)}`;
  return verify(
    'sha256',
    Buffer.from(`AMZN-PAY-RSASSA-PSS-V2\n${sha256(canonical)}`),
    { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 },
    Buffer.from(signature, 'base64'),
  );
}

const sameAmount = (
  a: { amount: string; currencyCode: string } | undefined,
  b: { amount: string; currencyCode: string },
) =>
  a !== undefined &&
  Number(a.amount).toFixed(2) === Number(b.amount).toFixed(2) &&
  a.currencyCode === b.currencyCode;

/** POST /v2/checkoutSessions/:id/complete: authorises and captures once the buyer has finished on the page. */
function complete(
  world: AmazonPayWorld,
  session: FakeSession,
  body: Record<string, unknown>,
): Promise<JsonAnswer> | JsonAnswer {
  const { json } = session;
  if (json.statusDetails.state === 'Canceled') return amazonFailure('checkout_session_canceled');
  if (json.statusDetails.state !== 'Open' || !session.finished)
    return amazonFailure('invalid_checkout_session_status');
  if (!sameAmount(body.chargeAmount as never, json.paymentDetails.chargeAmount))
    return amazonFailure('invalid_parameter_value');
  if (session.finished === 'declined' || world.outcome === 'declined') {
    json.statusDetails = statusOf('Canceled', 'Declined', "The buyer's payment method was declined");
    return amazonFailure('checkout_session_canceled');
  }
  const { charge, permission } = chargeFor(session, world.outcome);
  world.charges.set(charge.chargeId, charge);
  world.permissions.set(permission.chargePermissionId, permission);
  Object.assign(json, { chargeId: charge.chargeId, chargePermissionId: permission.chargePermissionId });
  json.statusDetails = statusOf('Completed');
  world.completions.set(json.checkoutSessionId, (world.completions.get(json.checkoutSessionId) ?? 0) + 1);
  return announce(world, charge).then(() => ({ status: 200, json }));
}

/** Amazon Pay's API v2 as far as the shop uses it: checkout sessions, charges, charge permissions. */
export function amazonPayApi(world: AmazonPayWorld): (request: ProviderRequest) => Promise<JsonAnswer> {
  const replays = new Map<string, Promise<JsonAnswer>>();

  return async (request) => {
    const idempotencyKey = (request.headers['x-amz-pay-idempotency-key'] as string | undefined) ?? null;
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    world.requests.push({ method: request.method, path: request.path, idempotencyKey, body });
    if (!isSignedRequest(request, world.publicKeys)) return amazonFailure('invalid_request_signature');
    if (request.method === 'POST' && request.path === '/v2/checkoutSessions') {
      if (!idempotencyKey) return amazonFailure('missing_idempotency_key');
      // A repeated key answers what the first request was answered, also while that one is still being answered.
      const first =
        replays.get(idempotencyKey) ??
        Promise.resolve(createSession(body, world.origin, world.storeId)).then((made) => {
          if (!('finished' in made)) return made;
          world.sessions.set(made.json.checkoutSessionId, made);
          return { status: 201, json: structuredClone(made.json) };
        });
      replays.set(idempotencyKey, first);
      return first;
    }
    const [, kind = '', id = '', action] =
      /^\/v2\/(checkoutSessions|charges|chargePermissions)\/([^/]+)(\/complete)?$/.exec(request.path) ?? [];
    const found =
      kind === 'checkoutSessions'
        ? world.sessions.get(id)?.json
        : kind === 'charges'
          ? world.charges.get(id)
          : world.permissions.get(id);
    if (!found) return amazonFailure('resource_not_found');
    if (request.method === 'GET' && !action) return { status: 200, json: found };
    const session = world.sessions.get(id);
    if (request.method !== 'POST' || !action || !session) return amazonFailure('invalid_parameter_value');
    return complete(world, session, body);
  };
}
