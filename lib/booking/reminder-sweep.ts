import 'server-only';
import { handlerMarketContext } from '../api/market-context';
import { holdingClaim } from '../background/background-work';
import { reminderDue } from '../appointments/changes';
import { DEFAULT_SCHEDULES } from '../appointments/schedule';
import type { AppointmentStore } from '../appointments/service-area';
import { defaultMarket } from '../i18n/market';
import { repeatSweep } from '../monitoring/repeat-sweep';
import { reportError } from '../monitoring/server';
import type { Appointment } from '../shop/appointment-book';
import type { LanguageCode, StoreCode } from '../shop/codes';
import { getAppointmentBook } from '../storefront';
import { mailAppointment } from './book-appointment';

const MINUTE = 60_000;
/** A reminder falls due at 18:00 the day before: never more than 31 hours before its appointment starts. */
const LOOK_AHEAD_MS = 31 * 60 * MINUTE;
/**
 * Longer than a send may take (nodemailer gives up on a silent socket after 10 minutes), so no second sweep sends
 * while the first still might; a sweeper that dies holding a claim leaves it to a sweep after that.
 */
const LEASE_MS = 20 * MINUTE;
const REMINDERS_PER_SWEEP = 100;
const SWEEP_EVERY_MS = 15 * MINUTE;

/** The market an appointment was booked in, for its mail's language, sender and links. */
const appointmentContext = (appointment: Appointment) =>
  handlerMarketContext({
    ...defaultMarket(appointment.store as StoreCode),
    language: appointment.language as LanguageCode,
  });

/**
 * Sends the reminders that are due (docs: issue 36, "a reminder goes out the day before"): each claimed with a
 * lease first, so of several servers sweeping the same book one sends it, and marked sent only once the SMTP
 * server took it; a failed one is given back for the next sweep. Once `stop` is aborted (the server drains) it
 * ends after the reminder at hand. Answers how many went.
 */
export async function sendDueReminders(now: Date = new Date(), stop?: AbortSignal): Promise<number> {
  const book = await getAppointmentBook();
  const pending = await book.remindersPending(
    now,
    new Date(now.getTime() + LOOK_AHEAD_MS),
    now,
    REMINDERS_PER_SWEEP,
  );
  let sent = 0;
  for (const pendingOne of pending) {
    if (stop?.aborted) break;
    const { timeZone } = DEFAULT_SCHEDULES[pendingOne.store as AppointmentStore];
    if (!reminderDue(pendingOne.startsAt, now, timeZone)) continue;
    const lease = new Date(now.getTime() + LEASE_MS);
    // The appointment as claimed, not as read: moved meanwhile, it is due at another time, or not yet.
    const appointment = await book.claimReminder(pendingOne.id, now, lease);
    if (!appointment) continue;
    if (!reminderDue(appointment.startsAt, now, timeZone)) {
      await book.releaseReminder(appointment.id, lease);
      continue;
    }
    const release = () => book.releaseReminder(appointment.id, lease);
    try {
      await holdingClaim(release, async () => {
        await mailAppointment(appointment, 'reminder', await appointmentContext(appointment), now);
        await book.markReminderSent(appointment.id, lease, now);
      });
      sent += 1;
    } catch (error) {
      await release();
      await reportError(error, `The reminder of appointment ${appointment.id} was not sent`);
    }
  }
  return sent;
}

/** Sweeps every quarter of an hour while the server runs, never keeping it alive on its own. */
export function startReminderSweep(): void {
  repeatSweep(SWEEP_EVERY_MS, 'Sending appointment reminders', (stop) => sendDueReminders(new Date(), stop));
}
