import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { CrashReport } from './order-crash-invariants';
import { REPORT_PREFIX, STEP_LINE, WORKING_LINE, type CrashPlan } from './order-crash-plan';

/** Longer than any start: PGlite replaying its WAL on a busy 2-core runner takes a second or two. */
const START_LIMIT_MS = 30_000;
/** Buyers that finish fewer steps than asked in this long are killed where they are (a very slow database). */
const STEP_LIMIT_MS = 20_000;

/**
 * When a round's kill comes: once the buyers finished `steps` calls on the order port, `afterMs` later. Counted
 * in steps, not milliseconds from the start, so a runner whose every commit is slow (CI beside other suites) still
 * sees kills after payments and claims, not only during the first orders.
 */
export interface KillMoment {
  steps: number;
  afterMs: number;
}

export interface CrashWorker {
  /** The compiled worker; run it with node. */
  file: string;
  dispose(): void;
}

/**
 * Compiles the worker once into one ES module: a hundred starts under plain node cost a third less than under tsx,
 * which compiles on every start. Written below node_modules, where its packages (left out of the bundle) resolve.
 * esbuild is the one tsx compiles with, so the suite needs nothing tsx does not bring.
 */
export async function compileCrashWorker(): Promise<CrashWorker> {
  const esbuild = createRequire(require.resolve('tsx/package.json'))('esbuild') as typeof import('esbuild');
  const cache = join(process.cwd(), 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, 'order-crash-'));
  const file = join(folder, 'worker.mjs');
  await esbuild.build({
    entryPoints: [join(process.cwd(), 'lib/testing/order-crash-worker.ts')],
    outfile: file,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  return { file, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

/** A worker started ahead of its turn: node and its modules load while the previous worker still works. */
export interface StartedWorker {
  /**
   * Lets it open the database, takes its report of what it found there, kills it with SIGKILL at the moment
   * given (counted from its buyers' start), and resolves once the process is gone (until then PGlite's folder lock names a live owner). A
   * worker that fails or ends on its own rejects, with what it wrote to stderr.
   */
  run(moment: KillMoment): Promise<CrashReport>;
  /** Ends a worker that never got its turn. */
  cancel(): void;
}

export function startWorker(worker: CrashWorker, plan: CrashPlan): StartedWorker {
  // Liftoff only: a worker lives about a second, and V8 would spend it optimising PGlite's WebAssembly for a speed
  // it never reaches (measured: half the time per round, three times the orders).
  const child = spawn(process.execPath, ['--liftoff-only', worker.file, JSON.stringify(plan)], {
    cwd: process.cwd(),
    stdio: 'pipe',
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // A worker that died before its turn fails run() by how it ended, not by the go written to its closed pipe.
  child.stdin.on('error', () => undefined);
  const ended = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`));
    child.once('error', (error) => resolve(error.message));
  });
  // Whole lines only: the last piece may still be coming.
  const lines = () => output.split('\n').slice(0, -1);
  const working = () => lines().includes(WORKING_LINE);
  return {
    run: ({ steps, afterMs }) =>
      new Promise((resolve, reject) => {
        let killed = false;
        const kill = () => {
          killed = true;
          child.kill('SIGKILL');
        };
        let limit = setTimeout(kill, START_LIMIT_MS);
        let counting = false;
        const watch = () => {
          if (!counting && working()) {
            counting = true;
            clearTimeout(limit);
            limit = setTimeout(kill, STEP_LIMIT_MS);
          }
          if (!counting || lines().filter((line) => line === STEP_LINE).length < steps) return;
          child.stdout.off('data', watch);
          clearTimeout(limit);
          setTimeout(kill, afterMs);
        };
        child.stdout.on('data', watch);
        child.stdin.end('go\n');
        void ended.then((how) => {
          clearTimeout(limit);
          const report = lines().find((line) => line.startsWith(REPORT_PREFIX));
          if (killed && how === 'SIGKILL' && report && working())
            resolve(JSON.parse(report.slice(REPORT_PREFIX.length)) as CrashReport);
          else
            reject(
              new Error(
                `the worker ended (${how}) ${working() ? 'before its kill' : 'before it worked'}: ` +
                  (errors || output),
              ),
            );
        });
      }),
    cancel: () => child.kill('SIGKILL'),
  };
}
