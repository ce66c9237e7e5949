import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One envelope item Sentry's SDK sent: its header (type) and its payload, parsed. */
export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
  /** The item as sent, for checks that nothing personal is anywhere in it. */
  raw: string;
}

/** An envelope's items: a header line each, then a payload of the header's length or up to the next newline. */
function envelopeItems(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let offset = body.indexOf(10) + 1;
  while (offset > 0 && offset < body.length) {
    const headerEnd = body.indexOf(10, offset);
    if (headerEnd === offset) break;
    const header = JSON.parse(
      body.subarray(offset, headerEnd === -1 ? undefined : headerEnd).toString('utf8'),
    ) as {
      type: string;
      length?: number;
    };
    const start = headerEnd + 1;
    const newline = body.indexOf(10, start);
    const end = header.length ?? (newline === -1 ? body.length : newline) - start;
    const raw = body.subarray(start, start + end).toString('utf8');
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // Replay recordings are compressed; their type is what a test looks at.
    }
    items.push({ type: header.type, payload, raw });
    offset = start + end + 1;
  }
  return items;
}

/**
 * A local stand-in for Sentry's ingest: takes envelopes at /api/{project}/envelope/ as sentry.io does, answers
 * 200 with CORS for browsers, and keeps every item for the test to read.
 */
export async function startFakeSentry(): Promise<{
  dsn: string;
  items: EnvelopeItem[];
  close(): Promise<void>;
}> {
  const items: EnvelopeItem[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
      response.setHeader('access-control-allow-headers', '*');
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? '')) {
        const body = Buffer.concat(chunks);
        items.push(
          ...envelopeItems(request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body),
        );
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    dsn: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${port}/1`,
    items,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
