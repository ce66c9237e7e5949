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
import { cartHasService, checkoutAddress, holdSchema, holdSlot } from '../booking/checkout-hold';
import { keepDraft } from './place-order';

type Outcome = { notice: string | null } | { error: ApiError };

/**
 * The checkout's appointment (POST /api/appointments/hold), sent by the order form's appointment buttons: `search`
 * shows the slots of a postcode, `hold` keeps the chosen slot for the cart for a quarter of an hour, `release`
 * gives it up (the order then goes without one). What the order form held is kept first as the checkout's draft,
 * so the page comes back with it. The cart is the session's, never named by the request; only a cart with a
 * service may hold a slot. Same origin only; holding is limited per client. A plain form gets 303 back to the
 * checkout's appointment section, its postcode and service in the address; client code gets that address too.
 */
export async function postHold(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const store = market.store as AppointmentStore;
  const answer = (status: number, outcome: Outcome, headers = {}) => {
    const message =
      'error' in outcome
        ? messageQuery('error', outcome.error)
        : outcome.notice && `notice=${outcome.notice}`;
    const location = checkoutAddress(languagePrefix(market), fields, message, '#appointment');
    if (form) return seeOther(location);
    const body =
      'error' in outcome
        ? { ok: false, ...outcome, location }
        : { ok: true, data: { notice: outcome.notice && { code: outcome.notice }, location } };
    return NextResponse.json(body, { status, headers: { ...PRIVATE_HEADERS, ...headers } });
  };
  try {
    // Holding takes a team's time and has a tight limit of its own; searching and giving up count as a checkout's
    // updates do, since each keeps the draft.
    const browsing = fields.action === 'search' || fields.action === 'release';
    const limit = await consume(browsing ? 'checkout' : 'appointmentHold', clientAddress(request.headers));
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
    // Sent with the order form: what the shopper typed there is the checkout's to keep, not lost to a reload.
    if (checkout && typeof fields.checkoutKey === 'string') await keepDraft(checkout, fields, null);
    if (fields.action === 'search') return answer(200, { notice: null });
    if (fields.action !== 'hold' && fields.action !== 'release')
      return answer(422, { error: { code: 'appointment.invalid', fields: ['action'] } });
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
