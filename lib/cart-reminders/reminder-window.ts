const HOUR_MS = 3_600_000;

/** A cart untouched for longer than a week is not reminded of any more: the shopper has moved on. */
export const REMINDER_MAX_IDLE_HOURS = 168;
/** A cart reminded of gets no other reminder for 30 days, however often it is filled and left again. */
export const REMINDER_PAUSE_DAYS = 30;

/**
 * Which carts are due at `now` with reminders after `hours` untouched: those last touched between a week ago and
 * `hours` ago. Null when reminders are off (0 hours).
 */
export function reminderWindow(now: Date, hours: number): { idleSince: Date; touchedAfter: Date } | null {
  if (hours <= 0) return null;
  return {
    idleSince: new Date(now.getTime() - hours * HOUR_MS),
    touchedAfter: new Date(now.getTime() - REMINDER_MAX_IDLE_HOURS * HOUR_MS),
  };
}

/** Since when an earlier reminder holds a cart's next one back. */
export function reminderPauseStart(now: Date): Date {
  return new Date(now.getTime() - REMINDER_PAUSE_DAYS * 24 * HOUR_MS);
}
