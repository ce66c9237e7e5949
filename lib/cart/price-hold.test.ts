import { pricesHeldUntil } from './price-hold';

describe('pricesHeldUntil', () => {
  it('ends the day in each store’s zone', () => {
    const now = new Date('2026-07-01T21:30:00Z');
    expect(pricesHeldUntil('at', now).toISOString()).toBe('2026-07-01T21:59:59.999Z');
    expect(pricesHeldUntil('ro', now).toISOString()).toBe('2026-07-02T20:59:59.999Z');
  });
});
