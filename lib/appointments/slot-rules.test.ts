import { slotQuery } from '../testing/slot-query';
import { isBookableSlot, openSlots, type SlotQuery } from './slots';

const query = slotQuery;
const at = (iso: string) => new Date(iso);
const remainingOn = (q: SlotQuery, localDate: string) =>
  openSlots({ ...q, days: 7 })
    .filter((slot) => slot.localDate === localDate)
    .map((slot) => `${slot.localTime} ${slot.remaining}`);

// Friday 12 June 2026, 10:00 in Vienna: Tuesday the 16th is the first day open to booking.
const friday = '2026-06-12T08:00:00Z';
const tuesday0700 = at('2026-06-16T05:00:00Z');

describe('capacity', () => {
  it('leaves as many places as the area has teams, less those booked, and drops a full slot', () => {
    const vienna = query('at', '1010', 'fitting', friday);
    expect(remainingOn({ ...vienna, booked: [{ startsAt: tuesday0700, count: 2 }] }, '2026-06-16')).toEqual([
      '07:00 1',
      '11:30 3',
    ]);
    const full = { ...vienna, booked: [{ startsAt: tuesday0700, count: 3 }] };
    expect(remainingOn(full, '2026-06-16')).toEqual(['11:30 3']);
    expect(isBookableSlot({ ...full, startsAt: tuesday0700 })).toBe('full');
    expect(
      isBookableSlot({ ...vienna, booked: [{ startsAt: tuesday0700, count: 2 }], startsAt: tuesday0700 }),
    ).toBe(null);
  });

  it('counts bookings of other kinds by their time, the travel after them included', () => {
    const linz = query('at', '4020', 'maintenance', friday);
    const booked = [
      { startsAt: tuesday0700, endsAt: at('2026-06-16T09:00:00Z'), count: 1 }, // fitting 07:00–11:00
      { startsAt: at('2026-06-16T09:30:00Z'), endsAt: at('2026-06-16T13:30:00Z'), count: 1 }, // fitting 11:30–15:30
    ];
    // One team does both fittings back to back; the other is free all day.
    expect(remainingOn({ ...linz, booked }, '2026-06-16')).toEqual([
      '07:00 1',
      '09:30 1',
      '12:00 1',
      '14:30 1',
    ]);
    // A consultation 09:00–10:00 needs the second team until 10:30.
    const busier = [
      ...booked,
      { startsAt: at('2026-06-16T07:00:00Z'), endsAt: at('2026-06-16T08:00:00Z'), count: 1 },
    ];
    expect(remainingOn({ ...linz, booked: busier }, '2026-06-16')).toEqual(['12:00 1', '14:30 1']);
  });

  it('counts a team busy at any moment of the slot as taken, as the book gives every booking one team', () => {
    // Linz has two teams. Team 1: advice 07:00–08:00 and 11:30–12:30; team 2: maintenance 09:30–11:30 (Vienna time).
    // At no moment are both busy, yet neither is free from 07:00 to 11:30 for a fitting and its drive.
    const linz = query('at', '4020', 'fitting', friday);
    const booked = [
      { startsAt: tuesday0700, endsAt: at('2026-06-16T06:00:00Z'), count: 1, team: 1 },
      { startsAt: at('2026-06-16T09:30:00Z'), endsAt: at('2026-06-16T10:30:00Z'), count: 1, team: 1 },
      { startsAt: at('2026-06-16T07:30:00Z'), endsAt: at('2026-06-16T09:30:00Z'), count: 1, team: 2 },
    ];
    expect(remainingOn({ ...linz, booked }, '2026-06-16')).toEqual([]);
    expect(isBookableSlot({ ...linz, booked, startsAt: tuesday0700 })).toBe('full');
    // Without the teams, the busiest moment alone would leave the 07:00 slot a place.
    const anonymous = booked.map(({ team: _team, ...booking }) => booking);
    expect(remainingOn({ ...linz, booked: anonymous }, '2026-06-16')).toEqual(['07:00 1']);
  });

  it('ignores bookings without a positive count', () => {
    const vienna = query('at', '1010', 'fitting', friday);
    const booked = [
      { startsAt: tuesday0700, count: 0 },
      { startsAt: tuesday0700, count: -5 },
    ];
    expect(remainingOn({ ...vienna, booked }, '2026-06-16')).toEqual(['07:00 3', '11:30 3']);
  });
});

describe('blocked ranges', () => {
  it('drops the slots a blocked range overlaps, its end excluded', () => {
    const vienna = query('at', '1010', 'fitting', friday);
    const morning = { ...vienna, blocked: [{ startsAt: tuesday0700, endsAt: at('2026-06-16T09:30:00Z') }] };
    expect(remainingOn(morning, '2026-06-16')).toEqual(['11:30 3']);
    expect(isBookableSlot({ ...morning, startsAt: tuesday0700 })).toBe('blocked');
    const brief = {
      ...vienna,
      blocked: [{ startsAt: at('2026-06-16T09:00:00Z'), endsAt: at('2026-06-16T09:31:00Z') }],
    };
    expect(remainingOn(brief, '2026-06-16')).toEqual(['07:00 3']);
  });
});

describe('isBookableSlot', () => {
  const vienna = query('at', '1010', 'fitting', friday);
  const check = (startsAt: string, q: SlotQuery = vienna) => isBookableSlot({ ...q, startsAt: at(startsAt) });

  it('accepts a slot openSlots offers', () => {
    expect(check('2026-06-16T05:00:00Z')).toBeNull();
    expect(check('2026-06-16T07:00:00+02:00')).toBeNull();
  });

  it('refuses a tampered start off the grid', () => {
    expect(check('2026-06-16T05:15:00Z')).toBe('notOnGrid');
    expect(check('2026-06-16T05:00:00.001Z')).toBe('notOnGrid');
    // 11:00 is on the maintenance grid, not on the fitting one.
    expect(check('2026-06-16T09:00:00Z')).toBe('notOnGrid');
    expect(isBookableSlot({ ...vienna, startsAt: new Date(Number.NaN) })).toBe('notOnGrid');
  });

  it('refuses 07:00 winter time after the clocks have gone forward', () => {
    const spring = query('at', '1010', 'fitting', '2026-03-25T09:00:00Z');
    expect(check('2026-03-30T05:00:00Z', spring)).toBeNull();
    expect(check('2026-03-30T06:00:00Z', spring)).toBe('notOnGrid');
  });

  it('names why a day cannot be booked', () => {
    expect(check('2026-06-15T05:00:00Z')).toBe('tooSoon');
    expect(check('2026-06-01T05:00:00Z')).toBe('tooSoon');
    expect(check('2026-06-20T05:00:00Z')).toBe('closed');
    expect(check('2026-08-11T05:00:00Z')).toBeNull();
    expect(check('2026-08-12T05:00:00Z')).toBe('beyondHorizon');
    expect(check('2026-12-08T06:00:00Z', query('at', '1010', 'fitting', '2026-12-01T08:00:00Z'))).toBe(
      'holiday',
    );
  });

  it('judges Bucharest on its own clock', () => {
    const bucharest = query('ro', '010011', 'fitting', '2026-11-25T08:00:00Z');
    expect(check('2026-11-28T07:00:00Z', bucharest)).toBeNull();
    expect(check('2026-11-30T06:00:00Z', bucharest)).toBe('holiday');
    expect(check('2026-12-02T06:00:00Z', bucharest)).toBeNull();
    expect(check('2026-12-02T07:00:00Z', bucharest)).toBe('notOnGrid');
  });

  it('agrees with openSlots on every quarter hour', () => {
    const linz = {
      ...query('at', '4020', 'maintenance', friday),
      booked: [{ startsAt: at('2026-06-16T07:30:00Z'), count: 2 }],
      blocked: [{ startsAt: at('2026-06-17T10:00:00Z'), endsAt: at('2026-06-17T11:00:00Z') }],
    };
    const offered = new Set(openSlots({ ...linz, days: 90 }).map((slot) => slot.startsAt.getTime()));
    expect(offered.size).toBeGreaterThan(100);
    for (const start of offered) expect(isBookableSlot({ ...linz, startsAt: new Date(start) })).toBeNull();
    for (let start = Date.parse(friday); start < Date.parse('2026-06-27T00:00:00Z'); start += 15 * 60_000) {
      expect(isBookableSlot({ ...linz, startsAt: new Date(start) }) === null).toBe(offered.has(start));
    }
  });
});
