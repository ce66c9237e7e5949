import 'server-only';
import { holdingClaim } from '../background/background-work';
import { repeatSweep } from '../monitoring/repeat-sweep';
import { orderContext } from '../orders/order-context';
import { isRedirectProvider } from '../payments/registry';
import type { Order } from '../shop/order-types';
import { getConfirmationLeases, getOrders } from '../storefront';
import { sendOrderConfirmation } from './order-mail';

const MINUTE = 60_000;
/** Orders younger than this are still their own request's to confirm (its claim's lease is as long). */
const SETTLE_MS = 15 * MINUTE;
/** How far back a lost confirmation is still sent: later, a mail about the order would only puzzle the buyer. */
const LOOK_BACK_MS = 7 * 24 * 60 * MINUTE;
const ORDERS_PER_SWEEP = 100;
const SWEEP_EVERY_MS = 10 * MINUTE;

/**
 * Whether an order's confirmation is due: an offline payment's at placement, a provider's once it is paid. A
 * cancelled or refunded order, or one still waiting for its provider, gets none.
 */
export function confirmationDue(order: Pick<Order, 'status' | 'payment'>): boolean {
  if (order.status === 'cancelled' || order.status === 'refunded') return false;
  return !isRedirectProvider(order.payment) || order.status !== 'notPaid';
}

/**
 * Sends the confirmations a crash lost (docs/architecture.md "Mail"): orders of the last week, placed at least a
 * quarter of an hour ago, whose confirmation was never sent and whose last claim lapsed. A provider's webhook
 * retries repair paid orders too; offline orders have no retry but this. Once `stop` is aborted (the server
 * drains) it ends after the order at hand. Answers how many it tried.
 */
export async function resendLostConfirmations(now: Date = new Date(), stop?: AbortSignal): Promise<number> {
  const [leases, orders] = await Promise.all([getConfirmationLeases(), getOrders()]);
  const unsent = await leases.listUnsentConfirmations(
    new Date(now.getTime() - LOOK_BACK_MS),
    new Date(now.getTime() - SETTLE_MS),
    ORDERS_PER_SWEEP,
  );
  let tried = 0;
  for (const orderId of unsent) {
    if (stop?.aborted) break;
    const order = await orders.getOrder(orderId);
    if (!order || !confirmationDue(order)) continue;
    const context = await orderContext(order);
    // sendOrderConfirmation claims the mail first: a drain that cannot wait for the mail server gives it back.
    await holdingClaim(
      () => leases.releaseOrderConfirmation(order.id),
      () => sendOrderConfirmation(order, context),
    );
    tried += 1;
  }
  return tried;
}

/** Sweeps every ten minutes while the server runs, never keeping it alive on its own. */
export function startConfirmationSweep(): void {
  repeatSweep(SWEEP_EVERY_MS, 'Resending lost confirmations', (stop) =>
    resendLostConfirmations(new Date(), stop),
  );
}
