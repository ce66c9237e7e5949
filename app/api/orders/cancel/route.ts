import type { NextRequest } from 'next/server';
import { currentCustomer } from '@/lib/session/session-customer';
import { handlerMarketContext, requestMarket } from '@/lib/api/market-context';
import { readMutation } from '@/lib/api/mutation';
import { jsonError, jsonOk, seeOther } from '@/lib/api/responses';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';
import { sendOrderCancellation } from '@/lib/checkout/cancellation-mail';
import { cancelOrderAppointment } from '@/lib/booking/manage-appointment';
import { cancelCustomerOrder } from '@/lib/orders/cancel-order';
import { loginHref } from '@/lib/account/return-path';
import { cancelOrderSchema } from '@/lib/orders/cancel-schema';

/**
 * Cancelling an order from the account (docs/product.md §2 /account/order/{id}, §8 'Failed to cancel order'): same origin
 * only, the logged-in customer's own unpaid order, confirmed by mail with its credit note. A plain form gets 303 back to the order's page with the outcome;
 * someone else's order, an unknown one and one past cancelling get the same refusal.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const input = cancelOrderSchema.safeParse(fields);
  const market = requestMarket(request, input.data?.language);
  const prefix = languagePrefix(market);
  const back = (query: string) =>
    seeOther(input.success ? `${prefix}/account/order/${input.data.orderId}?${query}` : `${prefix}/account`);
  const refused = (status: number, code: string) =>
    form ? back(`error=${code}`) : jsonError(status, { code, fields: ['orderId'] });
  if (!input.success) return refused(422, 'orders.cancelFailed');
  try {
    const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
    if (!customer)
      return form
        ? seeOther(loginHref(prefix, `${prefix}/account/order/${input.data.orderId}`))
        : jsonError(401, { code: 'account.loginRequired' });
    const context = await handlerMarketContext(market);
    const cancelled = await cancelCustomerOrder(customer.id, input.data.orderId, context);
    if (!cancelled) return refused(409, 'orders.cancelFailed');
    await sendOrderCancellation(cancelled, context);
    // The order is cancelled whatever happens to its appointment: a failure there is reported to free the time by
    // hand, not answered as a cancellation that failed (a second try would find nothing left to cancel).
    await cancelOrderAppointment(cancelled.id, context, new Date()).catch((error: unknown) =>
      reportError(error, `The appointment of cancelled order ${cancelled.ref} is still booked`, request),
    );
    return form ? back('notice=orders.cancelled') : jsonOk({ ref: cancelled.ref, status: 'cancelled' });
  } catch (error) {
    await reportError(error, 'Cancelling an order failed', request);
    return refused(503, 'orders.cancelFailed');
  }
}
