import { romanianStandardRule } from '../testing/romanian-vat';
import { feedTaxPeriod } from './feed-tax-period';

describe('feedTaxPeriod', () => {
  it("names a new feed file from Bucharest's midnight of Romania's change, not before", () => {
    expect(feedTaxPeriod([romanianStandardRule], 'ro', new Date('2025-07-31T20:59:59Z'))).toBe('20000101');
    expect(feedTaxPeriod([romanianStandardRule], 'ro', new Date('2025-07-31T21:00:00Z'))).toBe('20250801');
    expect(feedTaxPeriod([romanianStandardRule], 'ro', new Date('2026-11-26T12:00:00Z'))).toBe('20250801');
  });

  it("follows the store's own country, whatever another country recorded", () => {
    expect(feedTaxPeriod([romanianStandardRule], 'at', new Date('2025-08-01T12:00:00Z'))).toBe('undated');
  });
});
