import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import eventTemplate from './payment-fixtures/paypal/webhook-event.json';
import { captureOf, paypalId, type FakeOrder } from './fake-paypal-orders';

/**
 * Webhook deliveries as the fake PayPal sends them, and its answer to verify-webhook-signature.
 *
 * PayPal signs `transmission id|transmission time|webhook id|CRC32 of the body` with its private key (RSA) and
 * checks that signature when asked. The fake signs the same string with an HMAC key only it holds: so it answers
 * SUCCESS exactly for deliveries it made itself, for its own webhook id, with the event unchanged.
 */

export interface PayPalDelivery {
  body: string;
  headers: Record<string, string>;
}

const captureStatuses: Record<string, string> = {
  'PAYMENT.CAPTURE.COMPLETED': 'COMPLETED',
  'PAYMENT.CAPTURE.PENDING': 'PENDING',
  'PAYMENT.CAPTURE.DENIED': 'DECLINED',
  'PAYMENT.CAPTURE.DECLINED': 'DECLINED',
};

/** The event PayPal would send now about an order: capture events carry the capture, the others the order. */
export function orderEvent(type: string, order: FakeOrder, origin: string) {
  const captureStatus = captureStatuses[type];
  const recorded = order.json.purchase_units[0]?.payments?.captures[0];
  const resource = captureStatus
    ? {
        ...(recorded ?? captureOf(order, captureStatus, origin)),
        status: captureStatus,
        supplementary_data: { related_ids: { order_id: order.json.id } },
      }
    : order.json;
  const id = `WH-${paypalId()}-${paypalId()}`;
  return {
    ...structuredClone(eventTemplate),
    id,
    create_time: new Date().toISOString(),
    resource_type: captureStatus ? 'capture' : 'checkout-order',
    event_type: type,
    summary: `${type} for ${order.json.id}`,
    resource: structuredClone(resource),
    links: eventTemplate.links.map((link) => ({ ...link, href: link.href.replace(eventTemplate.id, id) })),
  };
}

export type WebhookSigner = ReturnType<typeof webhookSigner>;

export function webhookSigner(webhookId: string) {
  const key = randomBytes(32);
  const sign = (transmissionId: string, time: string, forWebhook: string, body: string) =>
    createHmac('sha256', key)
      .update(`${transmissionId}|${time}|${forWebhook}|${crc32(body)}`)
      .digest('base64');

  return {
    /** Signed as sent from `origin`, whose certificate the delivery names. */
    deliver(event: object, origin: string, transmissionTime = new Date()): PayPalDelivery {
      const body = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = transmissionTime.toISOString();
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': sign(transmissionId, time, webhookId, body),
          'paypal-cert-url': `${origin}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`,
          'paypal-auth-algo': 'SHA256withRSA',
        },
      };
    },

    /** POST /v1/notifications/verify-webhook-signature, given the request body PayPal documents. */
    verify(request: Record<string, unknown>): 'SUCCESS' | 'FAILURE' {
      const text = (name: string) => (typeof request[name] === 'string' ? (request[name] as string) : '');
      const expected = sign(
        text('transmission_id'),
        text('transmission_time'),
        text('webhook_id'),
        JSON.stringify(request.webhook_event ?? null),
      );
      const given = Buffer.from(text('transmission_sig'));
      const signed = given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
      return signed && text('webhook_id') === webhookId ? 'SUCCESS' : 'FAILURE';
    },
  };
}
