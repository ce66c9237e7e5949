import { slotQuery } from '../testing/slot-query';
import { openSlots, type SlotQuery } from './slots';

const query = slotQuery;
const listed = (q: SlotQuery, days: number) =>
  openSlots({ ...q, days }).map(
    (slot) => `${slot.localDate} ${slot.localTime} ${slot.startsAt.toISOString()}`,
  );
const datesOf = (q: SlotQuery, days: number) => [
  ...new Set(openSlots({ ...q, days }).map((s) => s.localDate)),
];

describe('openSlots across the clock changes in Vienna', () => {
  it('keeps 07:00 on the wall clock before and after 29 March 2026', () => {
    const slots = openSlots({ ...query('at', '1010', 'fitting', '2026-03-25T09:00:00Z'), days: 6 });
    expect(slots.map((s) => `${s.localDate} ${s.localTime} ${s.startsAt.toISOString()}`)).toEqual([
      // 48 hours from Wednesday 10:00 is Friday 10:00: the 07:00 slot is too soon.
      '2026-03-27 11:30 2026-03-27T10:30:00.000Z',
      '2026-03-30 07:00 2026-03-30T05:00:00.000Z',
      '2026-03-30 11:30 2026-03-30T09:30:00.000Z',
    ]);
    expect(slots[0]).toMatchObject({ endsAt: new Date('2026-03-27T14:30:00Z'), remaining: 3 });
  });

  it('keeps 07:00 on the wall clock around 25 October 2026, skipping the national holiday', () => {
    expect(listed(query('at', '4020', 'fitting', '2026-10-21T08:00:00Z'), 7)).toEqual([
      '2026-10-23 11:30 2026-10-23T09:30:00.000Z',
      '2026-10-27 07:00 2026-10-27T06:00:00.000Z',
      '2026-10-27 11:30 2026-10-27T10:30:00.000Z',
    ]);
  });
});

describe('openSlots and public holidays', () => {
  it('skips Mariä Empfängnis, 8 December 2026, in Austria', () => {
    expect(datesOf(query('at', '1010', 'fitting', '2026-12-03T10:00:00Z'), 7)).toEqual([
      '2026-12-07',
      '2026-12-09',
    ]);
  });

  it('skips Epiphany in Munich but not in Berlin, across the turn of the year', () => {
    const from = '2025-12-30T10:00:00Z';
    expect(datesOf(query('de', '80331', 'maintenance', from), 10)).toEqual([
      '2026-01-02',
      '2026-01-05',
      '2026-01-07',
      '2026-01-08',
    ]);
    expect(datesOf(query('de', '10115', 'maintenance', from), 10)).toEqual([
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
    ]);
  });

  it("skips International Women's Day in Berlin but not in Munich", () => {
    const from = '2027-03-01T10:00:00Z';
    expect(datesOf(query('de', '10115', 'consultation', from), 10)).not.toContain('2027-03-08');
    expect(datesOf(query('de', '80331', 'consultation', from), 10)).toContain('2027-03-08');
  });

  it("skips Sf. Andrei and 1 December in Bucharest, on Bucharest's own clock", () => {
    expect(listed(query('ro', '010011', 'fitting', '2026-11-25T08:00:00Z'), 8)).toEqual([
      '2026-11-27 12:45 2026-11-27T10:45:00.000Z',
      '2026-11-28 09:00 2026-11-28T07:00:00.000Z',
      '2026-12-02 08:00 2026-12-02T06:00:00.000Z',
      '2026-12-02 12:45 2026-12-02T10:45:00.000Z',
    ]);
  });
});

describe('openSlots and the notice, horizon and buffers', () => {
  it('asks for two working days, so a Friday booking lands on Tuesday at the earliest', () => {
    const friday = query('at', '1010', 'fitting', '2026-06-12T08:00:00Z');
    expect(listed(friday, 7)[0]).toBe('2026-06-16 07:00 2026-06-16T05:00:00.000Z');
    const hoursOnly = {
      ...friday,
      schedule: { ...friday.schedule, minimumNotice: { hours: 48, workingDays: 0 } },
    };
    expect(listed(hoursOnly, 7)[0]).toBe('2026-06-15 07:00 2026-06-15T05:00:00.000Z');
  });

  it('asks for 48 hours, so Monday 10:00 cannot have Wednesday 07:00', () => {
    expect(listed(query('at', '1010', 'fitting', '2026-06-15T08:00:00Z'), 3)).toEqual([
      '2026-06-17 11:30 2026-06-17T09:30:00.000Z',
    ]);
    const sameDay = query('at', '1010', 'fitting', '2026-06-15T06:00:00Z');
    const noNotice = {
      ...sameDay,
      schedule: { ...sameDay.schedule, minimumNotice: { hours: 0, workingDays: 0 } },
    };
    expect(listed(noNotice, 1)).toEqual(['2026-06-15 11:30 2026-06-15T09:30:00.000Z']);
  });

  it('stops at the horizon, 60 days from today, however many days are asked for', () => {
    const slots = openSlots({ ...query('at', '1010', 'fitting', '2026-06-15T08:00:00Z'), days: 100 });
    expect(slots.at(-1)?.localDate).toBe('2026-08-14');
    expect(openSlots({ ...query('at', '1010', 'fitting', '2026-06-15T08:00:00Z'), days: 0 })).toEqual([]);
  });

  it('leaves the buffer between one slot and the next', () => {
    const slots = openSlots({ ...query('at', '1010', 'maintenance', '2026-06-12T08:00:00Z'), days: 5 });
    const tuesday = slots.filter((slot) => slot.localDate === '2026-06-16');
    expect(tuesday.map((slot) => slot.localTime)).toEqual(['07:00', '09:30', '12:00', '14:30']);
    tuesday.slice(1).forEach((slot, index) => {
      expect(slot.startsAt.getTime() - tuesday[index]!.endsAt.getTime()).toBe(30 * 60_000);
    });
  });
});
