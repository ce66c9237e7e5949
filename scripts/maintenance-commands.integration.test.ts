import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../lib/adapters/embedded/database';
import { openThroughRunningShop } from '../lib/adapters/embedded/command-socket/through-running-shop';
import { createEmbeddedBackend } from '../lib/adapters/embedded';
import { selectRows } from '../lib/adapters/embedded/queries/raw';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { postgresDatabase } from '../lib/testing/databases';
import { startOpenSearchDouble, type Exchange } from '../lib/testing/opensearch-double';

/**
 * The maintenance commands as an operator runs them, in their own processes, while a shop holds the database:
 * on PGlite a process holding the folder as the shop does (lib/testing/hold-database.ts), on PostgreSQL an open
 * pool. What they did is read back the way the shop would see it.
 */
const CATALOGUE = { seed: 42, products: 12 };
const MIGRATIONS = resolve('lib/adapters/embedded/migrations');
// The indexer's first full run over this catalogue, recorded from a real cluster (opensearch.integration.test.ts).
const FULL_INDEXING = (
  JSON.parse(readFileSync('lib/adapters/embedded/opensearch/fixtures/indexing.json', 'utf8')) as Exchange[]
).slice(0, 30);

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCommand(script: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, stdout, stderr })));
}

async function confirmedCustomer(handle: DatabaseHandle): Promise<string> {
  const shop = await createEmbeddedBackend(handle);
  const email = `betreiberin-${randomBytes(4).toString('hex')}@example.at`;
  const { customer } = await shop.registerCustomer({
    ...{ title: 'miss', firstname: 'Eva', lastname: 'Huber', email, company: null, vatNumber: null },
    ...{ store: 'at', language: 'de' },
  });
  await shop.confirmCustomer(customer.id, 'not-a-real-hash');
  return email;
}

function holdFolder(folder: string, commands: boolean): Promise<ChildProcess> {
  const holder = spawn(
    process.execPath,
    ['--import', 'tsx', 'lib/testing/hold-database.ts', folder, ...(commands ? ['--commands'] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((ready, failed) => {
    holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready(holder));
    holder.once('exit', (code) => failed(new Error(`the holder exited with ${code}`)));
  });
}

async function stop(holder: ChildProcess | undefined): Promise<void> {
  if (!holder || holder.exitCode !== null || holder.signalCode !== null) return;
  const exited = new Promise((done) => holder.once('exit', done));
  holder.kill('SIGTERM');
  await exited;
}

interface RunningShop {
  env: Record<string, string>;
  /** How the commands name the database they reached. */
  reached: RegExp;
  /** The database as the running shop sees it, for reading back. */
  read(): Promise<DatabaseHandle>;
}

/** The commands every database gets, against a shop that `start` sets going. */
function commandsAgainstRunningShop(start: () => Promise<RunningShop>, stopShop: () => Promise<void>) {
  let shop: RunningShop;
  let email: string;
  beforeAll(async () => {
    shop = await start();
    const handle = await shop.read();
    email = (await selectRows<{ email: string }>(handle.db, sql`SELECT email FROM customer LIMIT 1`))[0]!
      .email;
    await handle.close();
  }, 120_000);
  afterAll(stopShop);

  it('fills the search cluster from the database', async () => {
    const cluster = await startOpenSearchDouble({ replay: FULL_INDEXING });
    const outcome = await runCommand('search-index', [], {
      ...shop.env,
      OPENSEARCH_URL: cluster.url,
      OPENSEARCH_INDEX_PREFIX: 'test-',
    });
    await cluster.close();
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    expect(outcome.stdout).toMatch(shop.reached);
    expect(cluster.mismatches).toEqual([]);
    expect(cluster.exchanges).toHaveLength(FULL_INDEXING.length);
    expect(outcome.stdout).toMatch(/Indexed in [\d.]+ s\./);
  });

  it('makes an admin', async () => {
    const outcome = await runCommand('admin-create', [email], shop.env);
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    expect(outcome.stdout).toMatch(shop.reached);
    expect(outcome.stdout).toContain(`${email} is now an admin.`);
    const handle = await shop.read();
    const [row] = await selectRows<{ is_admin: boolean }>(
      handle.db,
      sql`SELECT is_admin FROM customer WHERE email = ${email}`,
    );
    await handle.close();
    expect(row?.is_admin).toBe(true);
  });

  it('changes a price, keeping its history', async () => {
    const handle = await shop.read();
    const [element] = await selectRows<{ id: number; ref: string }>(
      handle.db,
      sql`SELECT id, ref FROM product_sale_elements ORDER BY id LIMIT 1`,
    );
    await handle.close();
    const outcome = await runCommand('set-price', [element!.ref, '--price', '499.90'], shop.env);
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    expect(outcome.stdout).toContain(`${element!.ref}: prices set.`);
    const after = await shop.read();
    const [price] = await selectRows<{ price: string }>(
      after.db,
      sql`SELECT price FROM product_price WHERE product_sale_elements_id = ${element!.id}`,
    );
    await after.close();
    expect(Number(price?.price)).toBe(49_990);
  });

  it('records a VAT change for the day it takes effect', async () => {
    const outcome = await runCommand('set-tax', ['AT', 'standard', '21', '--from', '2031-01-01'], shop.env);
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    expect(outcome.stdout).toContain('2031-01-01 – …: 21 %');
  });

  it('keeps the catalogue on seed --if-empty', async () => {
    const outcome = await runCommand('seed', ['--if-empty'], shop.env);
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    expect(outcome.stdout).toContain('already holds a catalogue; keeping it');
  });
}

describe('maintenance commands while the shop runs on PGlite', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-maintenance-'));
  const folder = join(root, 'pglite');
  let holder: ChildProcess | undefined;

  commandsAgainstRunningShop(
    async () => {
      const first = await openDatabase({ pgliteDataDir: folder });
      await runSeed(first, { ...CATALOGUE, replace: false });
      await confirmedCustomer(first);
      await first.close();
      holder = await holdFolder(folder, true);
      return {
        env: { PGLITE_DATA_DIR: folder, DATABASE_URL: '' },
        reached: new RegExp(
          `Database: pglite at ${folder} \\(through the shop running in process ${holder.pid}\\)`,
        ),
        read: () => openThroughRunningShop(folder, holder!.pid!, MIGRATIONS),
      };
    },
    async () => {
      await stop(holder);
      rmSync(root, { recursive: true, force: true });
    },
  );

  it('open the folder themselves once the shop has stopped', async () => {
    await stop(holder);
    const outcome = await runCommand('admin-create', ['--revoke', 'nobody@example.at'], {
      PGLITE_DATA_DIR: folder,
      DATABASE_URL: '',
    });
    expect(outcome.stdout).toContain(`Database: pglite at ${folder}\n`);
    expect(outcome.stderr).toBe(
      'No confirmed customer has the address nobody@example.at. Register it in the shop first.\n',
    );
    expect(outcome.code).toBe(1);
  }, 60_000);

  it('fail in one line when the process holding the folder takes no commands', async () => {
    holder = await holdFolder(folder, false);
    // Held for a minute: a shop of this version would have opened its command socket long before.
    utimesSync(`${folder}.lock`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const outcome = await runCommand('set-price', ['SIN-1', '--price', '1.00'], {
      PGLITE_DATA_DIR: folder,
      DATABASE_URL: '',
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toBe(
      `The embedded database in ${folder} is open in process ${holder.pid}, which takes no commands: ` +
        'stop that process, or run this when it has finished.\n',
    );
    await stop(holder);
  }, 60_000);
});

describe('maintenance commands while the shop runs on PostgreSQL', () => {
  const unavailable = process.env.STOREFRONT_POSTGRES_UNAVAILABLE;
  if (unavailable) {
    it.skip(`skipped: ${unavailable}`, () => undefined);
    return;
  }
  let database: Awaited<ReturnType<typeof postgresDatabase>>;
  commandsAgainstRunningShop(
    async () => {
      database = await postgresDatabase(CATALOGUE);
      await confirmedCustomer(database);
      return {
        env: { DATABASE_URL: database.url },
        reached: /Database: postgres at postgres:\/\//,
        read: () => openDatabase({ databaseUrl: database.url, pgliteDataDir: '' }),
      };
    },
    () => database.dispose(),
  );
});
