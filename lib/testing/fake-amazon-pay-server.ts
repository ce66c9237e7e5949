import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AmazonPayProviderConfig } from '../payments/amazon-pay-provider';
import type { PaymentStart } from '../payments/provider-types';
import errors from './payment-fixtures/amazonpay/errors.json';
import { paymentStart } from './payment-fixtures/payment-starts';
import { apiOrPage, startProviderServer, type ProviderServer } from './payment-fixtures/provider-server';
import { amazonPayApi, announce, notificationOf, type AmazonPayWorld } from './fake-amazon-pay-api';
import { startSnsHost, type SnsDelivery, type SnsSigningOptions } from './fake-amazon-pay-ipn';
import { amazonPayPage } from './fake-amazon-pay-page';
import {
  finishOnPage,
  statusOf,
  type AuthorizationOutcome,
  type ChargeJson,
  type SessionJson,
} from './fake-amazon-pay-sessions';

/**
 * A local stand-in for Amazon Pay's API v2: the shop's provider (the official SDK signing every request) reaches it
 * through `createAmazonPayProvider({ ...fake.config, timeoutMs })`.
 *
 *   const fake = await startFakeAmazonPay({ port?, ipnUrl? });
 *   fake.config                     the provider's configuration: a fresh key pair, the fake's address, its SNS host
 *   fake.requests                   every API call: method, path, x-amz-pay-idempotency-key, body
 *   fake.session(id) · fake.charge(id)       as Amazon holds them (Amazon's JSON)
 *   fake.pay(id) · fake.decline(id)          as the buyer finishing on Amazon's page (Decline: card refused)
 *   fake.expire(id)                 Amazon canceling a session left open for 24 hours
 *   fake.holdAmount(id, '99.00')    the session holds another amount than the shop asked for
 *   fake.authorization('captured' | 'pending' | 'declined')    for the completions that follow
 *   fake.resolve(chargeId, 'Captured' | 'Declined')            a pending authorisation ends (and is notified)
 *   fake.completions(id)            completions really made
 *   fake.notification('CHARGE' | 'CHECKOUT_SESSION' | …, objectId, signing?)   { body, headers } as SNS posts them
 *   fake.certificateDownloads() · fake.slow(ms) · fake.down('error' | 'close') · fake.up() · fake.close()
 *
 * API (requests must carry a valid AMZN-PAY-RSASSA-PSS-V2 signature of the configured key): POST /v2/checkoutSessions
 * (a repeated x-amz-pay-idempotency-key replays the first answer), GET /v2/checkoutSessions/:id, POST
 * /v2/checkoutSessions/:id/complete, GET /v2/charges/:id, GET /v2/chargePermissions/:id. Hosted page GET
 * /checkout/processing?amazonCheckoutSessionId=:id with Pay, Cancel and Decline (fake-amazon-pay-page.ts). With
 * `ipnUrl`, each charge made or changed posts its CHARGE notification there.
 */

/** A payment as the checkout starts one for Amazon Pay: back to the shop's return route, with the order number. */
export function amazonPayment(changes: Partial<PaymentStart> = {}): PaymentStart {
  const start = paymentStart('amazonpay', changes);
  const returnUrl = `http://at.localhost:3100/api/payments/amazonpay/return?order=${start.orderRef}`;
  return { ...start, returnUrl, cancelUrl: `${returnUrl}&cancelled=1`, ...changes };
}

export interface FakeAmazonPay extends Omit<ProviderServer, 'origin'> {
  config: Required<Omit<AmazonPayProviderConfig, 'timeoutMs'>>;
  requests: AmazonPayWorld['requests'];
  deliveries: AmazonPayWorld['deliveries'];
  session(id: string): SessionJson | undefined;
  charge(id: string): ChargeJson | undefined;
  pay(id: string): void;
  decline(id: string): void;
  expire(id: string): void;
  holdAmount(id: string, amount: string): void;
  authorization(outcome: AuthorizationOutcome): void;
  resolve(chargeId: string, state: 'Captured' | 'Declined'): Promise<void>;
  completions(id: string): number;
  notification(objectType: string, objectId: string, signing?: SnsSigningOptions): SnsDelivery;
  certificateDownloads(): number;
}

export async function startFakeAmazonPay(
  options: { port?: number; ipnUrl?: string } = {},
): Promise<FakeAmazonPay> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyId = `SANDBOX-${randomBytes(12).toString('hex').toUpperCase()}`;
  const sns = await startSnsHost();
  const world: AmazonPayWorld = {
    origin: '',
    storeId: 'amzn1.application-oa2-client.8b5e45312b5248b69eeaStoreId',
    merchantId: 'A3BXB0YN3XH17H',
    publicKeys: new Map([[publicKeyId, publicKey]]),
    sessions: new Map(),
    charges: new Map(),
    permissions: new Map(),
    outcome: 'captured',
    completions: new Map(),
    requests: [],
    sns,
    ipnUrl: options.ipnUrl,
    deliveries: [],
  };
  const sessionOf = (id: string) => {
    const session = world.sessions.get(id);
    if (!session) throw new Error(`The fake Amazon Pay has no checkout session ${id}`);
    return session;
  };
  const api = amazonPayApi(world);
  const page = amazonPayPage(world);
  const server = await startProviderServer(apiOrPage(api, page), errors.internal_server_error, options.port);
  world.origin = server.origin;

  return {
    ...server,
    close: async () => {
      await server.close();
      await sns.close();
    },
    config: {
      publicKeyId,
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      region: 'eu',
      sandbox: true,
      storeId: world.storeId,
      merchantId: world.merchantId,
      apiBase: server.origin,
      ipnCertificateHosts: [sns.host],
      ipnCertificateCa: sns.ca,
    },
    requests: world.requests,
    deliveries: world.deliveries,
    session: (id) => world.sessions.get(id)?.json,
    charge: (id) => world.charges.get(id),
    pay: (id) => finishOnPage(sessionOf(id), 'paid'),
    decline: (id) => finishOnPage(sessionOf(id), 'declined'),
    expire: (id) =>
      void (sessionOf(id).json.statusDetails = statusOf('Canceled', 'Expired', 'The session expired')),
    holdAmount: (id, amount) => void (sessionOf(id).json.paymentDetails.chargeAmount.amount = amount),
    authorization: (outcome) => void (world.outcome = outcome),
    async resolve(chargeId, state) {
      const charge = world.charges.get(chargeId);
      if (!charge) throw new Error(`The fake Amazon Pay has no charge ${chargeId}`);
      charge.statusDetails = statusOf(state, state === 'Declined' ? 'HardDeclined' : null);
      if (state === 'Captured') charge.captureAmount = charge.chargeAmount;
      await announce(world, charge);
    },
    completions: (id) => world.completions.get(id) ?? 0,
    notification: (objectType, objectId, signing) =>
      sns.deliver(
        notificationOf(world, objectType, objectId, world.charges.get(objectId)?.chargePermissionId),
        signing,
      ),
    certificateDownloads: () => sns.downloads(),
  };
}
