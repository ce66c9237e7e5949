import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { storeUrl } from './stores';
import { JOURNEY_BUILD, shopServerArguments } from './extra-server';
import { extraPorts } from './ports';

/** Starts another production server and collects what it prints until it exits (or 60 s pass). */
function startServer(
  port: number,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, shopServerArguments(port), {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: JOURNEY_BUILD, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe('starting a server', () => {
  test.describe.configure({ timeout: 90_000 });

  test('refuses bad configuration with one message naming every bad setting', async () => {
    const { code, output } = await startServer(extraPorts.startupBadConfiguration, {
      DATABASE_URL: 'mysql://shop',
      SHOP_HOST_MAP: 'shop.example=fr',
    });
    expect(code).toBe(1);
    expect(output).toContain('2 settings are invalid');
    expect(output).toContain('DATABASE_URL');
    expect(output).toContain('SHOP_HOST_MAP');
  });

  test('refuses a second server on the PGlite folder in use and leaves the first one serving', async ({
    page,
  }) => {
    const { code, output } = await startServer(extraPorts.startupFolderInUse, {
      PGLITE_DATA_DIR: './data/e2e',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/already open in process \d+/);
    const response = await page.goto(storeUrl({ host: 'de.localhost' }));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
