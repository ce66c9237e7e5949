import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { openDatabase } from '../adapters/embedded/database';
import { runSeed } from '../adapters/embedded/seed/run';

/** A demo catalogue a suite starts from: `npm run seed`'s seed value and number of products. */
export interface TestCatalogue {
  seed: number;
  products: number;
}

/**
 * Suites start from copies: a catalogue is seeded once per database kind and day, then copied for each suite
 * that asks for it (a PGlite dump loaded, a PostgreSQL template cloned), instead of creating, migrating and
 * seeding a database per suite, which took most of the integration run. A copy is named by its day (seeded price
 * histories end today) and a hash of the catalogue, the code under lib/ and the installed packages, so a change
 * to any of them seeds anew; copies of earlier days are removed.
 */
const CACHE_DIR = resolve('node_modules/.cache/storefront-test-catalogues');
const PREFIX = 'storefront_seed_';
const dayOf = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');
const day = () => dayOf(new Date());
/** Copies of days before yesterday: a run that began before midnight may still be copying yesterday's. */
const outdated = (name: string) => {
  const made = /_(\d{8})_/.exec(name)?.[1];
  return made !== undefined && made < dayOf(new Date(Date.now() - 86_400_000));
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sources: string | undefined;

/** The code a seeded copy comes from: lib/ without its tests, the migrations included, and the lock file. */
function sourceHash(): string {
  if (sources) return sources;
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
      } else if (/\.(ts|tsx|sql|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        hash.update(path).update(readFileSync(path));
      }
    }
  };
  walk(resolve('lib'));
  hash.update(readFileSync(resolve('package-lock.json')));
  sources = hash.digest('hex');
  return sources;
}

/** The copy's name, also a PostgreSQL database name: its day, then the hash (null: migrated and empty). */
export function copyName(catalogue: TestCatalogue | null): string {
  const hash = createHash('sha256')
    .update(sourceHash())
    .update(JSON.stringify(catalogue))
    .digest('hex')
    .slice(0, 16);
  return `${PREFIX}${day()}_${hash}`;
}

/** Whether the process that wrote a lock file still runs (one just being written counts as live). */
function builderAlive(lock: string): boolean {
  let written: string;
  try {
    written = readFileSync(lock, { encoding: 'utf8' }).trim();
  } catch {
    return false; // gone meanwhile: try again
  }
  const pid = Number(written);
  if (!written || !Number.isSafeInteger(pid))
    return (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > Date.now() - 5_000;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The catalogue in a new PGlite database, dumped: built by the first suite that asks, read by the rest. */
export async function pgliteCopy(catalogue: TestCatalogue | null): Promise<Blob> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `${copyName(catalogue)}.gz`);
  // The builder's process id: a lock whose process is gone (a run cut short) is taken over at once.
  const lock = `${file}.lock`;
  const read = () => new Blob([gunzipSync(readFileSync(file))]);
  for (;;) {
    if (existsSync(file)) return read();
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!builderAlive(lock)) rmSync(lock, { force: true });
      else await pause(200);
    }
  }
  try {
    if (existsSync(file)) return read();
    const handle = await openDatabase({ pgliteDataDir: 'memory://' });
    if (catalogue) await runSeed(handle, { ...catalogue, replace: false });
    const dump = Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer());
    await handle.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, gzipSync(dump, { level: 1 }));
    renameSync(partial, file);
    for (const old of readdirSync(CACHE_DIR))
      if (outdated(old)) rmSync(join(CACHE_DIR, old), { recursive: true, force: true });
    return new Blob([dump]);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A database URL on the server of `admin`'s URL. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates `name` on the server as a copy of the catalogue's template, seeding the template first when it is not
 * there yet. An advisory lock per template lets one worker build it and keeps clones off it meanwhile (a template
 * must have no connections while it is copied).
 */
export async function postgresCopy(serverUrl: string, name: string, catalogue: TestCatalogue | null) {
  const template = copyName(catalogue);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_b`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), pgliteDataDir: '' });
      if (catalogue) await runSeed(handle, { ...catalogue, replace: false });
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      const copies = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [PREFIX],
      );
      for (const { datname } of copies.rows.filter((row) => outdated(row.datname)))
        await admin.query(`DROP DATABASE IF EXISTS "${datname.replace(/"/g, '""')}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]).catch(() => undefined);
    await admin.end();
  }
}
