import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { reportError } from '../monitoring/server';
import { orderContext } from '../orders/order-context';
import { PaymentProviderUnavailable, type PaymentState } from '../payments/provider-types';
import { isRedirectProvider, redirectProvider } from '../payments/registry';
import { getOrders, getPaymentEvents } from '../storefront';
import type { Order, PaymentRecord } from '../shop/order-types';
import { cancelOrderAppointment } from '../booking/manage-appointment';
import { sendOrderConfirmation } from './order-mail';
import { stripeMethodTypes } from './payment-options';

/** docs/product.md §9: a payment is tried again after 2 minutes at the earliest; within them a retry is the same payment. */
export const PAYMENT_RETRY_MS = 2 * 60_000;

export type PaymentStartOutcome = { kind: 'redirect'; url: string } | { kind: 'unavailable' };

/**
 * Opens the provider's hosted page for an order (docs/architecture.md "Payments"). The idempotency key is the order's
 * number and the 2-minute window, so ten submits of one checkout make one payment session, and a shopper who tries
 * again later gets a new one. A provider that does not answer leaves the order unpaid and payable later.
 */
export async function startOrderPayment(
  order: Order,
  context: MarketContext,
  now = new Date(),
): Promise<PaymentStartOutcome> {
  if (!isRedirectProvider(order.payment)) throw new Error(`${order.payment} is paid offline`);
  const provider = redirectProvider(order.payment);
  if (!provider) return { kind: 'unavailable' };
  const back = `${context.origins[order.store]}/api/payments/${order.payment}/return?order=${order.ref}`;
  try {
    const session = await provider.startPayment({
      orderRef: order.ref,
      amount: { amount: order.amounts.totalGross, currency: order.currency },
      email: order.email,
      language: order.language,
      returnUrl: back,
      cancelUrl: `${back}&cancelled=1`,
      methodTypes: stripeMethodTypes[order.store],
      idempotencyKey: `${order.ref}-${Math.floor(now.getTime() / PAYMENT_RETRY_MS)}`,
    });
    // An order cancelled meanwhile keeps no payment page: its shopper is never sent to pay for it.
    if (!(await (await getOrders()).setOrderPaymentReference(order.id, session.providerReference)))
      return { kind: 'unavailable' };
    return { kind: 'redirect', url: session.redirectUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    await reportError(error, `Starting the payment of order ${order.ref} failed`);
    return { kind: 'unavailable' };
  }
}

/** Records a provider's verdict on an order; a payment that arrived sends the order's confirmation (once). */
export async function recordVerdict(
  order: Order,
  state: Pick<PaymentState, 'state' | 'amount'>,
  eventId: string | null,
): Promise<PaymentRecord> {
  if (!isRedirectProvider(order.payment)) return 'unchanged';
  const provider = order.payment;
  const [shop, events] = await Promise.all([getOrders(), getPaymentEvents()]);
  // A replayed event is not recorded again; what follows still runs, so a replay repairs a lost confirmation.
  const record: PaymentRecord =
    eventId !== null && (await events.handled(provider, eventId))
      ? 'duplicate'
      : await shop.recordPayment({ orderId: order.id, provider, outcome: state.state, amount: state.amount });
  // Remembered only once recorded: a crash in between leaves the event to the provider's next delivery.
  if (eventId !== null && record !== 'duplicate') await events.remember(provider, eventId, order.id);
  if (record === 'mismatch')
    await reportError(
      new Error(
        `Order ${order.ref}: paid ${state.amount?.amount} ${state.amount?.currency}, total ${order.amounts.totalGross}`,
      ),
      'A payment does not match its order: flagged, not fulfilled',
    );
  const now = await shop.getOrder(order.id);
  // Money for an order that no longer exists (a late capture after its cancellation) must go back by hand.
  if (state.state === 'paid' && now?.status === 'cancelled')
    await reportError(
      new Error(`Order ${order.ref} was cancelled before its payment arrived`),
      'A payment arrived for a cancelled order: refund it',
    );
  // A replay repairs a paid order whose confirmation was lost: the claim's lease keeps it from going out twice.
  if (now?.status === 'paid') await sendOrderConfirmation(now, await orderContext(now));
  // A failed payment cancels the order, and with it the installers' visit (a replay repairs a lost cancellation).
  if (now?.status === 'cancelled') await cancelOrderAppointment(now.id, await orderContext(now), new Date());
  return record;
}
