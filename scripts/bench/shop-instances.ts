import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { TEST_POSTGRES_URL } from '../../lib/testing/databases';
import { ownedServer } from './owned-servers';

const BENCH_REDIS_URL = 'redis://127.0.0.1:6379';

export interface ShopInstances {
  pids: number[];
  stop(): Promise<void>;
}

/** Whether the machine's Redis answers; the reason when it does not. */
export async function redisAnswers(): Promise<string | null> {
  const redis = new Redis(BENCH_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `no Redis at ${BENCH_REDIS_URL} (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
}

/**
 * Production servers of the build in `distDir` on `ports`, all with the same settings (one database, the machine's
 * Redis, one cache prefix), answering their health check before this returns.
 */
export async function startShopInstances(
  ports: readonly number[],
  distDir: string,
  env: Record<string, string>,
): Promise<ShopInstances> {
  const children: ChildProcess[] = ports.map((port) =>
    ownedServer(
      spawn(process.execPath, ['--import', 'tsx', 'server.ts', '-p', String(port)], {
        env: {
          ...process.env,
          NEXT_TELEMETRY_DISABLED: '1',
          NEXT_DIST_DIR: distDir,
          REDIS_URL: BENCH_REDIS_URL,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    ),
  );
  const stop = async () => {
    await Promise.all(
      children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
    );
  };
  const deadline = Date.now() + 120_000;
  for (const [index, port] of ports.entries()) {
    for (;;) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (health?.ok) break;
      if (children[index]!.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`the instance on port ${port} did not start`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { pids: children.map((child) => child.pid!), stop };
}

/**
 * A copy of the bench database for the instances (the seeded one as template): the orders their shoppers place
 * stay out of the database the other sections and later runs (--reuse) measure.
 */
export async function databaseCopy(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const source = new URL(url).pathname.slice(1);
  const name = `${source}_instances`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return { url: copy.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name}`) };
}

/**
 * A page cache prefix of its own, so each setup starts with an empty shared cache, and what it cached is deleted
 * afterwards rather than left in the machine's Redis.
 */
export function ownCachePrefix(): { prefix: string; forget(): Promise<void> } {
  const prefix = `storefront-bench-instances-${randomBytes(4).toString('hex')}`;
  return {
    prefix,
    async forget() {
      const redis = new Redis(BENCH_REDIS_URL);
      try {
        for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }))
          if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
      } finally {
        redis.disconnect();
      }
    },
  };
}
