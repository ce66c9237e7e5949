import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';

const squeeze = promisify(brotliCompress);
const unsqueeze = promisify(brotliDecompress);

/**
 * A cache entry as text: Next's page entries hold Buffers (the RSC payload, route bodies) and a Map of Buffers
 * (the segment prefetches, without which Next 16's client retries them forever), which plain JSON loses.
 */
export function encodeEntry(entry: unknown): string {
  return JSON.stringify(entry, function replace(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (raw instanceof Uint8Array)
      return { $bytes: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
}

export function decodeEntry<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    if ('$bytes' in value) return Buffer.from(String(value.$bytes), 'base64');
    if ('$map' in value) return new Map(value.$map as Array<[unknown, unknown]>);
    return value;
  }) as T;
}

/**
 * Pages of this shop are ~0.5 MB of HTML, RSC and segments; brotli at quality 4 stores them in ~1/8 of that in a
 * few ms, on libuv's thread pool rather than the event loop.
 */
export const packEntry = (entry: unknown): Promise<Buffer> =>
  squeeze(encodeEntry(entry), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

export const unpackEntry = async <T>(packed: Buffer): Promise<T> =>
  decodeEntry<T>((await unsqueeze(packed)).toString());
