import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFakeThelia, type FakeThelia } from '../lib/testing/fake-thelia/fake-thelia-server';

const run = promisify(execFile);

/**
 * `npm start`'s seeding step with SHOP_BACKEND=thelia (`npm run seed -- --if-empty`): an empty index gets Thelia's
 * catalogue, never the demo; a first import Thelia broke off is tried again on the next start; a filled index is
 * kept. Each run is the real script in its own process, on a PGlite folder of the test's own.
 */
describe('npm start with SHOP_BACKEND=thelia', () => {
  let thelia: FakeThelia;
  let folder: string;

  const seed = async (...args: string[]): Promise<{ code: number; output: string }> => {
    try {
      const { stdout, stderr } = await run('node_modules/.bin/tsx', ['scripts/seed.ts', ...args], {
        env: {
          ...process.env,
          PGLITE_DATA_DIR: path.join(folder, 'index'),
          DATABASE_URL: '',
          OPENSEARCH_URL: '',
          SHOP_BACKEND: 'thelia',
          THELIA_URL: thelia.baseUrl,
          THELIA_PAYMENT_MODULE_ID: '20',
          THELIA_LANGUAGE_IDS: 'de=1, en=2, ro=3',
          THELIA_DELIVERY_MODULES: '77=10',
          SESSION_SECRET: 'the-start-test-session-secret-0123456789',
        },
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  };

  beforeAll(async () => {
    thelia = await startFakeThelia();
    folder = await mkdtemp(path.join(tmpdir(), 'thelia-start-'));
  });
  afterAll(async () => {
    await thelia.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('imports again after a first import Thelia broke off, then keeps the index', async () => {
    thelia.down('error');
    const broken = await seed('--if-empty');
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/Thelia/);
    thelia.up();
    const imported = await seed('--if-empty');
    expect(imported).toMatchObject({ code: 0 });
    expect(imported.output).toMatch(/Imported in .* 4 products/);
    // Only the standard delivery is mapped: the start goes on, and says which orders could not be forwarded.
    expect(imported.output).toContain(
      'Orders cannot be forwarded: THELIA_DELIVERY_MODULES names no Thelia module for express (78).',
    );
    expect(imported.output).not.toMatch(/for standard \(77\)/);
    const kept = await seed('--if-empty');
    expect(kept).toMatchObject({ code: 0 });
    expect(kept.output).toMatch(/holds Thelia's catalogue; keeping it/);
    expect(await seed()).toMatchObject({ code: 1, output: expect.stringMatching(/comes from Thelia/) });
  }, 120_000);
});
