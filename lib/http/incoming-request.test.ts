import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import {
  cameOverHttps,
  requestCameOverHttps,
  settleForwarding,
  withoutPlainSessionCookie,
} from './incoming-request';
import { parseTrustedProxies } from '../trusted-proxies';

const nginx = parseTrustedProxies('127.0.0.1').proxies;

function request(peer: string, headers: IncomingMessage['headers'], encrypted = false): IncomingMessage {
  return { headers, socket: { remoteAddress: peer, encrypted } } as unknown as IncomingMessage;
}

describe('settleForwarding', () => {
  it('drops what an untrusted peer claims about the client, scheme and host', () => {
    const forged = request('203.0.113.9', {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      cookie: 'sid=planted',
    });
    settleForwarding(forged, nginx);
    expect(forged.headers).toEqual({ 'x-forwarded-for': '203.0.113.9', cookie: 'sid=planted' });
  });

  it('believes a trusted proxy, keeping the scheme it wrote last', () => {
    const proxied = request('127.0.0.1', {
      'x-forwarded-for': '1.2.3.4, 198.51.100.7',
      'x-forwarded-proto': 'http, HTTPS',
      'x-forwarded-host': 'www.sanitaerwelt.at',
    });
    settleForwarding(proxied, nginx);
    expect(proxied.headers).toEqual({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.sanitaerwelt.at',
    });
  });

  it('reads no plain session cookie over https, from a proxy or a TLS socket', () => {
    const proxied = request('127.0.0.1', {
      'x-forwarded-proto': 'https',
      cookie: 'a=1; sid=planted; __Host-sid=x',
    });
    settleForwarding(proxied, nginx);
    expect(proxied.headers.cookie).toBe('a=1; __Host-sid=x');
    const direct = request('203.0.113.9', { cookie: 'sid=planted' }, true);
    settleForwarding(direct, nginx);
    expect(direct.headers.cookie).toBe('');
  });
});

describe('cameOverHttps', () => {
  it('is the settled scheme or an encrypted socket', () => {
    expect(cameOverHttps({ 'x-forwarded-proto': 'https' })).toBe(true);
    expect(cameOverHttps({ 'x-forwarded-proto': 'http' })).toBe(false);
    expect(cameOverHttps({}, true)).toBe(true);
  });

  it('reads the TLS of this server’s own socket', () => {
    const overTls = { headers: {}, socket: { encrypted: true } as unknown as Socket };
    expect(requestCameOverHttps(overTls)).toBe(true);
    expect(requestCameOverHttps({ headers: {}, socket: {} as Socket })).toBe(false);
  });
});

describe('withoutPlainSessionCookie', () => {
  it('keeps every other cookie, the __Host- one and look-alikes included', () => {
    expect(withoutPlainSessionCookie('sid=1;  __Host-sid=2; sidebar=3;sid =4')).toBe(
      '__Host-sid=2; sidebar=3',
    );
  });
});
