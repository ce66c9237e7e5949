import type { Socket } from 'node:net';
import { arrivedOverHttps, transportSecurityHeader } from './transport-security';

const request = (headers: Record<string, string | string[]>, encrypted = false) => ({
  headers,
  socket: (encrypted ? { encrypted: true } : {}) as unknown as Socket,
});

describe('Strict-Transport-Security', () => {
  it('belongs to answers over the server’s own TLS or to a proxy’s https', () => {
    expect(arrivedOverHttps(request({}, true))).toBe(true);
    expect(arrivedOverHttps(request({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(arrivedOverHttps(request({ 'x-forwarded-proto': 'http, HTTPS' }))).toBe(true);
  });

  it('never to plain http, whatever an earlier hop claimed', () => {
    expect(arrivedOverHttps(request({}))).toBe(false);
    expect(arrivedOverHttps(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(arrivedOverHttps(request({ 'x-forwarded-proto': 'https, http' }))).toBe(false);
  });

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
