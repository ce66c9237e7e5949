import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import type { BookingInput } from '../appointments/booking-schema';
import { canChange } from '../appointments/changes';
import { DEFAULT_SCHEDULES } from '../appointments/schedule';
import { serviceAreaOf, type AppointmentStore } from '../appointments/service-area';
import { messagesTranslator } from '../mail/compose';
import { reportError } from '../monitoring/server';
import { sendMail } from '../mail/send';
import { publicUrl } from '../seo/public-urls';
import type { Appointment } from '../shop/appointment-book';
import { getAppointmentBook } from '../storefront';
import { appointmentMail, type AppointmentMailKind } from './appointment-mail';
import { manageToken } from './manage-token';
import { newAppointmentUid, slotToBook } from './slot-search';

export type BookingOutcome =
  | { ok: true; appointment: Appointment; token: string }
  | { ok: false; code: 'appointment.slotTaken' | 'appointment.slotUnavailable' | 'appointment.outsideArea' };

/** Where the customer sees, moves or cancels the appointment: the store's public origin, the link's token. */
export async function manageUrl(
  appointment: Appointment,
  context: MarketContext,
): Promise<{ token: string; url: string }> {
  const token = await manageToken(appointment);
  const path = `appointment/manage/${token}`;
  return { token, url: publicUrl(context.origins, context.store.code, context.market.language, path) };
}

/** Mails news of the appointment in the language it was booked in; the link only while a change is allowed. */
export async function mailAppointment(
  appointment: Appointment,
  kind: AppointmentMailKind,
  context: MarketContext,
  now = new Date(),
) {
  const { url } = await manageUrl(appointment, context);
  const t = await messagesTranslator(context.market.language, 'AppointmentMail');
  const timeZone = DEFAULT_SCHEDULES[appointment.store as AppointmentStore].timeZone;
  const changeable = canChange(appointment.startsAt, now);
  await sendMail(appointmentMail(appointment, kind, context, timeZone, url, t, changeable));
}

/**
 * The mail after the book has changed: the change stands whether or not the mail goes (the page shows it, and the
 * customer can come back to it), so a mail server's failure is reported, never turned into a failed booking.
 */
export async function mailOrReport(
  appointment: Appointment,
  kind: AppointmentMailKind,
  context: MarketContext,
) {
  try {
    await mailAppointment(appointment, kind, context);
  } catch (error) {
    await reportError(error, `The ${kind} mail of appointment ${appointment.id} was not sent`);
  }
}

/**
 * Books a slot the customer chose: checked again against the book as it is now (the slot list they saw may be
 * minutes old, and the start comes from a form anyone can write), then given to a free team, then confirmed by
 * mail. The customer id comes from the session, never from the form.
 */
export async function bookAppointment(
  input: BookingInput,
  context: MarketContext,
  customerId: number | null,
  now: Date,
): Promise<BookingOutcome> {
  const store = context.store.code as AppointmentStore;
  const area = serviceAreaOf(store, input.postcode);
  if (!area) return { ok: false, code: 'appointment.outsideArea' };
  const slot = await slotToBook(store, area, input.serviceKind, input.startsAt, now);
  if (!slot.ok) return slot;
  const appointment = await (
    await getAppointmentBook()
  ).book(
    {
      uid: newAppointmentUid(context.origins[store]),
      store,
      language: context.market.language,
      areaId: area.id,
      teams: slot.teams,
      serviceKind: input.serviceKind,
      ...slot.time,
      hold: null,
      orderId: null,
      customerId,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      street: input.street,
      postcode: input.postcode,
      city: input.city,
      note: [input.orderRef, input.note].filter(Boolean).join('\n') || null,
    },
    now,
  );
  if (!appointment) return { ok: false, code: 'appointment.slotTaken' };
  await mailOrReport(appointment, 'booked', context);
  return { ok: true, appointment, token: await manageToken(appointment) };
}
