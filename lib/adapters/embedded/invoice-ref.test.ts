import { invoiceRefOf } from './invoice-ref';

describe('invoiceRefOf', () => {
  it('names the store and the year before the number in that year', () => {
    expect(invoiceRefOf('at', 2026, 1)).toBe('AT-2026-000001');
    expect(invoiceRefOf('ro', 2027, 123_456)).toBe('RO-2027-123456');
  });

  it('grows past a million rather than wrap', () => {
    expect(invoiceRefOf('de', 2026, 1_234_567)).toBe('DE-2026-1234567');
  });
});
