import 'server-only';
import { canChange } from '../appointments/changes';
import type { MarketContext } from '../catalog/market-context';
import type { Appointment } from '../shop/appointment-book';
import { getAppointmentBook } from '../storefront';
import type { ServiceKind } from '../appointments/schedule';
import { serviceAreaById, type AppointmentStore } from '../appointments/service-area';
import { mailOrReport } from './book-appointment';
import { manageToken } from './manage-token';
import { slotToBook } from './slot-search';
import { readManageToken } from './manage-token';

/** The appointment a manage link names: its token signed by us, its id and UID matching the book's. */
export async function appointmentOfToken(token: string, now: Date): Promise<Appointment | null> {
  const named = await readManageToken(token, now);
  if (!named) return null;
  const appointment = await (await getAppointmentBook()).get(named.id);
  return appointment?.uid === named.uid ? appointment : null;
}

type ChangeRefusal = 'appointment.linkInvalid' | 'appointment.tooLate' | 'appointment.alreadyCancelled';

export type CancelOutcome = { ok: true; appointment: Appointment } | { ok: false; code: ChangeRefusal };

/** The appointment of a manage link while it may still be changed, or why not. */
async function changeableAppointment(
  token: string,
  context: MarketContext,
  now: Date,
): Promise<{ ok: true; appointment: Appointment } | { ok: false; code: ChangeRefusal }> {
  const appointment = await appointmentOfToken(token, now);
  // A link is its store's: another store's host would answer with its own name, address and language.
  if (!appointment || appointment.store !== context.store.code)
    return { ok: false, code: 'appointment.linkInvalid' };
  if (appointment.status === 'cancelled') return { ok: false, code: 'appointment.alreadyCancelled' };
  if (!canChange(appointment.startsAt, now)) return { ok: false, code: 'appointment.tooLate' };
  return { ok: true, appointment };
}

/** Cancels the appointment of a manage link until 24 hours before it, and mails the calendar's cancellation. */
export async function cancelByToken(
  token: string,
  context: MarketContext,
  now: Date,
): Promise<CancelOutcome> {
  const found = await changeableAppointment(token, context, now);
  if (!found.ok) return found;
  const { appointment } = found;
  const cancelled = await (await getAppointmentBook()).cancel(appointment.id, now);
  if (!cancelled) return { ok: false, code: 'appointment.alreadyCancelled' };
  await mailOrReport(cancelled, 'cancelled', context);
  return { ok: true, appointment: cancelled };
}

/**
 * An order cancelled (by its customer, or as its payment failed) takes its appointment with it: the installers'
 * time is free again, their feeds drop it, and the customer's calendar gets the cancellation. Only one of several
 * callers at once cancels it, so the mail goes once. The order's own rules decided; no 24-hour limit applies.
 */
export async function cancelOrderAppointment(
  orderId: number,
  context: MarketContext,
  now: Date,
): Promise<void> {
  const book = await getAppointmentBook();
  const appointment = await book.forOrder(orderId);
  const cancelled = appointment && (await book.cancel(appointment.id, now));
  if (cancelled) await mailOrReport(cancelled, 'cancelled', context);
}

export type MoveOutcome =
  | { ok: true; appointment: Appointment; token: string }
  | {
      ok: false;
      code: ChangeRefusal | 'appointment.slotTaken' | 'appointment.slotUnavailable' | 'appointment.sameTime';
    };

/**
 * Moves the appointment of a manage link to another open slot of its area until 24 hours before it: the new time
 * checked against the book as it is now, as a booking's is, then the calendar's update mailed (same UID, higher
 * SEQUENCE). The answer carries the new link: the old one expired with the old time.
 */
export async function moveByToken(
  token: string,
  startsAt: Date,
  context: MarketContext,
  now: Date,
): Promise<MoveOutcome> {
  const found = await changeableAppointment(token, context, now);
  if (!found.ok) return found;
  const { appointment } = found;
  if (startsAt.getTime() === appointment.startsAt.getTime())
    return { ok: false, code: 'appointment.sameTime' };
  const store = appointment.store as AppointmentStore;
  const area = serviceAreaById(store, appointment.areaId);
  const kind = appointment.serviceKind as ServiceKind;
  if (!area) return { ok: false, code: 'appointment.slotUnavailable' };
  const slot = await slotToBook(store, area, kind, startsAt, now);
  if (!slot.ok) return slot;
  const book = await getAppointmentBook();
  const moved = await book.move(appointment.id, slot.time, slot.teams, now);
  if (!moved) return { ok: false, code: 'appointment.slotTaken' };
  await mailOrReport(moved, 'moved', context);
  return { ok: true, appointment: moved, token: await manageToken(moved) };
}
