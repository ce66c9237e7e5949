import 'server-only';
import { reportError } from '../monitoring/server';
import { PaymentProviderUnavailable } from '../payments/provider-types';
import { isRedirectProvider, redirectProvider } from '../payments/registry';
import type { Order } from '../shop/order-types';
import { recordVerdict } from './order-payment';

/** Where the shopper lands after the provider's page (docs/product.md §4 order and payment outcomes). */
export type ReturnPage = 'placed' | 'failed' | 'declined' | 'cancelled';

/**
 * The shopper is back from the provider's page: the shop asks the provider (never the address) how the payment
 * stands, records it as the webhook would (whichever comes first, one end state), and picks the page. Back from
 * "cancel" with the payment still open, the shopper cancelled it: the order is cancelled, the cart kept.
 */
export async function settleReturn(order: Order, cancelledByShopper: boolean): Promise<ReturnPage> {
  if (!isRedirectProvider(order.payment) || !order.paymentReference) return 'placed';
  if (order.status !== 'notPaid') return order.status === 'cancelled' ? 'failed' : 'placed';
  const provider = redirectProvider(order.payment);
  if (!provider) return 'placed';
  try {
    const state = await provider.settle(order.paymentReference);
    // A shopper whose card the bank refused is told so (docs/product.md §8 "card declined"), with the advice to pay
    // another way, not that they cancelled.
    if (state.state === 'open' && cancelledByShopper) {
      await recordVerdict(order, { state: 'cancelled', amount: null }, null);
      return state.cardDeclined ? 'declined' : 'cancelled';
    }
    await recordVerdict(order, state, null);
    if (state.state === 'failed') return state.cardDeclined ? 'declined' : 'failed';
    if (state.state === 'cancelled') return 'cancelled';
    return 'placed';
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    // The webhook will tell; meanwhile the order page says the payment is not confirmed yet.
    await reportError(error, `Reading the payment of order ${order.ref} failed`);
    return 'placed';
  }
}
