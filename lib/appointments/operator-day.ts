import { addDays, wallTimeOf, zonedWallTime } from './zoned-time';

const localDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date 'YYYY-MM-DD' (not 2026-02-30, which Date would roll into March). */
export function isLocalDate(value: unknown): value is string {
  return typeof value === 'string' && localDatePattern.test(value) && addDays(value, 0) === value;
}

/**
 * The day an operator asked for, or today on the store's wall clock; `invalid` when something unreadable was
 * asked, so the page can say it shows today instead.
 */
export function operatorDay(asked: unknown, timeZone: string, now: Date): { day: string; invalid: boolean } {
  if (isLocalDate(asked)) return { day: asked, invalid: false };
  return { day: wallTimeOf(now, timeZone).localDate, invalid: asked !== undefined };
}

/**
 * [midnight, next midnight) of a day on the store's wall clock: 23 or 25 hours long on the days the clocks
 * change, which a fixed 24 hours would get wrong by one.
 */
export function dayBounds(localDate: string, timeZone: string): readonly [Date, Date] {
  return [
    zonedWallTime(localDate, '00:00', timeZone),
    zonedWallTime(addDays(localDate, 1), '00:00', timeZone),
  ];
}
