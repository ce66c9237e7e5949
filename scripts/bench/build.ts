import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * The bench's own build folder (next.config.mjs's NEXT_DIST_DIR), never the shop's `.next`: the pages its server
 * caches name the bench's origins, and a shop serving from the same checkout would answer with them.
 */
export const BENCH_BUILD = '.next-bench';

/** What a build's server caches as it serves, in its build folder. */
const SERVER_CACHES = new Set(['cache', 'feeds', join('server', 'route-cache')]);

/**
 * Builds the shop into BENCH_BUILD, or copies the finished build in `from` there, for a run that measures the
 * server rather than the build. The copy leaves behind what that build's server cached (pages, data cache,
 * feeds): it belongs to that server's data and origins.
 */
export function benchBuild(from: string | undefined): void {
  if (from && resolve(from) === resolve(BENCH_BUILD))
    throw new Error(`--build-from ${from} is the bench's own`);
  if (from && !existsSync(`${from}/BUILD_ID`))
    throw new Error(`${from} holds no finished build (no BUILD_ID)`);
  rmSync(BENCH_BUILD, { recursive: true, force: true });
  if (from) {
    cpSync(from, BENCH_BUILD, {
      recursive: true,
      filter: (source) => !SERVER_CACHES.has(relative(from, source)),
    });
    return;
  }
  execFileSync('node_modules/.bin/next', ['build'], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: BENCH_BUILD },
  });
}
