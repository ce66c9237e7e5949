import { transportSecurityHeader } from './transport-security';

describe('Strict-Transport-Security', () => {
  it('says the configured age, subdomains only when asked, and nothing at 0', () => {
    expect(transportSecurityHeader({ maxAgeSeconds: 31_536_000, includeSubDomains: false })).toBe(
      'max-age=31536000',
    );
    expect(transportSecurityHeader({ maxAgeSeconds: 600, includeSubDomains: true })).toBe(
      'max-age=600; includeSubDomains',
    );
    expect(transportSecurityHeader({ maxAgeSeconds: 0, includeSubDomains: true })).toBeNull();
  });
});
