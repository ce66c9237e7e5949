import { clockFormat, offsetMinutes } from '../pricing/zoned-day';

/**
 * Wall-clock time in a store's zone without a date library: Intl knows every zone's rules, so the clocks' changes on
 * the last Sundays of March and October (and any future change of the rules) come from the runtime's tz data.
 */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

export interface WallTime {
  /** 'YYYY-MM-DD' */
  readonly localDate: string;
  /** 'HH:MM', 24-hour clock */
  readonly localTime: string;
}

const MINUTE = 60_000;
const HALF_DAY = 12 * 60 * MINUTE;
const localDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const localTimePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

function clockParts(instant: number, timeZone: string) {
  const parts = clockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The date and clock time `instant` shows in `timeZone`: the inverse of zonedWallTime. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const { year, month, day, hour, minute } = clockParts(instant.getTime(), timeZone);
  return { localDate: `${year}-${month}-${day}`, localTime: `${hour}:${minute}` };
}

/**
 * The instant a wall clock in `timeZone` shows `localTime` on `localDate`. Of a time shown twice (the autumn
 * night) the earlier is taken; a time never shown (the spring gap) moves on by the gap, 02:30 becoming 03:30, as
 * Temporal's 'compatible' disambiguation does.
 */
export function zonedWallTime(localDate: string, localTime: string, timeZone: string): Date {
  const date = localDatePattern.exec(localDate);
  const time = localTimePattern.exec(localTime);
  if (!date || !time) throw new RangeError(`Not a local date and time: ${localDate} ${localTime}`);
  const asUtc = Date.UTC(
    Number(date[1]),
    Number(date[2]) - 1,
    Number(date[3]),
    Number(time[1]),
    Number(time[2]),
  );
  // The zones change their offset at most once within a day, so the offsets half a day either side are the only ones.
  const before = offsetMinutes(new Date(asUtc - HALF_DAY), timeZone);
  const after = offsetMinutes(new Date(asUtc + HALF_DAY), timeZone);
  const shown = [asUtc - before * MINUTE, asUtc - after * MINUTE]
    .filter((instant) => wallTimeOf(new Date(instant), timeZone).localTime === localTime)
    .sort((a, b) => a - b);
  return new Date(shown[0] ?? asUtc - before * MINUTE);
}

/** The calendar date `days` after `localDate` (negative: before); calendar days know no time zone. */
export function addDays(localDate: string, days: number): string {
  const date = localDatePattern.exec(localDate);
  if (!date) throw new RangeError(`Not a local date: ${localDate}`);
  const shifted = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]) + days));
  return shifted.toISOString().slice(0, 10);
}

/** The day of the week of a calendar date. */
export function weekdayOf(localDate: string): Weekday {
  const sundayFirst = new Date(`${addDays(localDate, 0)}T12:00:00Z`).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7]!;
}

/** Minutes since midnight of an 'HH:MM' clock time, and back. */
export function minutesOfDay(localTime: string): number {
  const time = localTimePattern.exec(localTime);
  if (!time) throw new RangeError(`Not a clock time: ${localTime}`);
  return Number(time[1]) * 60 + Number(time[2]);
}

export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
