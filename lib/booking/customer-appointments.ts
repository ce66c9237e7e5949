import 'server-only';
import { DEFAULT_SCHEDULES } from '../appointments/schedule';
import type { AppointmentStore } from '../appointments/service-area';
import type { Appointment } from '../shop/appointment-book';
import { getAppointmentBook } from '../storefront';
import { manageToken } from './manage-token';

export interface ListedAppointment {
  appointment: Appointment;
  /** The appointment's signed link, the same key its mail carries. */
  token: string;
  timeZone: string;
}

/**
 * The account's upcoming appointments of this store, soonest first: those booked while logged in, found by the
 * session's customer id (a guest's booking under the same address stays the guest's, reached by its mail).
 */
export async function customerAppointments(
  customerId: number,
  store: AppointmentStore,
  now: Date,
): Promise<ListedAppointment[]> {
  const booked = await (await getAppointmentBook()).listForCustomer(customerId);
  const upcoming = booked.filter((appointment) => appointment.store === store && appointment.endsAt > now);
  return Promise.all(upcoming.map(listed));
}

const listed = async (appointment: Appointment): Promise<ListedAppointment> => ({
  appointment,
  token: await manageToken(appointment),
  timeZone: DEFAULT_SCHEDULES[appointment.store as AppointmentStore].timeZone,
});

/** The appointment an order confirmed at checkout, for the order's page: the buyer's key to it is the order. */
export async function orderAppointment(orderId: number): Promise<ListedAppointment | null> {
  const appointment = await (await getAppointmentBook()).forOrder(orderId);
  return appointment ? listed(appointment) : null;
}
