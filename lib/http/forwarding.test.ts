import { decideForwarding } from './forwarding';
import { parseTrustedProxies, plainAddress, trustNobody } from '../trusted-proxies';

const trusting = (text: string) => {
  const { proxies, problems } = parseTrustedProxies(text);
  expect(problems).toEqual([]);
  return proxies;
};

describe('parseTrustedProxies', () => {
  it('reads IPv4 and IPv6 addresses and ranges, with spaces', () => {
    const proxies = trusting(' 127.0.0.1 , 10.0.0.0/8,fd00::/8, ::1 ');
    expect(['127.0.0.1', '10.200.3.4', 'fd12::7', '::1'].map((address) => proxies.includes(address))).toEqual(
      [true, true, true, true],
    );
    expect(['127.0.0.2', '11.0.0.1', 'fe80::1', '::2'].some((address) => proxies.includes(address))).toBe(
      false,
    );
  });

  it('matches IPv4-mapped IPv6 addresses both ways', () => {
    expect(trusting('127.0.0.1').includes('::ffff:127.0.0.1')).toBe(true);
    expect(trusting('::ffff:10.0.0.0/104').includes('10.9.8.7')).toBe(true);
  });

  it('names every entry that is no address or range', () => {
    const { problems } = parseTrustedProxies('10.0.0.1, nginx, 10.0.0.0/33, ::1/129, 1.2.3.4/8/1, 1.2.3.4/x');
    expect(problems).toEqual(['nginx', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1', '1.2.3.4/x']);
  });

  it('trusts nobody when unset or blank', () => {
    expect(trusting('').includes('127.0.0.1')).toBe(false);
    expect(parseTrustedProxies(undefined).problems).toEqual([]);
  });
});

describe('plainAddress', () => {
  it('drops brackets, ports and the IPv4 mapping; refuses what is not an address', () => {
    expect(plainAddress(' [2001:DB8::1]:443 ')).toBe('2001:db8::1');
    expect(plainAddress('203.0.113.9:5123')).toBe('203.0.113.9');
    expect(plainAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(plainAddress('unknown')).toBeUndefined();
    expect(plainAddress('1.2.3.4.5')).toBeUndefined();
  });
});

describe('decideForwarding', () => {
  const nginx = trusting('127.0.0.1, ::1');

  it('takes the peer as the client when it is no trusted proxy, whatever it claims', () => {
    expect(decideForwarding('203.0.113.9', '198.51.100.1', nginx)).toEqual({
      client: '203.0.113.9',
      believeForwardedHeaders: false,
    });
    expect(decideForwarding('::ffff:203.0.113.9', '198.51.100.1', trustNobody).client).toBe('203.0.113.9');
    expect(decideForwarding('127.0.0.1', '198.51.100.1', trustNobody).client).toBe('127.0.0.1');
  });

  it('takes the first entry from the right that is no trusted proxy', () => {
    const chain = trusting('127.0.0.1, 10.0.0.0/8');
    expect(decideForwarding('::ffff:127.0.0.1', 'forged, 203.0.113.9, 10.1.1.1', chain)).toEqual({
      client: '203.0.113.9',
      believeForwardedHeaders: true,
    });
    expect(decideForwarding('127.0.0.1', ['1.1.1.1', '203.0.113.9 ,10.1.1.1'], chain).client).toBe(
      '203.0.113.9',
    );
  });

  it('takes the leftmost entry when every one is a trusted proxy, the peer when there is none', () => {
    const chain = trusting('127.0.0.1, 10.0.0.0/8');
    expect(decideForwarding('127.0.0.1', '10.0.0.2, 10.0.0.3', chain).client).toBe('10.0.0.2');
    expect(decideForwarding('127.0.0.1', undefined, chain).client).toBe('127.0.0.1');
    expect(decideForwarding('127.0.0.1', ' , ,', chain).client).toBe('127.0.0.1');
  });

  it('keeps a garbage entry as the client a trusted proxy named, cut short', () => {
    expect(decideForwarding('::1', `1.2.3.4, ${'x'.repeat(100)}`, nginx).client).toBe('x'.repeat(64));
    expect(decideForwarding('::1', '[2001:db8::5]:80', nginx).client).toBe('2001:db8::5');
  });

  it('has an unknown client when the socket is gone', () => {
    expect(decideForwarding(undefined, '1.2.3.4', nginx).client).toBe('unknown');
  });
});
