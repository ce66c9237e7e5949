import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Several instances of the shop, each its own process running Next's own cache code with the shared handler,
 * against a Redis of the test's own (so it can stop and start it): what one instance renders, reads or
 * revalidates is what the others see, and Redis going away costs shoppers nothing.
 */
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const redisAvailable = (() => {
  try {
    execFileSync('redis-server', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

interface Instance {
  call<T>(operation: string, args?: Record<string, unknown>): Promise<T>;
  output(): string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Asks `read` until it answers `wanted` or `timeoutMs` passed; answers what it last said. */
async function eventually<T>(read: () => Promise<T> | T, wanted: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!wanted(value) && Date.now() < deadline) {
    await sleep(100);
    value = await read();
  }
  return value;
}

const describeWithRedis = redisAvailable ? describe : describe.skip;

describeWithRedis('the page cache shared through Redis', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let dist: string;
  const instances: Instance[] = [];

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await sleep(300);
  };
  const stopRedis = async () => {
    if (!redis || redis.exitCode !== null || redis.signalCode !== null) return;
    const stopped = new Promise((done) => redis?.once('exit', done));
    redis?.kill('SIGTERM');
    await stopped;
  };
  const redisCli = (...args: string[]) =>
    execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).trim();
  /** Whether Redis holds a revalidation of `tag` within `timeoutMs`. */
  const expiredInRedis = async (tag: string, timeoutMs: number) =>
    (await eventually(
      () => redisCli('HEXISTS', 'test:tags:expired', tag),
      (n) => n === '1',
      timeoutMs,
    )) === '1';

  async function instance(): Promise<Instance> {
    const child = fork('lib/testing/cache-instance.ts', [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        REDIS_URL: `redis://127.0.0.1:${port}`,
        TEST_DIST: dist,
        PAGE_CACHE_PREFIX: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let next = 0;
    const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
    await new Promise<void>((ready) =>
      child.on(
        'message',
        (message: { ready?: true; id: number; ok: boolean; value: unknown; error: string }) => {
          if (message.ready) return ready();
          const waiter = waiting.get(message.id)!;
          waiting.delete(message.id);
          if (message.ok) waiter.resolve(message.value);
          else waiter.reject(new Error(message.error));
        },
      ),
    );
    const started: Instance = {
      call: (operation, args = {}) =>
        new Promise((resolve, reject) => {
          next += 1;
          waiting.set(next, { resolve: resolve as (value: unknown) => void, reject });
          child.send({ id: next, operation, args });
        }),
      output: () => output,
      stop: () => child.kill(),
    };
    instances.push(started);
    return started;
  }

  beforeAll(async () => {
    port = await freePort();
    dist = mkdtempSync(join(tmpdir(), 'storefront-shared-cache-'));
    await startRedis();
  });

  afterAll(async () => {
    for (const started of instances) started.stop();
    await stopRedis();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a page one instance rendered from another, whole and with its lifetime', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await a.call('setPage', {
      path: '/at/product/12',
      tags: ['catalogue', 'product:12'],
      html: '<h1>Therme</h1>',
    });
    const seen = await b.call<Record<string, unknown>>('getPage', { path: '/at/product/12' });
    expect(seen).toMatchObject({ hit: true, html: '<h1>Therme</h1>', rscIsBuffer: true });
    expect(seen.segments).toEqual([['/_tree', [0, 1, 2, 255]]]);
    // Without the stored lifetime an instance that did not render the page renders it again every second.
    expect(seen.revalidateInSeconds).toBeGreaterThan(3_500);
  });

  it('answers a catalogue read on every instance from the one read, until a revalidation on any of them', async () => {
    const [a, b, c] = await Promise.all([instance(), instance(), instance()]);
    expect(await a.call('cachedRead', { id: 7, answer: 'read by A' })).toEqual({ answer: 'read by A' });
    expect(await b.call('cachedRead', { id: 7, answer: 'read by B' })).toEqual({ answer: 'read by A' });
    await a.call('setPage', { path: '/at/product/7', tags: ['catalogue', 'product:7'], html: 'old price' });
    await a.call('setPage', { path: '/at/category/3', tags: ['catalogue', 'category:3'], html: 'category' });

    await c.call('revalidate', { tags: ['product:7'] });
    expect(await a.call('getPage', { path: '/at/product/7' })).toEqual({ hit: false });
    expect(await b.call('getPage', { path: '/at/category/3' })).toMatchObject({ hit: true });
    expect(await b.call('cachedRead', { id: 7, answer: 'read by B after' })).toEqual({
      answer: 'read by B after',
    });
    expect(await a.call('cachedRead', { id: 7, answer: 'read by A after' })).toEqual({
      answer: 'read by B after',
    });
  });

  it('tells every instance of a revalidation, for the lookups each keeps of its own', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await sleep(300);
    const before = await a.call<number>('forgotten');
    expect(await b.call('revalidateEverywhere', { tags: ['listings'] })).toBe('every instance');
    expect(
      await eventually(
        () => a.call<number>('forgotten'),
        (count) => count > before,
        1_000,
      ),
    ).toBeGreaterThan(before);
    expect(redisCli('HEXISTS', 'test:tags:expired', 'listings')).toBe('1');
  });

  it('counts Redis as there when a render held the event loop past the time limit while Redis answered', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await sleep(300);
    expect(await a.call('cachedRead', { id: 11, answer: 'read by A' })).toEqual({ answer: 'read by A' });
    expect(await b.call('stalledRead', { id: 11, answer: 'read by B', stallMs: 1_000 })).toEqual({
      answer: 'read by A',
    });
    expect(b.output()).not.toContain('Redis unavailable');
  });

  it('writes a revalidation Redis refused once it takes writes again, without anyone asking twice', async () => {
    const b = await instance();
    await sleep(300);
    // Out of memory with nothing to evict: Redis answers reads and refuses every write (a ReplyError).
    redisCli('CONFIG', 'SET', 'maxmemory-policy', 'noeviction');
    redisCli('CONFIG', 'SET', 'maxmemory', '1');
    try {
      expect(await b.call('revalidateEverywhere', { tags: ['brand:77'] })).toBe('this instance only');
      expect(b.output()).toContain('Redis refused a command');
    } finally {
      redisCli('CONFIG', 'SET', 'maxmemory', '0');
    }
    expect(await expiredInRedis('brand:77', 8_000)).toBe(true);
    expect(b.output()).not.toContain('Redis unavailable');
  }, 20_000);

  it('keeps the replay after a reconnect to the time limit of a call when Redis hangs again', async () => {
    const b = await instance();
    await sleep(300);
    const warnings = () => b.output().split('Shared page cache: Redis unavailable').length - 1;
    // Writes hang (reads would still be answered): the revalidation is kept for later.
    redisCli('CLIENT', 'PAUSE', '20000', 'WRITE');
    try {
      expect(await b.call('revalidateEverywhere', { tags: ['brand:88'] })).toBe('this instance only');
      expect(warnings()).toBe(1);
      // The connection drops and comes back: the instance replays at once, into a Redis still hanging. Reads wait
      // for that replay, so it gives up as a call does, not after ioredis's 5 s backstop.
      redisCli('CLIENT', 'KILL', 'TYPE', 'normal');
      expect(await eventually(warnings, (count) => count === 2, 3_000)).toBe(2);
    } finally {
      redisCli('CLIENT', 'UNPAUSE');
    }
    expect(b.output()).not.toContain('Redis is back');
    // Once it tries Redis again, the revalidation is written.
    await sleep(5_000);
    await b.call('getPage', { path: '/at/brand/88' });
    expect(await expiredInRedis('brand:88', 3_000)).toBe(true);
  }, 30_000);

  it('goes on per instance while Redis is down, and replays the revalidations made meanwhile', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await a.call('setPage', { path: '/at/brand/5', tags: ['catalogue', 'brand:5'], html: 'brand' });
    await stopRedis();

    expect(await b.call('getPage', { path: '/at/brand/5' })).toEqual({ hit: false });
    expect(await b.call('cachedRead', { id: 9, answer: 'B alone' })).toEqual({ answer: 'B alone' });
    expect(await b.call('cachedRead', { id: 9, answer: 'B again' })).toEqual({ answer: 'B alone' });
    expect(await b.call('revalidateEverywhere', { tags: ['brand:5', 'product:9'] })).toBe(
      'this instance only',
    );
    // What B kept alone follows B's own revalidation at once, not only once Redis is back.
    expect(await b.call('cachedRead', { id: 9, answer: 'B after its revalidation' })).toEqual({
      answer: 'B after its revalidation',
    });
    expect(await eventually(b.output, (text) => text.includes('Redis unavailable'), 1_000)).toContain(
      'Shared page cache: Redis unavailable',
    );

    await startRedis();
    expect(await expiredInRedis('brand:5', 8_000)).toBe(true);
    expect(await eventually(b.output, (text) => text.includes('replayed'), 1_000)).toMatch(
      /Redis is back, 1 revalidation\(s\) replayed/,
    );
    // Shared again: Redis (empty after its restart) answers, not what B kept alone meanwhile.
    expect(await b.call('cachedRead', { id: 9, answer: 'B once Redis is back' })).toEqual({
      answer: 'B once Redis is back',
    });
  }, 30_000);
});
