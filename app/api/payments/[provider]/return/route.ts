import type { NextRequest } from 'next/server';
import { requestMarket } from '@/lib/api/market-context';
import { seeOther } from '@/lib/api/responses';
import { settleReturn } from '@/lib/checkout/payment-return';
import { placedOrder } from '@/lib/orders/placed-order';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';

/**
 * The provider sends the shopper back here (Stripe with its session id, PayPal with its order token). Only the
 * session's own last order is settled; the query's order number must name it, so a link sent to someone else
 * settles nothing of theirs. Lands on /order-placed, or /order-failed with the reason.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const market = requestMarket(request, undefined);
  const prefix = languagePrefix(market);
  const order = await placedOrder((name) => request.cookies.get(name)?.value, market).catch(() => null);
  const asked = request.nextUrl.searchParams.get('order');
  if (!order || order.ref !== asked) return seeOther(`${prefix}/order-placed`);
  try {
    const page = await settleReturn(order, request.nextUrl.searchParams.get('cancelled') === '1');
    return seeOther(page === 'placed' ? `${prefix}/order-placed` : `${prefix}/order-failed?reason=${page}`);
  } catch (error) {
    await reportError(error, 'Settling a payment on return failed', request);
    return seeOther(`${prefix}/order-placed`);
  }
}
