import type { NextRequest } from 'next/server';
import { jsonError, jsonOk } from '@/lib/api/responses';
import { recordVerdict } from '@/lib/checkout/order-payment';
import { reportError } from '@/lib/monitoring/server';
import { PaymentProviderUnavailable } from '@/lib/payments/provider-types';
import { isRedirectProvider, redirectProvider } from '@/lib/payments/registry';
import { getOrders } from '@/lib/storefront';

/** A provider's events are small; anything larger is not one of theirs. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * Stripe's and PayPal's webhooks (docs/architecture.md "Payments", the source of truth): the signature is checked on the
 * raw body before anything else; no origin check, as the provider is not a browser. A replayed event finds its id
 * stored and changes nothing; an event of an unknown order is acknowledged and ignored.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider: code } = await params;
  const provider = isRedirectProvider(code) ? redirectProvider(code) : null;
  if (!provider) return jsonError(404, { code: 'request.invalid' });
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_EVENT_BYTES) return jsonError(413, { code: 'request.tooLarge' });
  const raw = await request.text();
  if (raw.length > MAX_EVENT_BYTES) return jsonError(413, { code: 'request.tooLarge' });
  try {
    const event = await provider.verifyWebhook(raw, request.headers);
    if (!event) return jsonError(400, { code: 'request.invalid' });
    if (event.outcome === 'ignored' || !event.orderRef) return jsonOk({ received: true });
    const order = await (await getOrders()).findOrderByRef(event.orderRef);
    if (!order || order.payment !== code) return jsonOk({ received: true });
    // PayPal approves before it is paid: the shop captures now, so a buyer who closed the tab still pays once.
    const state =
      code === 'paypal' && event.outcome === 'pending' && event.providerReference
        ? await provider.settle(event.providerReference)
        : { state: event.outcome, amount: event.amount };
    const record = await recordVerdict(order, state, event.eventId);
    return jsonOk({ received: true, record });
  } catch (error) {
    // Unanswered, the provider delivers the event again later.
    if (error instanceof PaymentProviderUnavailable) return jsonError(503, { code: 'checkout.failed' });
    await reportError(error, `A ${code} webhook failed`, request);
    return jsonError(500, { code: 'checkout.failed' });
  }
}
