import 'server-only';
import type { AppointmentStore } from '../appointments/service-area';
import { readPageMessage, type PageMessage } from '../api/page-message';
import type { Appointment } from '../shop/appointment-book';
import { getAppointmentBook } from '../storefront';
import { bookingPage, type BookingPageData } from './booking-page';
import { holdLasts } from './checkout-hold';

type Query = Record<string, string | string[] | undefined>;

export interface CheckoutAppointmentData {
  /** The cart's hold, when it has one; `lasts` false once its quarter of an hour is over. */
  hold: { appointment: Appointment; lasts: boolean } | null;
  /** The slot search, as the booking page's (service, postcode, its area's open slots). */
  search: BookingPageData;
  message: PageMessage | null;
}

const vocabulary = {
  notices: ['appointment.held', 'appointment.released'],
  errors: [
    'appointment.slotTaken',
    'appointment.slotUnavailable',
    'appointment.slotRequired',
    'appointment.outsideArea',
    'appointment.postcodeInvalid',
    'appointment.serviceKindRequired',
    'appointment.noServiceInCart',
    'appointment.failed',
    'appointment.invalid',
    'request.tooMany',
  ],
  valueNames: ['seconds'],
  noticeKeys: { 'appointment.held': 'Appointment.held', 'appointment.released': 'Appointment.released' },
};

/**
 * The checkout's appointment section for a cart with a service: what it holds, or the slots of the postcode asked
 * (the query's, as on /appointment), and the message of the last hold or release.
 */
export async function checkoutAppointment(
  cartId: number,
  query: Query,
  store: AppointmentStore,
  now: Date,
): Promise<CheckoutAppointmentData> {
  const held = await (await getAppointmentBook()).cartHold(cartId);
  const lasts = held !== null && holdLasts(held, now);
  // While a hold lasts the section shows it, not slots: nothing to search.
  const search = await bookingPage(lasts ? {} : query, store, {}, now);
  return {
    hold: held ? { appointment: held, lasts } : null,
    search,
    message: readPageMessage(query, vocabulary),
  };
}
