import { setTimeout as sleep } from 'node:timers/promises';
import { requestGate } from './request-gate';

/** A request that takes `ms`, noting how many were under way at once and when each started. */
function slowRequests(ms: number) {
  const seen = { running: 0, most: 0, starts: [] as number[] };
  const send = async (name: string) => {
    seen.running += 1;
    seen.most = Math.max(seen.most, seen.running);
    seen.starts.push(performance.now());
    await sleep(ms);
    seen.running -= 1;
    return name;
  };
  return { seen, send };
}

describe('requestGate', () => {
  it('lets at most `concurrency` requests run at once, over every function it wraps', async () => {
    const gate = requestGate({ concurrency: 2, delayMs: 0 });
    const { seen, send } = slowRequests(5);
    const pages = gate(send);
    const sitemaps = gate(send);
    const names = Array.from({ length: 10 }, (_, index) => `/seite-${index}`);
    expect(await Promise.all(names.map((name, index) => (index % 3 ? pages : sitemaps)(name)))).toEqual(
      names,
    );
    expect(seen.most).toBe(2);
  });

  it('starts requests at least `delayMs` apart', async () => {
    const gate = requestGate({ concurrency: 4, delayMs: 20 });
    const { seen, send } = slowRequests(1);
    await Promise.all(['/a', '/b', '/c', '/d'].map(gate(send)));
    const gaps = seen.starts.slice(1).map((start, index) => start - seen.starts[index]!);
    // Timers may fire a millisecond early by performance.now()'s finer clock.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(19);
  });

  it('starts no request once aborted, neither one waiting for its delay nor one waiting for its turn', async () => {
    const stop = new AbortController();
    const gate = requestGate({ concurrency: 2, delayMs: 1_000, signal: stop.signal });
    const { seen, send } = slowRequests(5);
    const began = performance.now();
    const sent = ['/a', '/b', '/c'].map(gate(send));
    await sleep(1);
    stop.abort();
    const settled = await Promise.allSettled(sent);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(seen.starts).toHaveLength(1);
    expect(performance.now() - began).toBeLessThan(500);
  });
});
