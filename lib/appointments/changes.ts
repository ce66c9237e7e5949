import { addDays, wallTimeOf, zonedWallTime } from './zoned-time';

/**
 * Customers may move or cancel online until a day before the start: after that the team's day is planned and the
 * parts are loaded, so a change goes through the phone.
 */
export const CHANGE_CUTOFF_HOURS = 24;

/** The last moment the appointment starting at `startsAt` can be moved or cancelled online. */
export function changeDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CHANGE_CUTOFF_HOURS * 3_600_000);
}

/** True while a change is still allowed, up to and including the deadline itself. */
export function canChange(startsAt: Date, now: Date): boolean {
  // Asked again when the change is sent: the page that showed the button may be hours old by then.
  return now.getTime() <= changeDeadline(startsAt).getTime();
}

/**
 * The reminder goes out on the evening before the appointment's day, at 18:00 on the store's wall clock: late
 * enough to be fresh, early enough to clear the driveway or take the morning off. For a morning appointment the
 * change window has closed by then, so the reminder offers the phone number rather than a change link.
 */
export const REMINDER_LEAD = { daysBefore: 1, localTime: '18:00' } as const;

/** When the reminder of the appointment starting at `startsAt` becomes due, read on the wall clock of `timeZone`. */
export function reminderAt(startsAt: Date, timeZone: string): Date {
  const { localDate } = wallTimeOf(startsAt, timeZone);
  return zonedWallTime(addDays(localDate, -REMINDER_LEAD.daysBefore), REMINDER_LEAD.localTime, timeZone);
}

/**
 * True from the reminder time until the appointment starts. A job that runs often (say every 15 minutes) sends
 * each due reminder once and records it; an appointment booked after its reminder time is due at once, which is
 * what a customer booking for tomorrow needs.
 */
export function reminderDue(startsAt: Date, now: Date, timeZone: string): boolean {
  return reminderAt(startsAt, timeZone).getTime() <= now.getTime() && now.getTime() < startsAt.getTime();
}
