import { shiftDay, type Day } from './tax-rates';

// One formatter per time zone: proxy.ts asks for the next change's midnight on every request while one is recorded,
// and building a formatter costs far more than using it.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock as parts (24-hour, numeric), one formatter per zone. */
export function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone is ahead of UTC at `instant`. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = clockFormat(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The last millisecond of the calendar day `now` falls on in `timeZone`, whatever the clocks do that night. */
export function endOfDay(now: Date, timeZone: string): Date {
  const local = new Date(now.getTime() + offsetMinutes(now, timeZone) * 60_000);
  const nextMidnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  // The offset at midnight may differ from now's (a DST change during the day): take it from the night itself.
  let guess = nextMidnightAsUtc - offsetMinutes(new Date(nextMidnightAsUtc), timeZone) * 60_000;
  guess = nextMidnightAsUtc - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - 1);
}

/**
 * The instant a calendar day begins in `timeZone`: midnight after the day before. Noon UTC of the day before lies
 * within that day in every zone from UTC−11 to UTC+11, the stores' zones among them.
 */
export function startOfDay(day: Day, timeZone: string): Date {
  return new Date(endOfDay(new Date(`${shiftDay(day, -1)}T12:00:00Z`), timeZone).getTime() + 1);
}
