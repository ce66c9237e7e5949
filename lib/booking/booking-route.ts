import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { bookingErrors, bookingSchema } from '../appointments/booking-schema';
import type { AppointmentStore } from '../appointments/service-area';
import { handlerMarketContext, requestMarket } from '../api/market-context';
import { readMutation, retryAfterHeaders } from '../api/mutation';
import { clientAddress, consume, rateLimits, spentOf } from '../api/rate-limit';
import { messageQuery, PRIVATE_HEADERS, seeOther, type ApiError } from '../api/responses';
import { languagePrefix } from '../i18n/decide-market';
import { reportError } from '../monitoring/server';
import { captchaFieldsSchema } from '../security/captcha-schema';
import { verifyShopCaptcha } from '../security/shop-captcha';
import { currentCustomer } from '../session/session-customer';
import { languageCodeSchema } from '../shop/schemas';
import { bookAppointment } from './book-appointment';
import { BOOKING_FLASH_COOKIE, keepBookingValues } from './booking-flash';

/**
 * A customer books an installer (POST /api/appointments): JSON from client code or a plain form, which gets 303 to
 * the appointment's own page when booked, or back to the booking form with the error and its values kept. Same
 * origin only, limited per client and per address booked for, and a guest answers a captcha: a booking takes a
 * team's time and mails the address.
 */
export async function postBooking(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const prefix = languagePrefix(market);
  const store = market.store as AppointmentStore;

  const refuse = (status: number, error: ApiError, headers: Record<string, string> = {}) => {
    if (!form)
      return NextResponse.json({ ok: false, error }, { status, headers: { ...PRIVATE_HEADERS, ...headers } });
    const back = new URLSearchParams();
    for (const [field, name] of [
      ['serviceKind', 'service'],
      ['postcode', 'postcode'],
      ['page', 'page'],
    ] as const)
      if (typeof fields[field] === 'string') back.set(name, fields[field]);
    // To the message, which names what to fix (and takes the focus for that), not past it to the form.
    const response = seeOther(
      `${prefix}/appointment?${back.toString()}&${messageQuery('error', error)}#appointment-message`,
    );
    keepBookingValues(response, request, fields);
    return response;
  };

  const parsed = bookingSchema(store).safeParse(fields);
  if (!parsed.success)
    return refuse(422, { code: 'appointment.invalid', fields: Object.keys(bookingErrors(store, fields)) });
  try {
    const tooMany = (seconds: number) =>
      refuse(429, { code: 'request.tooMany', values: { seconds } }, retryAfterHeaders(seconds));
    const client = await consume('appointment', clientAddress(request.headers));
    if (!client.allowed) return tooMany(client.retryAfterSeconds);
    // An address's bookings count when made, not when refused: else three forged tries with a stranger's address
    // would keep them from booking for an hour.
    const recipient = parsed.data.email.toLowerCase();
    const mailed = await spentOf('appointmentAddress', recipient);
    if (mailed.points >= rateLimits.appointmentAddress.points) return tooMany(mailed.retryAfterSeconds);
    const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
    if (!customer) {
      const answered = captchaFieldsSchema.safeParse(fields);
      const captcha = answered.success
        ? await verifyShopCaptcha({
            payload: answered.data.captcha_payload,
            token: answered.data.captcha_token,
            answer: answered.data.captcha_answer,
          })
        : 'invalid';
      if (captcha !== 'ok') return refuse(422, { code: `captcha.${captcha}`, fields: ['captcha_answer'] });
    }
    const context = await handlerMarketContext(market);
    const outcome = await bookAppointment(parsed.data, context, customer?.id ?? null, new Date());
    if (!outcome.ok) return refuse(409, { code: outcome.code, fields: ['startsAt'] });
    await consume('appointmentAddress', recipient);
    const target = `${prefix}/appointment/manage/${outcome.token}`;
    if (!form)
      return NextResponse.json(
        { ok: true, data: { location: target } },
        { status: 201, headers: PRIVATE_HEADERS },
      );
    const response = seeOther(`${target}?notice=appointment.booked`);
    if (request.cookies.has(BOOKING_FLASH_COOKIE)) response.cookies.delete(BOOKING_FLASH_COOKIE);
    return response;
  } catch (error) {
    await reportError(error, 'Booking an appointment failed', request);
    return refuse(503, { code: 'appointment.failed' });
  }
}
