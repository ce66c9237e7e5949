import type { AppointmentStore } from './service-area';
import { minutesOfDay, type Weekday } from './zoned-time';

export const serviceKinds = ['fitting', 'maintenance', 'consultation'] as const;
export type ServiceKind = (typeof serviceKinds)[number];

/** Local wall-clock times, 'HH:MM': the teams start and finish by the clock on the wall, whatever the offset. */
export interface WorkingHours {
  readonly opens: string;
  readonly closes: string;
}

export interface InstallerSchedule {
  /** IANA zone of the store's wall clock; every local date and time of the rules is read in it. */
  readonly timeZone: string;
  /** null: the teams do not work that day. */
  readonly hours: Readonly<Record<Weekday, WorkingHours | null>>;
  readonly slotMinutes: Readonly<Record<ServiceKind, number>>;
  /** Travel and tidying between two jobs of one team. */
  readonly bufferMinutes: number;
  /** Teams per area, so appointments per slot; areas not listed have `default`. */
  readonly teams: { readonly default: number; readonly byArea?: Readonly<Record<string, number>> };
  /**
   * Both must hold: `hours` keeps a slot from being booked overnight, `workingDays` (the appointment day is at
   * least that many working days after today) keeps a Friday booking from landing on Monday morning, before
   * the parts can be ordered.
   */
  readonly minimumNotice: { readonly hours: number; readonly workingDays: number };
  /** The last bookable day is today plus this many days: beyond it, rosters and holidays are not yet planned. */
  readonly horizonDays: number;
}

const weekdaysOnly = (opens: string, closes: string, saturday: WorkingHours | null = null) => ({
  mon: { opens, closes },
  tue: { opens, closes },
  wed: { opens, closes },
  thu: { opens, closes },
  fri: { opens, closes },
  sat: saturday,
  sun: null,
});

const slotMinutes = { fitting: 240, maintenance: 120, consultation: 60 } as const;

export const DEFAULT_SCHEDULES: Readonly<Record<AppointmentStore, InstallerSchedule>> = {
  at: {
    timeZone: 'Europe/Vienna',
    hours: weekdaysOnly('07:00', '17:00'),
    slotMinutes,
    bufferMinutes: 30,
    teams: { default: 2, byArea: { 'at-wien-noe': 3 } },
    minimumNotice: { hours: 48, workingDays: 2 },
    horizonDays: 60,
  },
  de: {
    timeZone: 'Europe/Berlin',
    hours: weekdaysOnly('07:00', '17:00'),
    slotMinutes,
    bufferMinutes: 30,
    teams: { default: 2, byArea: { 'de-muenchen': 3 } },
    minimumNotice: { hours: 48, workingDays: 2 },
    horizonDays: 60,
  },
  ro: {
    timeZone: 'Europe/Bucharest',
    // Romanian customers expect a Saturday morning; Bucharest's traffic needs the longer buffer.
    hours: weekdaysOnly('08:00', '17:00', { opens: '09:00', closes: '13:00' }),
    slotMinutes,
    bufferMinutes: 45,
    teams: { default: 2 },
    minimumNotice: { hours: 48, workingDays: 2 },
    horizonDays: 60,
  },
};

/** How many appointments one slot of `areaId` takes: one per team. */
export function teamsIn(schedule: InstallerSchedule, areaId: string): number {
  return schedule.teams.byArea?.[areaId] ?? schedule.teams.default;
}

/**
 * The local start times of a day's slots: from opening, one slot plus the buffer after another, as long as the
 * slot ends by closing (the buffer after the last one is the drive home).
 */
export function slotStartsOfDay(
  schedule: InstallerSchedule,
  serviceKind: ServiceKind,
  weekday: Weekday,
): number[] {
  const hours = schedule.hours[weekday];
  if (!hours) return [];
  const length = schedule.slotMinutes[serviceKind];
  const step = length + schedule.bufferMinutes;
  if (length <= 0 || step <= 0) return [];
  const starts: number[] = [];
  for (let start = minutesOfDay(hours.opens); start + length <= minutesOfDay(hours.closes); start += step) {
    starts.push(start);
  }
  return starts;
}
