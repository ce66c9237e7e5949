import { addDays, clockTime, minutesOfDay, wallTimeOf, weekdayOf, zonedWallTime } from './zoned-time';

const vienna = 'Europe/Vienna';
const bucharest = 'Europe/Bucharest';
const iso = (date: Date) => date.toISOString();

describe('zonedWallTime and wallTimeOf', () => {
  it('reads Vienna in winter as UTC+1 and in summer as UTC+2', () => {
    expect(iso(zonedWallTime('2026-03-27', '07:00', vienna))).toBe('2026-03-27T06:00:00.000Z');
    expect(iso(zonedWallTime('2026-03-30', '07:00', vienna))).toBe('2026-03-30T05:00:00.000Z');
    expect(iso(zonedWallTime('2026-10-23', '07:00', vienna))).toBe('2026-10-23T05:00:00.000Z');
    expect(iso(zonedWallTime('2026-10-26', '07:00', vienna))).toBe('2026-10-26T06:00:00.000Z');
  });

  it('gets the spring night of 29 March 2026 right: 02:00 to 03:00 does not exist', () => {
    expect(iso(zonedWallTime('2026-03-29', '01:30', vienna))).toBe('2026-03-29T00:30:00.000Z');
    expect(iso(zonedWallTime('2026-03-29', '03:30', vienna))).toBe('2026-03-29T01:30:00.000Z');
    // The gap moves on by its length, so 02:30 is 03:30 summer time.
    expect(iso(zonedWallTime('2026-03-29', '02:30', vienna))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedWallTime('2026-03-29', '07:00', vienna))).toBe('2026-03-29T05:00:00.000Z');
  });

  it('gets the autumn night of 25 October 2026 right: 02:00 to 03:00 happens twice, the first is taken', () => {
    expect(iso(zonedWallTime('2026-10-25', '02:30', vienna))).toBe('2026-10-25T00:30:00.000Z');
    expect(wallTimeOf(new Date('2026-10-25T01:30:00Z'), vienna)).toEqual({
      localDate: '2026-10-25',
      localTime: '02:30',
    });
    expect(iso(zonedWallTime('2026-10-25', '07:00', vienna))).toBe('2026-10-25T06:00:00.000Z');
  });

  it('reads Bucharest an hour ahead of Vienna, changing clocks at the same instant', () => {
    expect(iso(zonedWallTime('2026-03-27', '08:00', bucharest))).toBe('2026-03-27T06:00:00.000Z');
    expect(iso(zonedWallTime('2026-03-30', '08:00', bucharest))).toBe('2026-03-30T05:00:00.000Z');
    expect(iso(zonedWallTime('2026-03-29', '03:30', bucharest))).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeOf(new Date('2026-12-31T22:30:00Z'), bucharest)).toEqual({
      localDate: '2027-01-01',
      localTime: '00:30',
    });
  });

  it('is undone by wallTimeOf for every hour of 2026, both clock changes included', () => {
    for (let hour = 0; hour < 365 * 24; hour += 1) {
      const instant = new Date(Date.UTC(2026, 0, 1, hour));
      const { localDate, localTime } = wallTimeOf(instant, vienna);
      // The repeated autumn hour reads back as its first occurrence; every other hour is exact.
      const back = zonedWallTime(localDate, localTime, vienna).getTime();
      expect([instant.getTime(), instant.getTime() - 3_600_000]).toContain(back);
      if (back !== instant.getTime()) expect(localTime.startsWith('02:')).toBe(true);
    }
  });

  it('refuses what is not a date and time', () => {
    expect(() => zonedWallTime('2026-3-1', '07:00', vienna)).toThrow(RangeError);
    expect(() => zonedWallTime('2026-03-01', '24:00', vienna)).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('names weekdays and converts clock times', () => {
    expect(weekdayOf('2026-03-29')).toBe('sun');
    expect(weekdayOf('2026-12-08')).toBe('tue');
    expect(minutesOfDay('16:45')).toBe(1005);
    expect(clockTime(1005)).toBe('16:45');
    expect(clockTime(420)).toBe('07:00');
  });
});
