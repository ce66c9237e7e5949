import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { openDatabase, type DatabaseHandle } from '../database';
import { selectRows } from '../queries/raw';
import { serveCommandSocket } from './serve';
import { framed } from './wire-messages';
import { commandSocketFolder, commandSocketPath, COMMAND_SOCKET_PORT } from './socket-path';
import { openThroughRunningShop, RunningShopUnreachableError } from './through-running-shop';

const MIGRATIONS = resolve('lib/adapters/embedded/migrations');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A command's own connection, as node-postgres (every maintenance command's driver) makes it. */
const commandPool = (dataFolder: string) =>
  new Pool({ host: commandSocketFolder(dataFolder), port: COMMAND_SOCKET_PORT, user: 'postgres', max: 1 });

let root: string;
let folder: string;
let shop: DatabaseHandle;
const notes = () =>
  selectRows<{ note: string }>(shop.db, sql`SELECT note FROM probe ORDER BY note`).then((rows) =>
    rows.map((row) => row.note),
  );

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'storefront-commands-'));
  folder = join(root, 'pglite');
  shop = await openDatabase({ pgliteDataDir: folder, serveCommands: true });
  await shop.db.execute(sql`CREATE TABLE probe (note text NOT NULL)`);
}, 60_000);

afterEach(() => shop.db.execute(sql`DELETE FROM probe`));

afterAll(async () => {
  await shop.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the running shop’s command socket', () => {
  it('listens where only the shop’s user gets in', () => {
    expect(statSync(commandSocketFolder(folder)).mode & 0o777).toBe(0o700);
    expect(statSync(commandSocketPath(folder)).mode & 0o777).toBe(0o600);
  });

  it('holds the shop’s writes back while a command’s transaction is open, and never rolls them back with it', async () => {
    const command = commandPool(folder);
    const connection = await command.connect();
    await connection.query('BEGIN');
    await connection.query(`INSERT INTO probe VALUES ('command')`);
    let shopWrote = false;
    const shopWrite = shop.db.execute(sql`INSERT INTO probe VALUES ('shop')`).then(() => (shopWrote = true));
    await sleep(200);
    expect(shopWrote).toBe(false);
    await connection.query('ROLLBACK');
    await shopWrite;
    connection.release();
    await command.end();
    expect(await notes()).toEqual(['shop']);
  });

  it('keeps a command’s statements out of a transaction the shop has open', async () => {
    const command = commandPool(folder);
    const shopTransaction = shop.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO probe VALUES ('shop')`);
        await sleep(300);
        throw new Error('the shop changes its mind');
      })
      .catch((error: Error) => error.message);
    await sleep(50);
    await command.query(`INSERT INTO probe VALUES ('command')`);
    expect(await shopTransaction).toBe('the shop changes its mind');
    await command.end();
    expect(await notes()).toEqual(['command']);
  });

  it('rolls back a command that goes away mid-transaction, and the shop goes on', async () => {
    const command = commandPool(folder);
    const connection = await command.connect();
    await connection.query('BEGIN');
    await connection.query(`INSERT INTO probe VALUES ('half-done')`);
    connection.release(new Error('the command was killed'));
    await command.end();
    await shop.db.execute(sql`INSERT INTO probe VALUES ('shop')`);
    expect(await notes()).toEqual(['shop']);
  });

  it('rolls back an extended query a command left half-sent when its socket closes, which a Sync would commit', async () => {
    const socket = createConnection(commandSocketPath(folder));
    await new Promise((connected) => socket.once('connect', connected));
    const startup = Buffer.from('\0\0\0\0\0\x03\0\0user\0postgres\0\0', 'latin1');
    startup.writeInt32BE(startup.length, 0);
    const parse = framed('P', Buffer.from(`\0INSERT INTO probe VALUES ('raw')\0\0\0`, 'latin1'));
    const bind = framed('B', Buffer.from('\0\0\0\0\0\0\0\0', 'latin1'));
    const execute = framed('E', Buffer.from('\0\0\0\0\0', 'latin1'));
    let answered = '';
    socket.on('data', (chunk: Buffer) => (answered += chunk.toString('latin1')));
    socket.write(Buffer.concat([startup, parse, bind, execute]));
    // ParseComplete, BindComplete and CommandComplete of the insert: executed, not yet synced.
    while (!answered.includes('INSERT 0 1')) await sleep(20);
    socket.destroy();
    await shop.db.execute(sql`INSERT INTO probe VALUES ('shop')`);
    expect(await notes()).toEqual(['shop']);
  });

  it('refuses COPY FROM STDIN, which PGlite cannot take over the wire, and the shop goes on', async () => {
    const command = commandPool(folder);
    await expect(command.query('COPY probe FROM STDIN')).rejects.toThrow(
      /cannot run through the running shop/,
    );
    await command.query(`INSERT INTO probe VALUES ('command')`);
    await command.end();
    await shop.db.execute(sql`INSERT INTO probe VALUES ('shop')`);
    expect(await notes()).toEqual(['command', 'shop']);
  });

  it('refuses commands whose code expects another database schema than the running shop migrated to', async () => {
    const other = join(root, 'migrations-of-another-version');
    mkdirSync(join(other, 'meta'), { recursive: true });
    writeFileSync(join(other, 'meta/_journal.json'), JSON.stringify({ entries: [{ when: 1 }] }));
    await expect(openThroughRunningShop(folder, process.pid, other)).rejects.toThrow(
      /restart it with this version first/,
    );
    const current = await openThroughRunningShop(folder, process.pid, MIGRATIONS);
    expect(current.location).toContain(`through the shop running in process ${process.pid}`);
    await current.close();
  });

  it('says in one line that a process holding the folder without a command socket takes no commands', async () => {
    const held = join(root, 'held-elsewhere');
    // The holder took the folder a minute ago: a shop of this version would have been listening long since.
    writeFileSync(`${held}.lock`, '4242');
    utimesSync(`${held}.lock`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const asked = Date.now();
    const refusal = openThroughRunningShop(held, 4242, MIGRATIONS);
    await expect(refusal).rejects.toBeInstanceOf(RunningShopUnreachableError);
    await expect(refusal).rejects.toThrow(
      `The embedded database in ${held} is open in process 4242, which takes no commands: stop that process, ` +
        'or run this when it has finished.',
    );
    expect(Date.now() - asked).toBeLessThan(1_000);
  });
});

describe('a command that falls silent while it holds the shop’s database', () => {
  it('is rolled back and cut off, so the shop is not stalled', async () => {
    const client = await PGlite.create();
    await client.exec('CREATE TABLE probe (note text NOT NULL)');
    const silentFolder = join(root, 'silent');
    const commands = await serveCommandSocket(client, silentFolder, 300);
    const command = commandPool(silentFolder);
    command.on('error', () => undefined);
    const connection = await command.connect();
    connection.on('error', () => undefined);
    await connection.query('BEGIN');
    await connection.query(`INSERT INTO probe VALUES ('silent')`);
    const started = Date.now();
    await client.query(`INSERT INTO probe VALUES ('shop')`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    const { rows } = await client.query<{ note: string }>('SELECT note FROM probe');
    expect(rows).toEqual([{ note: 'shop' }]);
    await expect(connection.query('COMMIT')).rejects.toThrow();
    connection.release(true);
    await command.end().catch(() => undefined);
    await commands.close();
    await client.close();
  });
});
