import {
  canChange,
  CHANGE_CUTOFF_HOURS,
  changeDeadline,
  REMINDER_LEAD,
  reminderAt,
  reminderDue,
} from './changes';

const at = (iso: string) => new Date(iso);
const vienna = 'Europe/Vienna';

describe('canChange', () => {
  const startsAt = at('2026-06-17T05:00:00Z');

  it('allows a change until 24 hours before the start, and not a moment later', () => {
    expect(CHANGE_CUTOFF_HOURS).toBe(24);
    expect(changeDeadline(startsAt)).toEqual(at('2026-06-16T05:00:00Z'));
    expect(canChange(startsAt, at('2026-06-10T12:00:00Z'))).toBe(true);
    expect(canChange(startsAt, at('2026-06-16T05:00:00Z'))).toBe(true);
    expect(canChange(startsAt, at('2026-06-16T05:00:00.001Z'))).toBe(false);
    expect(canChange(startsAt, at('2026-06-17T06:00:00Z'))).toBe(false);
  });

  it('counts real hours across the clock change, not wall-clock ones', () => {
    // Monday 30 March 07:00 summer time; 24 hours earlier is Sunday 06:00 summer time.
    expect(changeDeadline(at('2026-03-30T05:00:00Z'))).toEqual(at('2026-03-29T05:00:00Z'));
  });
});

describe('reminders', () => {
  it('fall due at 18:00 local time the day before', () => {
    expect(REMINDER_LEAD).toEqual({ daysBefore: 1, localTime: '18:00' });
    expect(reminderAt(at('2026-06-17T05:00:00Z'), vienna)).toEqual(at('2026-06-16T16:00:00Z'));
    expect(reminderAt(at('2026-12-02T06:00:00Z'), 'Europe/Bucharest')).toEqual(at('2026-12-01T16:00:00Z'));
  });

  it('read 18:00 on the clock of the evening itself when the clocks change overnight', () => {
    // Sunday 29 March is already summer time; Thursday 26 March still winter time.
    expect(reminderAt(at('2026-03-30T05:00:00Z'), vienna)).toEqual(at('2026-03-29T16:00:00Z'));
    expect(reminderAt(at('2026-03-27T06:00:00Z'), vienna)).toEqual(at('2026-03-26T17:00:00Z'));
    expect(reminderAt(at('2026-10-26T07:00:00Z'), vienna)).toEqual(at('2026-10-25T17:00:00Z'));
  });

  it('are due from the reminder time until the start', () => {
    const startsAt = at('2026-06-17T05:00:00Z');
    expect(reminderDue(startsAt, at('2026-06-16T15:59:59Z'), vienna)).toBe(false);
    expect(reminderDue(startsAt, at('2026-06-16T16:00:00Z'), vienna)).toBe(true);
    expect(reminderDue(startsAt, at('2026-06-17T04:59:59Z'), vienna)).toBe(true);
    expect(reminderDue(startsAt, at('2026-06-17T05:00:00Z'), vienna)).toBe(false);
  });

  it('take the local day of the start, not the UTC one', () => {
    // 00:30 on 18 June in Vienna is still 17 June in UTC: the reminder is on the evening of the 17th.
    expect(reminderAt(at('2026-06-17T22:30:00Z'), vienna)).toEqual(at('2026-06-17T16:00:00Z'));
  });
});
