import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { AppointmentStore } from '../appointments/service-area';
import { handlerMarketContext, requestMarket } from '../api/market-context';
import { readMutation, retryAfterHeaders } from '../api/mutation';
import { clientAddress, consume } from '../api/rate-limit';
import { messageQuery, PRIVATE_HEADERS, seeOther, type ApiError } from '../api/responses';
import { loadCheckout } from './checkout-context';
import { languagePrefix } from '../i18n/decide-market';
import { reportError } from '../monitoring/server';
import { languageCodeSchema } from '../shop/schemas';
import { getAppointmentBook } from '../storefront';
import { cartHasService, holdSchema, holdSlot } from '../booking/checkout-hold';

/**
 * The checkout's appointment (POST /api/appointments/hold): `hold` keeps the chosen slot for the cart for a quarter
 * of an hour, `release` gives it up (the order then goes without one). The cart is the session's, never named by
 * the request; only a cart with a service may hold a slot. Same origin only, limited per client. A plain form gets
 * 303 back to the checkout's appointment section, its postcode and service kept in the address.
 */
export async function postHold(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const store = market.store as AppointmentStore;
  const back = new URLSearchParams();
  if (typeof fields.postcode === 'string') back.set('postcode', fields.postcode.slice(0, 12));
  if (typeof fields.serviceKind === 'string') back.set('service', fields.serviceKind.slice(0, 20));
  const answer = (status: number, outcome: { notice: string } | { error: ApiError }, headers = {}) => {
    if (form) {
      const message = 'notice' in outcome ? `notice=${outcome.notice}` : messageQuery('error', outcome.error);
      return seeOther(`${languagePrefix(market)}/checkout?${back.toString()}&${message}#appointment`);
    }
    const body =
      'notice' in outcome
        ? { ok: true, data: { notice: { code: outcome.notice } } }
        : { ok: false, ...outcome };
    return NextResponse.json(body, { status, headers: { ...PRIVATE_HEADERS, ...headers } });
  };
  try {
    const limit = await consume('appointmentHold', clientAddress(request.headers));
    if (!limit.allowed) {
      const seconds = limit.retryAfterSeconds;
      return answer(
        429,
        { error: { code: 'request.tooMany', values: { seconds } } },
        retryAfterHeaders(seconds),
      );
    }
    const context = await handlerMarketContext(market);
    const checkout = await loadCheckout((name) => request.cookies.get(name)?.value, context);
    const now = new Date();
    // Giving a hold up is always allowed, also once its service has left the cart.
    if (checkout && fields.action === 'release') {
      await (await getAppointmentBook()).releaseHolds(checkout.cart.id, now);
      return answer(200, { notice: 'appointment.released' });
    }
    if (!checkout || !cartHasService(checkout.cart))
      return answer(409, { error: { code: 'appointment.noServiceInCart' } });
    const parsed = holdSchema(store).safeParse(fields);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'appointment.invalid';
      return answer(422, {
        error: { code, fields: parsed.error.issues.map((issue) => String(issue.path[0])) },
      });
    }
    const outcome = await holdSlot(parsed.data, checkout.cart.id, context, now);
    if (!outcome.ok) return answer(409, { error: { code: outcome.code, fields: ['startsAt'] } });
    return answer(200, { notice: 'appointment.held' });
  } catch (error) {
    await reportError(error, 'Holding an appointment at checkout failed', request);
    return answer(503, { error: { code: 'appointment.failed' } });
  }
}
