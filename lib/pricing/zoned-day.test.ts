import { endOfDay, startOfDay } from './zoned-day';

describe('endOfDay', () => {
  it('ends the shop’s calendar day, not UTC’s', () => {
    // 23:30 in Vienna on 24 November is 22:30 UTC: the day ends at 23:59:59.999 Vienna time.
    expect(endOfDay(new Date('2026-11-24T22:30:00Z'), 'Europe/Vienna').toISOString()).toBe(
      '2026-11-24T22:59:59.999Z',
    );
    // 00:30 in Vienna on 25 November is still 24 November in UTC.
    expect(endOfDay(new Date('2026-11-24T23:30:00Z'), 'Europe/Vienna').toISOString()).toBe(
      '2026-11-25T22:59:59.999Z',
    );
    expect(endOfDay(new Date('2026-11-24T10:00:00Z'), 'Europe/Bucharest').toISOString()).toBe(
      '2026-11-24T21:59:59.999Z',
    );
  });

  it('counts the hours clocks change on: 23 in March, 25 in October', () => {
    expect(endOfDay(new Date('2026-03-29T00:30:00Z'), 'Europe/Vienna').toISOString()).toBe(
      '2026-03-29T21:59:59.999Z',
    );
    expect(endOfDay(new Date('2026-10-25T00:30:00Z'), 'Europe/Vienna').toISOString()).toBe(
      '2026-10-25T22:59:59.999Z',
    );
    expect(endOfDay(new Date('2026-03-28T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T22:59:59.999Z',
    );
  });
});

describe('startOfDay', () => {
  it('is the first instant of the day in the zone, the millisecond after the day before ends', () => {
    expect(startOfDay('2025-08-01', 'Europe/Bucharest').toISOString()).toBe('2025-07-31T21:00:00.000Z');
    expect(startOfDay('2025-04-01', 'Europe/Vienna').toISOString()).toBe('2025-03-31T22:00:00.000Z');
    expect(startOfDay('2027-01-01', 'Europe/Berlin').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('follows the clocks on the nights they change', () => {
    // Clocks go forward at 02:00 on 29 March 2026 and back at 03:00 on 25 October: both midnights lie outside.
    expect(startOfDay('2026-03-29', 'Europe/Vienna').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Vienna').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-10-26', 'Europe/Bucharest').toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });
});
