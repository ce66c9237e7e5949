import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The journeys' build, which the main journey server builds into (playwright.config.ts) and every other server
 * of theirs runs on or copies: never the shop's `.next`, whose cached pages a shop serving from this checkout
 * answers with (they name the origins of the server that rendered them).
 */
export const JOURNEY_BUILD = '.next-e2e';

/** A PostgreSQL port where nothing listens: a server whose database is down. */
export const UNREACHABLE_DATABASE = 'postgres://shop@127.0.0.1:9/unreachable';

/** SHOP_ORIGINS for a server on `port`: each store on its own localhost name, as the journeys reach it. */
export const localShopOrigins = (port: number) =>
  ['at', 'de', 'ro'].map((store) => `${store}=http://${store}.localhost:${port}`).join(',');

/** How `npm run serve` starts the production server (server.ts), on `port`. */
export const shopServerArguments = (port: number) => ['--import', 'tsx', 'server.ts', '-p', String(port)];

/**
 * For a server whose journeys play many shoppers from this one machine: each names its own address in
 * X-Forwarded-For, as a proxy on loopback would, so each has its own rate limits.
 */
export const TRUST_LOOPBACK = { TRUSTED_PROXIES: '127.0.0.1, ::1' };

/**
 * Another production server of the journeys' build (unless `env` names a copy of its own) on `port` with `env`
 * added, answering once its health check does (with whatever status: a server whose database is down answers
 * 503).
 */
export async function startExtraServer(
  port: number,
  env: Record<string, string>,
  /** Hears what the server logs, for a journey about its warnings; otherwise the log is not kept. */
  heard?: (text: string) => void,
): Promise<ChildProcess> {
  // Another spec's server on this port would answer the health check, and the journeys would test its shop.
  if (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))
    throw new Error(`port ${port} is in use already: give the spec a port of its own in e2e/ports.ts`);
  const server = spawn(process.execPath, shopServerArguments(port), {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: JOURNEY_BUILD,
      // Journeys on the machine's Redis keep their pages apart from anything else cached there.
      PAGE_CACHE_PREFIX: 'storefront-journeys:pages',
      ...env,
    },
    stdio: heard ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk: Buffer) => heard?.(`${chunk}`));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGKILL');
  throw new Error(`the extra server on port ${port} did not start`);
}

/** What a build's server caches as it serves, in its build folder. */
const SERVER_CACHES = new Set(['cache', 'feeds', join('server', 'route-cache')]);

/**
 * A copy of the journeys' build for a server of its own: pages, data cache and feeds cached on disk belong to one
 * server's data and settings, so a second server must neither write into the first one's folder nor start with
 * what it cached (a feed being renamed into place would also break the copy). Returns the folder's name, for
 * NEXT_DIST_DIR.
 */
export function copyOfBuild(folder: string): string {
  rmSync(folder, { recursive: true, force: true });
  cpSync(JOURNEY_BUILD, folder, {
    recursive: true,
    filter: (source) => !SERVER_CACHES.has(relative(JOURNEY_BUILD, source)),
  });
  return folder;
}

/**
 * Stops a server started by startExtraServer and waits until it has exited. Its graceful stop waits for open
 * connections; one a browser still holds must not outlast the hook's time, so after 15 s it is killed.
 */
export async function stopExtraServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const stubborn = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(stubborn);
}
