import type { PowChallenge } from './captcha-types';

/**
 * Digests in flight at once. WebCrypto answers each digest asynchronously, so awaiting them one by one spends
 * most of the time in round trips; a batch keeps the hashing busy (measured in Node: 4× faster; more than 64
 * gains nothing).
 */
const BATCH = 64;

/** Longest the search keeps the main thread before it lets the page in (50 ms already makes a long task). */
const SLICE_MS = 10;

export interface PowSearchOptions {
  signal?: AbortSignal;
  /**
   * On the main thread: lets the page run. Between digests Chromium runs no timer and paints no frame
   * (measured: none during a 1 s search), so without it the page would freeze. A worker needs none.
   */
  yieldToPage?: () => Promise<void>;
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function sameBytes(digest: ArrayBuffer, target: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  return bytes.length === target.length && bytes.every((byte, index) => byte === target[index]);
}

/** The number that solves the proof of work, or null when none up to `maxnumber` does or the search is aborted. */
export async function findPowNumber(
  pow: Pick<PowChallenge, 'challenge' | 'salt' | 'maxnumber'>,
  { signal, yieldToPage }: PowSearchOptions = {},
): Promise<number | null> {
  const target = hexBytes(pow.challenge);
  const encoder = new TextEncoder();
  let sliceStart = performance.now();
  for (let start = 0; start <= pow.maxnumber; start += BATCH) {
    if (yieldToPage && performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
    if (signal?.aborted) return null;
    const numbers = Array.from({ length: Math.min(BATCH, pow.maxnumber + 1 - start) }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(pow.salt + n))),
    );
    const hit = digests.findIndex((digest) => sameBytes(digest, target));
    if (hit >= 0) return start + hit;
  }
  return null;
}

/** ALTCHA's v1 payload, what the form posts: the challenge as issued with the number found, as base64 JSON. */
export function encodePowPayload(pow: PowChallenge, number: number): string {
  const { algorithm, challenge, salt, signature } = pow;
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
}
