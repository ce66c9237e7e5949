import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './database';
import { DatabaseFolderLockedError } from './folder-lock';
import { isSeeded } from './seed';
import { runSeed } from './seed/run';

const productCount = async (handle: DatabaseHandle) => {
  const { rows } = (await handle.db.execute(sql`SELECT count(*) AS n FROM product`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(rows[0]?.n);
};

describe('seeding is all or nothing', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDataDir: 'memory://' });
  }, 60_000);
  afterAll(() => handle.close());

  it('leaves an empty database empty when the seed fails half-way', async () => {
    const failing = runSeed(handle, {
      seed: 1,
      products: 700,
      replace: false,
      onProgress: (done) => {
        if (done >= 500) throw new Error('power cut');
      },
    });
    await expect(failing).rejects.toThrow('power cut');
    expect(await isSeeded(handle.db)).toBe(false);
    expect(await productCount(handle)).toBe(0);
  }, 120_000);

  it('keeps the previous catalogue when a replacement fails, and keeps it on --if-empty', async () => {
    await runSeed(handle, { seed: 1, products: 120, replace: false });
    expect(await productCount(handle)).toBe(120);
    await expect(
      runSeed(handle, {
        seed: 2,
        products: 600,
        replace: true,
        onProgress: () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(await productCount(handle)).toBe(120);
    expect(await runSeed(handle, { seed: 3, products: 50, replace: false })).toEqual({ kind: 'kept' });
    expect(await productCount(handle)).toBe(120);
  }, 120_000);
});

describe('one process per PGlite folder', () => {
  let folder: string;
  let holder: ChildProcess | undefined;
  beforeAll(() => {
    folder = join(mkdtempSync(join(tmpdir(), 'storefront-lock-')), 'pglite');
  });
  afterAll(() => {
    holder?.kill('SIGKILL');
    rmSync(join(folder, '..'), { recursive: true, force: true });
  });

  it('refuses a second process with a clear error and leaves the data intact', async () => {
    const first = await openDatabase({ pgliteDataDir: folder });
    await runSeed(first, { seed: 5, products: 40, replace: false });
    await first.close();

    // A second server process holds the folder open…
    holder = spawn(process.execPath, ['--import', 'tsx', 'lib/testing/hold-database.ts', folder], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      holder!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      holder!.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
    });

    // …so this one is turned away before PGlite touches the files.
    const second = openDatabase({ pgliteDataDir: folder });
    await expect(second).rejects.toBeInstanceOf(DatabaseFolderLockedError);
    await expect(second).rejects.toThrow(/already open in process \d+/);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder!.once('exit', resolve));
    const reopened = await openDatabase({ pgliteDataDir: folder });
    expect(await isSeeded(reopened.db)).toBe(true);
    expect(await productCount(reopened)).toBe(40);
    await reopened.close();
  }, 120_000);
});
