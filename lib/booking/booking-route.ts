import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { bookingErrors, bookingSchema } from '../appointments/booking-schema';
import type { AppointmentStore } from '../appointments/service-area';
import { handlerMarketContext, requestMarket } from '../api/market-context';
import { readMutation, retryAfterHeaders } from '../api/mutation';
import { clientAddress, consume } from '../api/rate-limit';
import { messageQuery, PRIVATE_HEADERS, seeOther, type ApiError } from '../api/responses';
import { languagePrefix } from '../i18n/decide-market';
import { reportError } from '../monitoring/server';
import { currentCustomer } from '../session/session-customer';
import { languageCodeSchema } from '../shop/schemas';
import { bookAppointment } from './book-appointment';
import { BOOKING_FLASH_COOKIE, keepBookingValues } from './booking-flash';

/**
 * A customer books an installer (POST /api/appointments): JSON from client code or a plain form, which gets 303 to
 * the appointment's own page when booked, or back to the booking form with the error and its values kept. Same
 * origin only, limited per client and per address booked for: a booking takes a team's time and mails the address.
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
    for (const name of ['serviceKind', 'postcode'] as const)
      if (typeof fields[name] === 'string') back.set(name === 'serviceKind' ? 'service' : name, fields[name]);
    const response = seeOther(
      `${prefix}/appointment?${back.toString()}&${messageQuery('error', error)}#booking`,
    );
    keepBookingValues(response, request, fields);
    return response;
  };

  const parsed = bookingSchema(store).safeParse(fields);
  if (!parsed.success)
    return refuse(422, { code: 'appointment.invalid', fields: Object.keys(bookingErrors(store, fields)) });
  try {
    for (const [name, key] of [
      ['appointment', clientAddress(request.headers)],
      ['appointmentAddress', parsed.data.email.toLowerCase()],
    ] as const) {
      const limit = await consume(name, key);
      if (!limit.allowed) {
        const seconds = limit.retryAfterSeconds;
        return refuse(429, { code: 'request.tooMany', values: { seconds } }, retryAfterHeaders(seconds));
      }
    }
    const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
    const context = await handlerMarketContext(market);
    const outcome = await bookAppointment(parsed.data, context, customer?.id ?? null, new Date());
    if (!outcome.ok) return refuse(409, { code: outcome.code, fields: ['startsAt'] });
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
