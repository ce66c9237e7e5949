import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const HELD = Symbol.for('storefront.heldDocument');

/** A document's body and writeHead call, kept until the last chunk is written. */
interface Held {
  chunks: Buffer[];
  head: unknown[] | null;
}

type Holding = ServerResponse & { [HELD]?: Held | null };

export function headerText(value: OutgoingHttpHeader | undefined): string {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

function isDocument(response: ServerResponse): boolean {
  if (response.headersSent || response.req?.method === 'HEAD') return false;
  if (response.statusCode === 204 || response.statusCode === 304) return false;
  return /^text\/html\b/i.test(headerText(response.getHeader('content-type')));
}

/** Decided once, at the first write: whether this response is a document whose headers wait for its body. */
export function heldDocument(response: ServerResponse, holdDocuments: boolean): Held | null {
  const holding = response as Holding;
  if (holding[HELD] === undefined)
    holding[HELD] = holdDocuments && isDocument(response) ? { chunks: [], head: null } : null;
  return holding[HELD];
}

/** The body is complete: no more holding, and what was held comes back. */
export function releaseDocument(response: ServerResponse): Held {
  const holding = response as Holding;
  const held = holding[HELD]!;
  holding[HELD] = null;
  return held;
}

export function chunkBytes(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  '': (body) => body,
  identity: (body) => body,
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/**
 * The document's HTML as the browser will read it: Next's compression has already encoded what reaches the
 * response. An encoding not known here yields no text, and so a policy that runs no inline script.
 */
export function documentText(body: Buffer, contentEncoding: OutgoingHttpHeader | undefined): string {
  const decode = decoders[headerText(contentEncoding).trim().toLowerCase()];
  try {
    return decode ? decode(body).toString('utf8') : '';
  } catch {
    return '';
  }
}
