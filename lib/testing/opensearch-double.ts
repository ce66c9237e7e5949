import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

/** One request to the cluster and its answer, as a fixture file holds them. */
export interface Exchange {
  request: { method: string; path: string; body: unknown };
  response: { status: number; body: unknown };
}

export interface OpenSearchDouble {
  url: string;
  /** What passed through, normalised: in record mode, the fixture to write. */
  exchanges: Exchange[];
  /** Requests that differed from the recorded ones (replay mode), with what was expected. */
  mismatches: Array<{ expected: Exchange['request'] | undefined; actual: Exchange['request'] }>;
  close(): Promise<void>;
}

// Index names carry the time they were built (indexer.ts); fixtures say <stamp> instead.
const normalise = (text: string) => text.replace(/-\d{13}\b/g, '-<stamp>');

function parseBody(text: string, contentType: string | undefined): unknown {
  if (!text) return null;
  if (contentType?.includes('ndjson')) {
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }
  return JSON.parse(text);
}

async function readRequest(
  request: IncomingMessage,
): Promise<{ text: string; exchange: Exchange['request'] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return {
    text,
    exchange: {
      method: request.method ?? 'GET',
      path: normalise(decodeURIComponent(request.url ?? '/')),
      body: JSON.parse(normalise(JSON.stringify(parseBody(text, request.headers['content-type'])))),
    },
  };
}

/**
 * A stand-in for an OpenSearch cluster on a local port, reached through the real client. Replay mode answers
 * each request with the recorded exchange it equals and notes any request no recorded one equals;
 * record mode passes every request on to a real cluster (`recordFrom`) and keeps what it answered.
 */
export async function startOpenSearchDouble(
  source: { replay: Exchange[] } | { recordFrom: string },
): Promise<OpenSearchDouble> {
  const exchanges: Exchange[] = [];
  const mismatches: OpenSearchDouble['mismatches'] = [];
  const used = new Set<number>();
  const server = createServer((request, response) => {
    void (async () => {
      const { text, exchange } = await readRequest(request);
      let answer: Exchange['response'];
      if ('replay' in source) {
        // Concurrent requests may arrive in any order: each takes the first unused exchange it equals.
        const at = source.replay.findIndex(
          (recorded, index) => !used.has(index) && isDeepStrictEqual(recorded.request, exchange),
        );
        if (at < 0)
          mismatches.push({
            expected: source.replay.find((_, index) => !used.has(index))?.request,
            actual: exchange,
          });
        used.add(at);
        answer = source.replay[at]?.response ?? {
          status: 500,
          body: { error: 'no recorded exchange matches' },
        };
      } else {
        const upstream = await fetch(new URL(request.url ?? '/', source.recordFrom), {
          method: request.method,
          headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
          body: text || undefined,
        });
        const raw = await upstream.text();
        answer = { status: upstream.status, body: raw ? JSON.parse(raw) : null };
      }
      exchanges.push({ request: exchange, response: JSON.parse(normalise(JSON.stringify(answer))) });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    mismatches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
