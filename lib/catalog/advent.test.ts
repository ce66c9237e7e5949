import { adventDay } from './advent';

describe('adventDay', () => {
  it('is 0 before December', () => {
    expect(adventDay(new Date('2026-11-22T12:00:00Z'))).toBe(0);
  });

  it('follows Vienna time: the door of 1 December opens at midnight there', () => {
    expect(adventDay(new Date('2026-11-30T22:59:00Z'))).toBe(0);
    expect(adventDay(new Date('2026-11-30T23:00:00Z'))).toBe(1);
  });

  it('stops at the 24th door', () => {
    expect(adventDay(new Date('2026-12-10T12:00:00Z'))).toBe(10);
    expect(adventDay(new Date('2026-12-28T12:00:00Z'))).toBe(24);
  });
});
