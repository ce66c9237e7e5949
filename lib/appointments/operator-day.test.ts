import { dayBounds, isLocalDate, operatorDay } from './operator-day';

const VIENNA = 'Europe/Vienna';

describe('an operator day', () => {
  it('takes real calendar dates only', () => {
    expect(isLocalDate('2026-12-14')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      '14.12.2026',
      '2026-12-14T00:00',
      '',
      20261214,
      undefined,
    ])
      expect(isLocalDate(value)).toBe(false);
  });

  it("is today on the store's clock unless a valid day was asked, and says when the asked one was not", () => {
    // 23:30 UTC on 13 December is already the 14th in Vienna and Bucharest.
    const now = new Date('2026-12-13T23:30:00Z');
    expect(operatorDay(undefined, VIENNA, now)).toEqual({ day: '2026-12-14', invalid: false });
    expect(operatorDay('2026-12-20', VIENNA, now)).toEqual({ day: '2026-12-20', invalid: false });
    expect(operatorDay('morgen', VIENNA, now)).toEqual({ day: '2026-12-14', invalid: true });
    expect(operatorDay(['2026-12-20'], 'Europe/Bucharest', now)).toEqual({
      day: '2026-12-14',
      invalid: true,
    });
  });

  it("runs from midnight to midnight on the store's clock, 23 and 25 hours when the clocks change", () => {
    expect(dayBounds('2026-12-14', VIENNA)).toEqual([
      new Date('2026-12-13T23:00:00Z'),
      new Date('2026-12-14T23:00:00Z'),
    ]);
    const [springFrom, springTo] = dayBounds('2026-03-29', VIENNA);
    expect(springTo.getTime() - springFrom.getTime()).toBe(23 * 3_600_000);
    const [autumnFrom, autumnTo] = dayBounds('2026-10-25', 'Europe/Bucharest');
    expect(autumnFrom).toEqual(new Date('2026-10-24T21:00:00Z'));
    expect(autumnTo.getTime() - autumnFrom.getTime()).toBe(25 * 3_600_000);
  });
});
