import { randomBytes } from 'node:crypto';
import captureTemplate from './payment-fixtures/paypal/capture.json';
import errors from './payment-fixtures/paypal/errors.json';
import orderTemplate from './payment-fixtures/paypal/order.json';
import payerTemplate from './payment-fixtures/paypal/payer.json';

/**
 * The fake PayPal's Orders v2: orders made from what the client sent, on top of orders recorded from PayPal's
 * API reference, approved as a buyer would on PayPal's page, and captured with the outcome a test chose.
 */

type CaptureJson = typeof captureTemplate & { status_details?: { reason: string } };
export type OrderJson = Omit<typeof orderTemplate, 'purchase_units'> & {
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    invoice_id?: string;
    amount: { currency_code: string; value: string };
    payee: { email_address: string; merchant_id: string };
    payments?: { captures: CaptureJson[] };
  }[];
  payer?: (typeof payerTemplate)['payer'];
  update_time?: string;
};
export interface FakeOrder {
  json: OrderJson;
  returnUrl: string;
  cancelUrl: string;
}
/** What a capture does: money taken, taken after a review, or the funding source refused. */
export type CaptureOutcome = 'completed' | 'pending' | 'declined';
export type JsonAnswer = { status: number; json: unknown };

/** One of PayPal's recorded error answers. */
export const paypalFailure = (name: keyof typeof errors): JsonAnswer => ({
  status: errors[name].status,
  json: errors[name].body,
});

export const paypalId = () => randomBytes(12).toString('hex').toUpperCase().slice(0, 17);
const isoNow = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/** An order as PayPal answers POST /v2/checkout/orders for a buyer still to approve it on PayPal's page. */
export function createOrder(request: Record<string, unknown>, origin: string): FakeOrder {
  const units = (request.purchase_units ?? []) as Omit<OrderJson['purchase_units'][number], 'payee'>[];
  const experience = ((request.payment_source as { paypal?: { experience_context?: Record<string, string> } })
    ?.paypal?.experience_context ?? {}) as Record<string, string>;
  const id = paypalId();
  const template = structuredClone(orderTemplate);
  const json: OrderJson = {
    ...template,
    id,
    intent: String(request.intent ?? 'CAPTURE'),
    purchase_units: units.map((unit) => ({ ...unit, payee: template.purchase_units[0]!.payee })),
    create_time: isoNow(),
    links: [
      { href: `${origin}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
      { href: `${origin}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
    ],
  };
  return { json, returnUrl: experience.return_url ?? origin, cancelUrl: experience.cancel_url ?? origin };
}

/** PayPal's short answer to a new order (Prefer: return=minimal, its default). */
export const createdAnswer = (order: FakeOrder) => ({
  id: order.json.id,
  status: order.json.status,
  payment_source: order.json.payment_source,
  links: order.json.links,
});

export function approveOrder(order: FakeOrder, origin: string): void {
  const payer = structuredClone(payerTemplate);
  Object.assign(order.json, { status: 'APPROVED', payer: payer.payer, payment_source: payer.payment_source });
  order.json.links = [
    order.json.links[0]!,
    { href: `${origin}/v2/checkout/orders/${order.json.id}/capture`, rel: 'capture', method: 'POST' },
  ];
}

/** A capture of the order's first unit, in the shape PayPal reports it (in the order and in webhooks). */
export function captureOf(order: FakeOrder, status: string, origin: string): CaptureJson {
  const unit = order.json.purchase_units[0]!;
  const id = paypalId();
  const minor = Math.round(Number(unit.amount.value) * 100);
  const fee = Math.min(minor, Math.round(minor * 0.0349) + 35);
  const money = (cents: number) => ({
    currency_code: unit.amount.currency_code,
    value: (cents / 100).toFixed(2),
  });
  return {
    ...structuredClone(captureTemplate),
    id,
    status,
    ...(status === 'PENDING' && { status_details: { reason: 'PENDING_REVIEW' } }),
    amount: unit.amount,
    seller_receivable_breakdown: {
      gross_amount: unit.amount,
      paypal_fee: money(fee),
      net_amount: money(minor - fee),
    },
    ...(unit.custom_id && { custom_id: unit.custom_id }),
    ...(unit.invoice_id && { invoice_id: unit.invoice_id }),
    links: [
      { href: `${origin}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' },
      { href: `${origin}/v2/payments/captures/${id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${origin}/v2/checkout/orders/${order.json.id}`, rel: 'up', method: 'GET' },
    ],
    create_time: isoNow(),
    update_time: isoNow(),
  };
}

/** POST /v2/checkout/orders/:id/capture: only an approved order can be captured, and only once. */
export function captureOrder(order: FakeOrder, outcome: CaptureOutcome, origin: string): JsonAnswer {
  if (order.json.status === 'COMPLETED') return paypalFailure('order_already_captured');
  if (order.json.status !== 'APPROVED') return paypalFailure('order_not_approved');
  if (outcome === 'declined') return paypalFailure('instrument_declined');
  const capture = captureOf(order, outcome === 'completed' ? 'COMPLETED' : 'PENDING', origin);
  order.json.purchase_units[0]!.payments = { captures: [capture] };
  Object.assign(order.json, { status: 'COMPLETED', update_time: isoNow() });
  return { status: 201, json: order.json };
}
