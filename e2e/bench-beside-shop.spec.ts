import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { BENCH_BUILD } from '../scripts/bench/build';
import { copyOfBuild, JOURNEY_BUILD } from './extra-server';

// Issue 39: `npm run bench` in the checkout of a serving shop wrote its pages into the shop's build folder, and
// the shop then answered with canonical links to the bench's origin. Here the shop is what an operator has: a
// build in `.next` (planted from the journeys' build when there is none) and a data folder in PGLITE_DATA_DIR's
// default, both compared byte by byte around a small bench run of the server sections.
const SHOP_BUILD = '.next';
const SHOP_DATA = './data/pglite';
const PLANTED = join(SHOP_BUILD, 'planted-by-bench-beside-shop');
const BENCH_PRODUCTS = 200;
const BENCH_DATA = `./data/bench-${BENCH_PRODUCTS}`;
const RESULTS = 'bench-results';

/** Every file under `folder` by path, as a digest of its bytes (a link by its target); empty when it is absent. */
function fingerprint(folder: string): Map<string, string> {
  const digests = new Map<string, string>();
  if (!existsSync(folder)) return digests;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) digests.set(relative(folder, path), `-> ${readlinkSync(path)}`);
    else if (entry.isFile())
      digests.set(relative(folder, path), createHash('sha1').update(readFileSync(path)).digest('hex'));
  }
  return digests;
}

function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

/** A port nobody listens on, so the bench's server cannot meet a journey's. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

let bench: ChildProcess | undefined;

/** Runs `npm run bench -- …args` as an operator would, resolving with its output; rejects on a failed run. */
function runBench(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // In a process group of its own, so a run cut short by the test's timeout goes with all its servers.
    const run = spawn('npm', ['run', 'bench', '--', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    bench = run;
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`the bench exited with ${code}:\n${output}`)),
    );
  });
}

test.afterAll(async () => {
  const running = bench;
  if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
  const group = -running.pid;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  process.kill(group, 'SIGTERM');
  const stubborn = setTimeout(() => process.kill(group, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(stubborn);
});

/** Whether a live process holds the shop's PGlite folder: a serving shop changes its own folders meanwhile. */
function shopServing(): boolean {
  try {
    process.kill(Number.parseInt(readFileSync(`${SHOP_DATA}.lock`, 'utf8'), 10), 0);
    return true;
  } catch {
    return false;
  }
}

test('a bench run leaves the shop’s build and data folder as they were and keeps its pages in its own', async () => {
  test.setTimeout(240_000);
  test.skip(shopServing(), `a shop is serving from ${SHOP_DATA}: its own pages would change its folders`);
  // A build left by an interrupted run of this test is planted again; an operator's own is only read.
  const planting = !existsSync(SHOP_BUILD) || existsSync(PLANTED);
  const shopDataExisted = existsSync(SHOP_DATA);
  const earlierResults = existsSync(RESULTS) ? new Set(readdirSync(RESULTS)) : undefined;
  if (planting) {
    copyOfBuild(SHOP_BUILD);
    writeFileSync(PLANTED, 'A shop build planted by e2e/bench-beside-shop.spec.ts; removed after it.\n');
  }
  try {
    const before = { build: fingerprint(SHOP_BUILD), data: fingerprint(SHOP_DATA) };
    const port = await freePort();
    // The server sections (seeding, the build copied, a crawl, the feed, load), small: ~1 min instead of ~20.
    await runBench([
      ...['--products', String(BENCH_PRODUCTS), '--seconds', '1', '--crawl', '20', '--lighthouse-runs', '0'],
      ...['--build-from', JOURNEY_BUILD, '--skip', 'in-process,seo,search,instances', '--port', String(port)],
    ]);

    const changedIn = (folder: string, digests: Map<string, string>) =>
      changedPaths(digests, fingerprint(folder)).slice(0, 20);
    expect(changedIn(SHOP_BUILD, before.build), 'files of the shop’s build the bench changed').toEqual([]);
    expect(changedIn(SHOP_DATA, before.data), 'files of the shop’s data the bench changed').toEqual([]);
    // The bench did render and cache pages, in its own folder: ones naming its origin, as the shop's got.
    const cachedPages = join(BENCH_BUILD, 'server', 'route-cache');
    const pages = readdirSync(cachedPages, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.html'),
    );
    const benchOrigin = `http://at.localhost:${port}`;
    const naming = pages.filter((path) =>
      readFileSync(join(cachedPages, path), 'utf8').includes(benchOrigin),
    );
    expect(naming.length, `pages cached in ${BENCH_BUILD} that name ${benchOrigin}`).toBeGreaterThan(0);
    expect(existsSync(BENCH_DATA)).toBe(true);
  } finally {
    if (planting) rmSync(SHOP_BUILD, { recursive: true, force: true });
    // A data folder comes with its lock and the command socket's folder; the shop's goes only if a failed run
    // made it.
    const withSiblings = (folder: string) => [folder, `${folder}.lock`, `${folder}.commands`];
    const made = [
      BENCH_BUILD,
      ...withSiblings(BENCH_DATA),
      ...(shopDataExisted ? [] : withSiblings(SHOP_DATA)),
    ];
    for (const folder of made) rmSync(folder, { recursive: true, force: true });
    if (!earlierResults) rmSync(RESULTS, { recursive: true, force: true });
    else
      for (const name of readdirSync(RESULTS))
        if (!earlierResults.has(name)) rmSync(join(RESULTS, name), { force: true });
  }
});
