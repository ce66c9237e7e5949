import 'server-only';
import { dayBounds, operatorDay } from '../appointments/operator-day';
import { DEFAULT_SCHEDULES, teamsIn } from '../appointments/schedule';
import { DEFAULT_SERVICE_AREAS, type AppointmentStore } from '../appointments/service-area';
import { addDays } from '../appointments/zoned-time';
import type { Appointment } from '../shop/appointment-book';
import type { AppointmentBlock, InstallerFeed } from '../shop/installer-diary';
import { getInstallerDiary } from '../storefront';

/** One team's day: its appointments in the order it drives to them. */
export interface TeamDay {
  areaId: string;
  areaName: string;
  team: number;
  appointments: Appointment[];
}

export interface InstallationsDay {
  day: string;
  /** The query asked for a day that is none; the page says it shows today. */
  invalid: boolean;
  previous: string;
  next: string;
  timeZone: string;
  teams: TeamDay[];
  blocks: AppointmentBlock[];
  feeds: InstallerFeed[];
  areas: { id: string; name: string }[];
  /** The most teams any area has, for the feed form's choice; the handler checks the area has that one. */
  mostTeams: number;
}

/** What the admins' day view shows: the store's teams with appointments that day, its blocks and the feeds. */
export async function installationsDay(
  store: AppointmentStore,
  asked: unknown,
  now: Date,
): Promise<InstallationsDay> {
  const schedule = DEFAULT_SCHEDULES[store];
  const { day, invalid } = operatorDay(asked, schedule.timeZone, now);
  const [from, to] = dayBounds(day, schedule.timeZone);
  const diary = await getInstallerDiary();
  const [appointments, blocks, feeds] = await Promise.all([
    diary.appointmentsIn(store, from, to, now),
    diary.blocksIn(store, from, to),
    diary.feedsOf(store),
  ]);
  const areas = DEFAULT_SERVICE_AREAS[store].map(({ id, name }) => ({ id, name }));
  const teams: TeamDay[] = [];
  // The diary orders by area, team and start, so each team's appointments follow one another.
  for (const appointment of appointments) {
    const last = teams.at(-1);
    if (last?.areaId === appointment.areaId && last.team === appointment.team)
      last.appointments.push(appointment);
    else {
      const areaName = areas.find((area) => area.id === appointment.areaId)?.name ?? appointment.areaId;
      teams.push({
        areaId: appointment.areaId,
        areaName,
        team: appointment.team,
        appointments: [appointment],
      });
    }
  }
  return {
    day,
    invalid,
    previous: addDays(day, -1),
    next: addDays(day, 1),
    timeZone: schedule.timeZone,
    teams,
    blocks,
    feeds,
    areas,
    mostTeams: Math.max(...areas.map((area) => teamsIn(schedule, area.id))),
  };
}
