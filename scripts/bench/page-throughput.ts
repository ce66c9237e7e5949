import { load, plainServer, type LoadFigures } from './load';

export interface ThroughputFigures {
  path: string;
  htmlBytes: number;
  next: LoadFigures;
  plainNode: LoadFigures;
  /** Next's requests per second over the plain server's, both in this run: the figure to compare (goal ≥ 0.1). */
  throughputRatio: number;
  p95Ratio: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * One cached page under load at 10 connections, then a plain Node server answering with the very same bytes
 * for as long: the ratio cancels out how fast this machine happens to be.
 */
export async function pageThroughput(
  origin: string,
  host: string,
  path: string,
  seconds: number,
): Promise<ThroughputFigures> {
  const url = new URL(path, origin).href;
  // The first request renders and caches the page; the second is served from the cache like all that follow.
  await (await fetch(url, { headers: { host } })).arrayBuffer();
  const html = Buffer.from(await (await fetch(url, { headers: { host } })).arrayBuffer());
  const next = await load(url, host, seconds);
  const baseline = await plainServer(html, 'text/html; charset=utf-8');
  const plainNode = await load(baseline.url, host, seconds);
  await baseline.close();
  return {
    path,
    htmlBytes: html.length,
    next: { ...next, p95: round(next.p95, 1) },
    plainNode: { ...plainNode, p95: round(plainNode.p95, 1) },
    throughputRatio: round(next.requestsPerSecond / plainNode.requestsPerSecond, 3),
    p95Ratio: round(next.p95 / Math.max(plainNode.p95, 0.001), 1),
  };
}
