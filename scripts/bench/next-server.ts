import { spawn, type ChildProcess } from 'node:child_process';
import { ownedServer } from './owned-servers';

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning the production server (server.ts) to the first byte of the home page. */
  coldStartToFirstByte: number;
  stop(): Promise<void>;
}

async function firstByte(url: string, host: string, deadline: number, server: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    // A server that refused its settings or data folder has said why on stderr; no use waiting out the deadline.
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) before answering`);
    try {
      const response = await fetch(url, { headers: { host } });
      if (response.ok && response.body) {
        await response.body.getReader().read();
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer within the deadline`);
}

/**
 * Starts the production server of the build in `distDir` on a seeded data folder and measures cold start to the
 * home page's first byte. The build folder is never left to default to `.next`: the server caches the pages it
 * renders there.
 */
export async function startNextServer(options: {
  port: number;
  dataDir: string;
  distDir: string;
  host: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const started = performance.now();
  const child: ChildProcess = ownedServer(
    spawn(process.execPath, ['--import', 'tsx', 'server.ts', '-p', String(options.port)], {
      env: {
        ...process.env,
        ...options.env,
        PGLITE_DATA_DIR: options.dataDir,
        // An operator's .env may name the shop's Redis: the bench's pages must not enter the shop's cache.
        PAGE_CACHE_PREFIX: 'storefront-bench:pages',
        NEXT_DIST_DIR: options.distDir,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const url = `http://127.0.0.1:${options.port}/`;
  await firstByte(url, options.host, Date.now() + 120_000, child);
  const coldStartToFirstByte = performance.now() - started;
  return {
    url,
    coldStartToFirstByte,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
