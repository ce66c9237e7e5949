import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export async function load(
  url: string,
  host: string,
  seconds: number,
  connections = 10,
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { host } });
  // autocannon reports p97.5 and p99 but not p95; interpolate between its neighbouring percentiles.
  const { p90, p97_5: p975, p50, p99 } = result.latency as unknown as Record<string, number>;
  const p95 = p90! + ((p975! - p90!) * (95 - 90)) / (97.5 - 90);
  return {
    requestsPerSecond: result.requests.average,
    p50: p50!,
    p95,
    p99: p99!,
    errors: result.errors + result.non2xx,
  };
}

/** The baseline: a plain Node HTTP server that answers every request with the same bytes. */
export async function plainServer(
  body: Buffer,
  contentType: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
