import { instancesRecipe, nginxInstalled, startNginx } from '../../lib/testing/nginx';
import { coresBusy, cpuSnapshot, type CoresBusy } from './cpu-time';
import { mixedLoad, shopperPages } from './mixed-load';
import type { RouteFigures } from './load-record';
import { databaseCopy, ownCachePrefix, redisAnswers, startShopInstances } from './shop-instances';
import { ROUTES, type Route } from './shopper-steps';

/** nginx's port and the instances' behind it; nothing else on the machine uses 3310–3313. */
const NGINX_PORT = 3310;
const INSTANCE_PORTS = [3311, 3312, 3313] as const;
const HOST = `at.localhost:${NGINX_PORT}`;
/** Unmeasured first: a fresh process compiles as it serves, and three processes would do so three times. */
const WARM_UP_SECONDS = 5;

export interface SetupFigures {
  requestsPerSecond: number;
  routes: Record<Route, RouteFigures>;
  /** Checkout submits by outcome: placed, no answer (still under way when the load stopped), or the status. */
  checkouts: Record<string, number>;
  /** Answers per instance, as nginx named them: round robin spreads them evenly. */
  answeredBy: Record<string, number>;
  cores: CoresBusy;
}

export interface InstancesFigures {
  seconds: number;
  one: SetupFigures;
  three: SetupFigures;
  throughputRatioThreeOverOne: number;
  limit: string;
}

/** One setup: `count` instances on the database copy, a cache of their own, behind nginx with the test's lines. */
async function setup(
  count: number,
  databaseUrl: string,
  distDir: string,
  seconds: number,
): Promise<SetupFigures> {
  const cache = ownCachePrefix();
  const ports = INSTANCE_PORTS.slice(0, count);
  const instances = await startShopInstances(ports, distDir, {
    DATABASE_URL: databaseUrl,
    PAGE_CACHE_PREFIX: cache.prefix,
    SHOP_ORIGINS: ['at', 'de', 'ro']
      .map((store) => `${store}=http://${store}.localhost:${NGINX_PORT}`)
      .join(','),
    // nginx reaches them from loopback: they believe the shopper's address it forwards.
    TRUSTED_PROXIES: '127.0.0.1, ::1',
  });
  const nginx = await startNginx(
    (folder) => instancesRecipe(folder, NGINX_PORT, ports, { forwardedFor: true, instanceHeader: true }),
    [NGINX_PORT],
  ).catch(async (error: unknown) => {
    await instances.stop();
    throw error;
  });
  try {
    const url = `http://127.0.0.1:${NGINX_PORT}`;
    const pages = await shopperPages(url, HOST);
    await mixedLoad({ url, host: HOST, seconds: WARM_UP_SECONDS, pages });
    const before = cpuSnapshot();
    const load = await mixedLoad({ url, host: HOST, seconds, pages });
    const cores = coresBusy(before, cpuSnapshot(), { instances: instances.pids, nginx: nginx.pid });
    const checkouts: Record<string, number> = {};
    for (const { outcome } of load.checkouts) checkouts[outcome] = (checkouts[outcome] ?? 0) + 1;
    return {
      requestsPerSecond: load.requestsPerSecond,
      routes: load.routes,
      checkouts,
      answeredBy: load.answeredBy,
      cores,
    };
  } finally {
    await nginx.stop();
    await instances.stop();
    await cache.forget();
  }
}

/** What held one instance and three back, from where the cores went while they ran. */
export function scalingLimit(one: CoresBusy, three: CoresBusy, cores: number): string {
  const busy = (figures: CoresBusy) => `${Math.round((figures.machine / cores) * 100)} %`;
  const beside =
    `PostgreSQL ${three.postgres}, the load generator ${three.loadGenerator}, nginx ${three.nginx}, ` +
    `Redis ${three.redis}, other work ${three.others}`;
  const verdict =
    three.machine / cores >= 0.9
      ? 'the cores are the limit, a third instance only shares them'
      : 'the cores are not the limit';
  return (
    `One instance kept ${one.instances} cores busy (its JavaScript runs on one thread; all ${cores} cores ` +
    `${busy(one)} busy), three instances ${three.instances} with the cores ${busy(three)} busy beside ${beside}: ` +
    `${verdict}.`
  );
}

/** The figures in two lines: throughput and its ratio, p95 per route, and what limited them. */
export function instancesSummary({
  one,
  three,
  throughputRatioThreeOverOne,
  limit,
}: InstancesFigures): string {
  const p95 = ROUTES.map(
    (route) => `${route} ${Math.round(one.routes[route].p95)}/${Math.round(three.routes[route].p95)} ms`,
  );
  return (
    `One instance ${one.requestsPerSecond} requests/s, three ${three.requestsPerSecond}: ` +
    `${throughputRatioThreeOverOne} times; p95 one/three ${p95.join(', ')}.\n${limit}`
  );
}

/**
 * Issue 40's bench: the mixed load for `seconds` against one instance behind nginx, then against three (same
 * build, same database copy, one Redis), and the throughput of three over one. Skipped, with the reason, without
 * nginx, PostgreSQL or Redis.
 */
export async function instancesThroughput(options: {
  postgresUrl: string | null;
  distDir: string;
  seconds: number;
  cores: number;
}): Promise<InstancesFigures | { skipped: string }> {
  const missing = !nginxInstalled()
    ? 'no nginx (apt-get install nginx)'
    : !options.postgresUrl
      ? 'no PostgreSQL'
      : await redisAnswers();
  if (missing) return { skipped: missing };
  const database = await databaseCopy(options.postgresUrl!);
  try {
    const one = await setup(1, database.url, options.distDir, options.seconds);
    const three = await setup(3, database.url, options.distDir, options.seconds);
    return {
      seconds: options.seconds,
      one,
      three,
      throughputRatioThreeOverOne: Math.round((three.requestsPerSecond / one.requestsPerSecond) * 100) / 100,
      limit: scalingLimit(one.cores, three.cores, options.cores),
    };
  } finally {
    await database.drop();
  }
}
