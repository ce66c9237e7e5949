import { endOfDay, pricesHeldUntil } from './price-hold';

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

  it('uses each store’s zone', () => {
    const now = new Date('2026-07-01T21:30:00Z');
    expect(pricesHeldUntil('at', now).toISOString()).toBe('2026-07-01T21:59:59.999Z');
    expect(pricesHeldUntil('ro', now).toISOString()).toBe('2026-07-02T20:59:59.999Z');
  });
});
