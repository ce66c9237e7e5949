import { isPublicHoliday } from './holidays';
import { slotStartsOfDay, teamsIn, type InstallerSchedule, type ServiceKind } from './schedule';
import type { AppointmentStore, ServiceArea } from './service-area';
import { addDays, clockTime, wallTimeOf, weekdayOf, zonedWallTime } from './zoned-time';

// One set of rules for openSlots and isBookableSlot, so a slot offered and the same slot booked cannot be judged apart.

/**
 * Appointments already made. Without `endsAt` one is taken to last a slot of the kind asked about, which is right
 * for bookings of that kind; pass `endsAt` for the others, whose slots lie on another grid.
 */
export interface BookedSlot {
  readonly startsAt: Date;
  readonly endsAt?: Date;
  readonly count: number;
  /**
   * The team a booking took, where the book knows it: a team busy at any moment of the slot cannot take it, even
   * when at no single moment all teams are busy (one team's morning job, another's at noon).
   */
  readonly team?: number;
}

/** A time no team of the area works: a training day, a company party, an installer's leave left to one team. */
export interface BlockedRange {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

export interface SlotQuery {
  readonly store: AppointmentStore;
  readonly area: ServiceArea;
  readonly serviceKind: ServiceKind;
  /** Now: notice and horizon count from this moment. */
  readonly from: Date;
  readonly booked: readonly BookedSlot[];
  readonly blocked: readonly BlockedRange[];
  readonly schedule: InstallerSchedule;
}

export type SlotRefusal =
  'notOnGrid' | 'tooSoon' | 'beyondHorizon' | 'holiday' | 'closed' | 'blocked' | 'full';

const MINUTE = 60_000;

/** A query's rules worked out once: today, the horizon's last day, the earliest start allowed. */
export interface SlotRules {
  readonly query: SlotQuery;
  readonly today: string;
  readonly lastDay: string;
  readonly earliest: number;
  readonly slotMs: number;
  readonly bufferMs: number;
}

const isWorkingDay = ({ schedule, store, area }: SlotQuery, localDate: string): boolean =>
  schedule.hours[weekdayOf(localDate)] !== null && !isPublicHoliday(store, area, localDate);

/** The `count`-th working day after `today`; a schedule without any working day yields a day past every horizon. */
function workingDayAfter(query: SlotQuery, today: string, count: number): string {
  let day = today;
  for (let found = 0, tried = 0; found < count; tried += 1) {
    if (tried > 366) return addDays(today, 100_000);
    day = addDays(day, 1);
    if (isWorkingDay(query, day)) found += 1;
  }
  return day;
}

export function rulesOf(query: SlotQuery): SlotRules {
  const { schedule, from } = query;
  const today = wallTimeOf(from, schedule.timeZone).localDate;
  const firstDay = workingDayAfter(query, today, schedule.minimumNotice.workingDays);
  return {
    query,
    today,
    lastDay: addDays(today, schedule.horizonDays),
    earliest: Math.max(
      from.getTime() + schedule.minimumNotice.hours * 60 * MINUTE,
      zonedWallTime(firstDay, '00:00', schedule.timeZone).getTime(),
    ),
    slotMs: schedule.slotMinutes[query.serviceKind] * MINUTE,
    bufferMs: schedule.bufferMinutes * MINUTE,
  };
}

export function dayRefusal({ query, lastDay }: SlotRules, localDate: string): SlotRefusal | null {
  if (localDate > lastDay) return 'beyondHorizon';
  if (query.schedule.hours[weekdayOf(localDate)] === null) return 'closed';
  return isPublicHoliday(query.store, query.area, localDate) ? 'holiday' : null;
}

/**
 * The most teams busy at once while the slot and the drive after it last. A team stays busy for the buffer after
 * each job, so two jobs closer than the buffer need two teams even if they do not overlap.
 */
function teamsBusy({ query, slotMs, bufferMs }: SlotRules, start: number): number {
  const windowEnd = start + slotMs + bufferMs;
  const edges: Array<[number, number]> = [];
  const namedTeams = new Set<number>();
  for (const booking of query.booked) {
    if (!(booking.count > 0)) continue;
    const bookedStart = booking.startsAt.getTime();
    const busyUntil = (booking.endsAt?.getTime() ?? bookedStart + slotMs) + bufferMs;
    if (bookedStart < windowEnd && start < busyUntil && booking.team !== undefined) {
      namedTeams.add(booking.team);
    } else if (bookedStart < windowEnd && start < busyUntil) {
      edges.push(
        [Math.max(bookedStart, start), booking.count],
        [Math.min(busyUntil, windowEnd), -booking.count],
      );
    }
  }
  // At one instant a team comes free before the next job takes it: ends (negative) sort first.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let busy = 0;
  let most = 0;
  for (const [, change] of edges) most = Math.max(most, (busy += change));
  return namedTeams.size + most;
}

/** What stands against a slot on the grid of an open day: its remaining places, or the refusal. */
export function judge(rules: SlotRules, start: number): { refusal: SlotRefusal } | { remaining: number } {
  if (start < rules.earliest) return { refusal: 'tooSoon' };
  const end = start + rules.slotMs;
  if (rules.query.blocked.some((range) => range.startsAt.getTime() < end && start < range.endsAt.getTime())) {
    return { refusal: 'blocked' };
  }
  const remaining = teamsIn(rules.query.schedule, rules.query.area.id) - teamsBusy(rules, start);
  return remaining > 0 ? { remaining } : { refusal: 'full' };
}

export function gridOf(
  { query }: SlotRules,
  localDate: string,
): Array<{ localTime: string; startsAt: Date }> {
  return slotStartsOfDay(query.schedule, query.serviceKind, weekdayOf(localDate)).map((minutes) => {
    const localTime = clockTime(minutes);
    return { localTime, startsAt: zonedWallTime(localDate, localTime, query.schedule.timeZone) };
  });
}
