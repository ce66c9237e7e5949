import 'server-only';
import { amazonPayClient, AmazonPayRefusal } from './amazon-pay-connection';
import { ipnVerifier } from './amazon-pay-ipn';
import {
  amazonAmount,
  chargePaymentState,
  chargePermissionSchema,
  chargeSchema,
  checkoutSessionSchema,
  paymentEventOf,
  paymentStateOf,
  type CheckoutSessionView,
} from './amazon-pay-sessions';
import {
  PaymentProviderUnavailable,
  type PaymentStart,
  type RedirectPaymentProvider,
} from './provider-types';

export interface AmazonPayProviderConfig {
  /** The key id Seller Central gave the shop's public key (SANDBOX-… / LIVE-… keys name their environment). */
  publicKeyId: string;
  /** The RSA private key (PEM) every API request is signed with. */
  privateKey: string;
  region: 'eu' | 'na' | 'jp';
  /** Amazon's sandbox, for key ids without an environment prefix. */
  sandbox: boolean;
  /** The Amazon Pay store id (client id) the checkout sessions belong to. */
  storeId: string;
  /** The merchant id: notifications for another merchant are refused. */
  merchantId: string;
  /** Another API origin than Amazon's, such as the local fake (`http://127.0.0.1:PORT`). */
  apiBase?: string;
  /** Hosts (host[:port]) that may serve the notifications' signing certificate instead of Amazon SNS's. */
  ipnCertificateHosts?: string[];
  /** A further CA (PEM) trusted when downloading that certificate: the tests' local one. */
  ipnCertificateCa?: string;
  timeoutMs?: number;
}

/** The shopper waits on the order step or the return page meanwhile. */
const DEFAULT_TIMEOUT_MS = 10_000;

/** A refusal that says something about the session (its state), not about Amazon being unreachable or busy. */
const isVerdict = (error: unknown) =>
  error instanceof AmazonPayRefusal &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 425, 429].includes(error.status);

/**
 * Amazon Pay Checkout v2 without Amazon's button script: the shop creates a checkout session in ProcessOrder mode
 * and sends the shopper to its amazonPayRedirectUrl; Amazon sends them back with `amazonCheckoutSessionId` appended,
 * and the shop completes the session, which authorises and captures the charge (AuthorizeWithCapture).
 */
export function createAmazonPayProvider(config: AmazonPayProviderConfig): RedirectPaymentProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = amazonPayClient({ ...config, timeoutMs });
  const verifyIpn = ipnVerifier({
    merchantId: config.merchantId,
    certificateHosts: config.ipnCertificateHosts,
    certificateCa: config.ipnCertificateCa,
    timeoutMs,
  });
  const ask = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new PaymentProviderUnavailable('amazonpay', error);
    }
  };
  const sessionOf = async (id: string) =>
    checkoutSessionSchema.parse((await client.getCheckoutSession(id)).data);
  const chargeOf = async (id: string) => chargeSchema.parse((await client.getCharge(id)).data);
  const stateOf = async (session: CheckoutSessionView) =>
    paymentStateOf(session, session.chargeId ? await chargeOf(session.chargeId) : null);

  return {
    code: 'amazonpay',

    async startPayment(start: PaymentStart) {
      const session = await ask(async () => {
        const { data } = await client.createCheckoutSession(
          {
            webCheckoutDetails: {
              checkoutMode: 'ProcessOrder',
              checkoutResultReturnUrl: start.returnUrl,
              checkoutCancelUrl: start.cancelUrl,
            },
            storeId: config.storeId,
            chargePermissionType: 'OneTime',
            merchantMetadata: { merchantReferenceId: start.orderRef },
            paymentDetails: {
              paymentIntent: 'AuthorizeWithCapture',
              // A slow authorisation is reported by notification instead of failing the checkout.
              canHandlePendingAuthorization: true,
              chargeAmount: {
                amount: amazonAmount(start.amount.amount),
                currencyCode: start.amount.currency,
              },
              presentmentCurrency: start.amount.currency,
            },
          },
          { 'x-amz-pay-idempotency-key': start.idempotencyKey },
        );
        return checkoutSessionSchema.parse(data);
      });
      const page = session.webCheckoutDetails?.amazonPayRedirectUrl;
      if (!page)
        throw new PaymentProviderUnavailable(
          'amazonpay',
          new Error(`Checkout session ${session.checkoutSessionId} has no page to pay on`),
        );
      return { providerReference: session.checkoutSessionId, redirectUrl: page };
    },

    async settle(providerReference: string) {
      return ask(async () => {
        const session = await sessionOf(providerReference);
        const chargeAmount = session.paymentDetails?.chargeAmount;
        if (session.statusDetails.state !== 'Open' || !chargeAmount) return stateOf(session);
        try {
          // Amazon completes a session once and wants the amount it holds: a second return finds it Completed.
          const { data } = await client.completeCheckoutSession(providerReference, { chargeAmount });
          return stateOf(checkoutSessionSchema.parse(data));
        } catch (error) {
          // Refused: the buyer has not finished, the payment failed, or another return completed it meanwhile.
          if (!isVerdict(error)) throw error;
          return stateOf(await sessionOf(providerReference));
        }
      });
    },

    /**
     * A notification names a charge or a checkout session, never its state, amount or order: those are read from
     * the API (a charge's order number from its charge permission), so the event is complete, and an API that
     * does not answer is reported as unavailable (the route answers 503 and SNS delivers again).
     */
    async verifyWebhook(rawBody: string, headers: Headers) {
      const notification = await ask(() => verifyIpn(rawBody, headers));
      if (!notification) return null;
      const { NotificationId: eventId, ObjectType: type, ObjectId: id } = notification;
      if (type === 'CHECKOUT_SESSION')
        return paymentEventOf(eventId, await ask(async () => stateOf(await sessionOf(id))));
      if (type !== 'CHARGE') return paymentEventOf(eventId, null);
      const state = await ask(async () => {
        const charge = await chargeOf(id);
        const { data } = await client.getChargePermission(charge.chargePermissionId);
        return chargePaymentState(
          charge,
          chargePermissionSchema.parse(data).merchantMetadata?.merchantReferenceId ?? null,
        );
      });
      return paymentEventOf(eventId, state);
    },
  };
}
