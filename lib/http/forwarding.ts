import { plainAddress, type TrustedProxies } from '../trusted-proxies';

export interface ForwardingDecision {
  /** The address rate limits count: the peer's, or the one the nearest trusted proxy says it served. */
  client: string;
  /** Whether X-Forwarded-Proto and X-Forwarded-Host are believed: only when a trusted proxy sent them. */
  believeForwardedHeaders: boolean;
}

/** Longer entries are no address a proxy wrote; they are cut so a key stays small. */
const MAX_ENTRY = 64;

/**
 * Who the client is. A peer that is not a trusted proxy is the client, whatever it writes in X-Forwarded-For.
 * Behind trusted proxies the header is read from the right, each proxy having appended the address it was
 * reached from: the first entry that is not a trusted proxy is the client (everything left of it may have been
 * written by the client itself); when every entry is a trusted proxy, the leftmost one.
 */
export function decideForwarding(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): ForwardingDecision {
  const peerAddress = (peer && plainAddress(peer)) ?? 'unknown';
  if (!trusted.includes(peerAddress)) return { client: peerAddress, believeForwardedHeaders: false };
  const entries = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  let client = peerAddress;
  for (const entry of entries.reverse()) {
    client = plainAddress(entry) ?? entry.slice(0, MAX_ENTRY);
    if (!trusted.includes(client)) break;
  }
  return { client, believeForwardedHeaders: true };
}
