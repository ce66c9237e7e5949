import { BlockList, isIP } from 'node:net';

/** The proxies whose forwarding headers the shop believes (TRUSTED_PROXIES). */
export interface TrustedProxies {
  includes(address: string): boolean;
}

export const trustNobody: TrustedProxies = { includes: () => false };

/**
 * An address as it may appear in a socket or an X-Forwarded-For entry, without brackets or a port, lower-case,
 * an IPv4-mapped IPv6 address as its IPv4 address; undefined for anything that is not an address.
 */
export function plainAddress(entry: string): string | undefined {
  let text = entry.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped?.[1]) text = mapped[1];
  return isIP(text) ? text : undefined;
}

/**
 * "10.0.0.1, 192.168.0.0/16, ::1, fd00::/8": addresses and CIDR ranges, IPv4 and IPv6. The entries that are
 * neither come back as problems, so a typo stops the start instead of trusting nobody (or everybody).
 */
export function parseTrustedProxies(text: string | undefined): {
  proxies: TrustedProxies;
  problems: string[];
} {
  const list = new BlockList();
  const problems: string[] = [];
  const entries = (text ?? '').split(',').map((entry) => entry.trim());
  for (const entry of entries.filter(Boolean)) {
    const [address = '', prefixText, ...rest] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    const widest = family === 'ipv6' ? 128 : 32;
    const prefix = prefixText === undefined ? widest : Number(prefixText);
    if (!isIP(address) || rest.length > 0 || !/^\d{1,3}$/.test(prefixText ?? '0') || prefix > widest) {
      problems.push(entry);
      continue;
    }
    list.addSubnet(address.toLowerCase(), prefix, family);
  }
  return {
    proxies: {
      includes(address) {
        const plain = plainAddress(address);
        return plain !== undefined && list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
      },
    },
    problems,
  };
}
