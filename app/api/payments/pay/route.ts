import type { NextRequest } from 'next/server';
import { handlerMarketContext, requestMarket } from '@/lib/api/market-context';
import { readMutation } from '@/lib/api/mutation';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { seeOther } from '@/lib/api/responses';
import { startOrderPayment } from '@/lib/checkout/order-payment';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';
import { payableOrder, payOrderSchema } from '@/lib/orders/payable-order';
import { isRedirectProvider } from '@/lib/payments/registry';

/** docs/product.md §9: the manual payment link waits 10 seconds after the order, so the first redirect has its chance. */
const MANUAL_PAYMENT_WAIT_MS = 10_000;

/**
 * "Pay now" on /order-placed, on an account's order page and behind a guest's link: opens the provider's page
 * again for an unpaid order the shopper may see (a provider that was down, a tab closed on the way). Within
 * docs/product.md §9's two minutes it is the same payment session.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const market = requestMarket(request, payOrderSchema.safeParse(mutation.fields).data?.language);
  const prefix = languagePrefix(market);
  const limit = await consume('checkout', clientAddress(request.headers));
  const cookie = (name: string) => request.cookies.get(name)?.value;
  let page = `${prefix}/order-placed`;
  if (!limit.allowed) return seeOther(`${page}?error=request.tooMany&seconds=${limit.retryAfterSeconds}`);
  try {
    const payable = await payableOrder(mutation.fields, cookie, market);
    page = `${prefix}${payable.page}`;
    const { order } = payable;
    // A page left open while the payment arrived (or a second tab) says so rather than offering it again.
    if (order && ['paid', 'processing', 'sent'].includes(order.status))
      return seeOther(`${page}?error=orders.alreadyPaid`);
    if (!order || order.status !== 'notPaid' || !isRedirectProvider(order.payment)) return seeOther(page);
    const waited = Date.now() - order.createdAt.getTime();
    if (waited < MANUAL_PAYMENT_WAIT_MS)
      return seeOther(
        `${page}?error=payment.wait&seconds=${Math.ceil((MANUAL_PAYMENT_WAIT_MS - waited) / 1000)}`,
      );
    const payment = await startOrderPayment(order, await handlerMarketContext(market));
    return seeOther(payment.kind === 'redirect' ? payment.url : `${page}?error=payment.unavailable`);
  } catch (error) {
    await reportError(error, 'Starting a payment again failed', request);
    return seeOther(`${page}?error=payment.unavailable`);
  }
}
