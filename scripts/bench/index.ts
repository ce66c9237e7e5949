/**
 * npm run bench -- [--products N] [--seconds S]
 * Prints figures, asserts nothing: seeding rate, cold start to first byte, and the home page under load side by
 * side with a plain Node server serving the same bytes in the same run (the ratio is the figure to compare).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../lib/shop/adapters/embedded/database';
import { runSeed } from '../../lib/shop/adapters/embedded/seed/run';
import { firstLoadJs } from './first-load-js';
import { load, plainServer } from './load';
import { startNextServer } from './next-server';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3200' },
  },
});
const products = Number(values.products);
const seconds = Number(values.seconds);
const dataDir = `./data/bench-${products}`;
const host = 'at.localhost';

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function main(): Promise<void> {
  const report: Record<string, unknown> = {
    products,
    seconds,
    node: process.version,
    cores: (await import('node:os')).cpus().length,
  };

  console.log(`Seeding ${products} products into a fresh PGlite folder…`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  const handle = await openDatabase({ pgliteDataDir: dataDir });
  const outcome = await runSeed(handle, { seed: 42, products, replace: true });
  await handle.close();
  if (outcome.kind !== 'seeded') throw new Error('the bench seed did not run');
  const seedSeconds = outcome.result.milliseconds / 1000;
  report.seed = {
    seconds: round(seedSeconds),
    productsPerSecond: Math.round(products / seedSeconds),
    rowsPerSecond: Math.round(outcome.result.rows / seedSeconds),
  };

  console.log('Building…');
  execFileSync('node_modules/.bin/next', ['build'], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });

  const server = await startNextServer({ port: Number(values.port), dataDir, host });
  try {
    report.coldStartToFirstByteMs = round(server.coldStartToFirstByte);
    const html = Buffer.from(await (await fetch(server.url, { headers: { host } })).arrayBuffer());
    console.log(`Loading the home page for ${seconds} s at 10 connections, then the plain baseline…`);
    const next = await load(server.url, host, seconds);
    const baseline = await plainServer(html, 'text/html; charset=utf-8');
    const plain = await load(baseline.url, host, seconds);
    await baseline.close();
    report.homePage = {
      htmlBytes: html.length,
      next: { ...next, p95: round(next.p95) },
      plainNode: { ...plain, p95: round(plain.p95) },
      throughputRatio: round(next.requestsPerSecond / plain.requestsPerSecond, 3),
      p95Ratio: round(next.p95 / Math.max(plain.p95, 0.001), 1),
    };
    report.firstLoadJs = await firstLoadJs(server.url, host);
  } finally {
    await server.stop();
  }

  console.log(JSON.stringify(report, null, 2));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    JSON.stringify(report, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
