import {
  DEFAULT_SCHEDULES,
  serviceKinds,
  slotStartsOfDay,
  teamsIn,
  type InstallerSchedule,
} from './schedule';
import { appointmentStores } from './service-area';
import { clockTime } from './zoned-time';

const times = (
  schedule: InstallerSchedule,
  ...args: [(typeof serviceKinds)[number], 'mon' | 'sat' | 'sun']
) => slotStartsOfDay(schedule, ...args).map(clockTime);

describe('DEFAULT_SCHEDULES', () => {
  it("reads each store's hours in its own zone", () => {
    expect(DEFAULT_SCHEDULES.at.timeZone).toBe('Europe/Vienna');
    expect(DEFAULT_SCHEDULES.de.timeZone).toBe('Europe/Berlin');
    expect(DEFAULT_SCHEDULES.ro.timeZone).toBe('Europe/Bucharest');
  });

  it.each(appointmentStores)('is a plausible schedule in %s', (store) => {
    const schedule = DEFAULT_SCHEDULES[store];
    expect(schedule.hours.sun).toBeNull();
    expect(schedule.slotMinutes).toEqual({ fitting: 240, maintenance: 120, consultation: 60 });
    expect(schedule.minimumNotice).toEqual({ hours: 48, workingDays: 2 });
    expect(schedule.horizonDays).toBe(60);
    for (const kind of serviceKinds) expect(slotStartsOfDay(schedule, kind, 'mon').length).toBeGreaterThan(0);
  });

  it('gives each area as many places per slot as it has teams', () => {
    expect(teamsIn(DEFAULT_SCHEDULES.at, 'at-wien-noe')).toBe(3);
    expect(teamsIn(DEFAULT_SCHEDULES.at, 'at-ooe')).toBe(2);
    expect(teamsIn(DEFAULT_SCHEDULES.de, 'de-muenchen')).toBe(3);
    expect(teamsIn(DEFAULT_SCHEDULES.ro, 'ro-cluj')).toBe(2);
  });
});

describe('slotStartsOfDay', () => {
  it('puts the buffer between slots and lets the last slot end by closing time', () => {
    const at = DEFAULT_SCHEDULES.at;
    expect(times(at, 'fitting', 'mon')).toEqual(['07:00', '11:30']);
    expect(times(at, 'maintenance', 'mon')).toEqual(['07:00', '09:30', '12:00', '14:30']);
    // 16:00 to 17:00 ends exactly at closing.
    expect(times(at, 'consultation', 'mon')).toEqual([
      '07:00',
      '08:30',
      '10:00',
      '11:30',
      '13:00',
      '14:30',
      '16:00',
    ]);
    expect(times(at, 'fitting', 'sat')).toEqual([]);
  });

  it('packs the day tighter without a buffer', () => {
    const noTravel = { ...DEFAULT_SCHEDULES.at, bufferMinutes: 0 };
    expect(times(noTravel, 'fitting', 'mon')).toEqual(['07:00', '11:00']);
    expect(times(noTravel, 'maintenance', 'mon')).toEqual(['07:00', '09:00', '11:00', '13:00', '15:00']);
  });

  it("follows Bucharest's 45-minute buffer and its Saturday morning", () => {
    const ro = DEFAULT_SCHEDULES.ro;
    expect(times(ro, 'fitting', 'mon')).toEqual(['08:00', '12:45']);
    expect(times(ro, 'maintenance', 'mon')).toEqual(['08:00', '10:45', '13:30']);
    expect(times(ro, 'fitting', 'sat')).toEqual(['09:00']);
    expect(times(ro, 'consultation', 'sat')).toEqual(['09:00', '10:45']);
    expect(times(ro, 'consultation', 'sun')).toEqual([]);
  });
});
