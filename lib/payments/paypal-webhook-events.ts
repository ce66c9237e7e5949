import { z } from 'zod';
import type { PaymentEvent } from './provider-types';
import { moneyFromPayPal } from './paypal-orders';

/** PayPal retries a delivery for days, each time signed anew: an older signature is a replay. */
export const TRANSMISSION_MAX_AGE_MS = 5 * 60 * 1000;

/** The transmission headers, in the names PayPal's verify-webhook-signature call takes them. */
const transmissionHeaders = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
} as const;

export type Transmission = Record<keyof typeof transmissionHeaders, string>;

/**
 * A delivery's transmission headers, or null when one is missing or the delivery was signed more than five
 * minutes from now (either way: clocks that far apart are no more to be trusted than a replay).
 */
export function transmissionOf(headers: Headers, now: number): Transmission | null {
  const entries = Object.entries(transmissionHeaders).map(([field, header]) => [field, headers.get(header)]);
  if (entries.some(([, value]) => !value)) return null;
  const transmission = Object.fromEntries(entries) as Transmission;
  const sentAt = Date.parse(transmission.transmission_time);
  return Number.isNaN(sentAt) || Math.abs(now - sentAt) > TRANSMISSION_MAX_AGE_MS ? null : transmission;
}

const amount = z.object({ currency_code: z.string(), value: z.string() }).optional();
const references = { custom_id: z.string().optional(), invoice_id: z.string().optional(), amount };
const eventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z
    .object({
      id: z.string().optional(),
      ...references,
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
      purchase_units: z.array(z.object({ reference_id: z.string().optional(), ...references })).optional(),
    })
    .default({}),
});

/**
 * The events the shop acts on. An approved order is not paid until captured: the webhook handler should capture
 * it (settle) just as the return page does; the derived PayPal-Request-Id makes the two one capture.
 */
const outcomes = new Map<string, PaymentEvent['outcome']>([
  ['PAYMENT.CAPTURE.COMPLETED', 'paid'],
  ['PAYMENT.CAPTURE.PENDING', 'pending'],
  ['PAYMENT.CAPTURE.DENIED', 'failed'],
  ['PAYMENT.CAPTURE.DECLINED', 'failed'],
  ['CHECKOUT.ORDER.APPROVED', 'pending'],
  ['CHECKOUT.ORDER.VOIDED', 'cancelled'],
]);

/** A verified event reduced to what the shop acts on; null when it is not shaped like a PayPal event at all. */
export function paymentEventOf(body: unknown): PaymentEvent | null {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return null;
  const { id, event_type: type, resource } = parsed.data;
  const outcome = outcomes.get(type);
  if (!outcome)
    return {
      eventId: id,
      provider: 'paypal',
      outcome: 'ignored',
      providerReference: null,
      orderRef: null,
      amount: null,
    };
  // Capture events carry the capture, whose order is among its related ids; order events carry the order.
  const isCapture = type.startsWith('PAYMENT.CAPTURE.');
  const unit = isCapture ? resource : resource.purchase_units?.[0];
  return {
    eventId: id,
    provider: 'paypal',
    outcome,
    providerReference: (isCapture ? resource.supplementary_data?.related_ids?.order_id : resource.id) ?? null,
    orderRef: unit?.custom_id ?? unit?.invoice_id ?? resource.purchase_units?.[0]?.reference_id ?? null,
    amount: moneyFromPayPal(unit?.amount?.currency_code, unit?.amount?.value),
  };
}
