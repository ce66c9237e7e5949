import 'server-only';
import { canChange } from '../appointments/changes';
import type { MarketContext } from '../catalog/market-context';
import type { Appointment } from '../shop/appointment-book';
import { getAppointmentBook } from '../storefront';
import { mailOrReport } from './book-appointment';
import { readManageToken } from './manage-token';

/** The appointment a manage link names: its token signed by us, its id and UID matching the book's. */
export async function appointmentOfToken(token: string, now: Date): Promise<Appointment | null> {
  const named = await readManageToken(token, now);
  if (!named) return null;
  const appointment = await (await getAppointmentBook()).get(named.id);
  return appointment?.uid === named.uid ? appointment : null;
}

export type CancelOutcome =
  | { ok: true; appointment: Appointment }
  | { ok: false; code: 'appointment.linkInvalid' | 'appointment.tooLate' | 'appointment.alreadyCancelled' };

/** Cancels the appointment of a manage link until 24 hours before it, and mails the calendar's cancellation. */
export async function cancelByToken(
  token: string,
  context: MarketContext,
  now: Date,
): Promise<CancelOutcome> {
  const appointment = await appointmentOfToken(token, now);
  // A link is its store's: another store's host would answer with its own name, address and language.
  if (!appointment || appointment.store !== context.store.code)
    return { ok: false, code: 'appointment.linkInvalid' };
  if (appointment.status === 'cancelled') return { ok: false, code: 'appointment.alreadyCancelled' };
  if (!canChange(appointment.startsAt, now)) return { ok: false, code: 'appointment.tooLate' };
  const cancelled = await (await getAppointmentBook()).cancel(appointment.id, now);
  if (!cancelled) return { ok: false, code: 'appointment.alreadyCancelled' };
  await mailOrReport(cancelled, 'cancelled', context);
  return { ok: true, appointment: cancelled };
}
