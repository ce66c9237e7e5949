import { defineConfig } from '@playwright/test';
import { JOURNEY_BUILD } from './e2e/extra-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/testing/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys that fill both cores themselves (three shop instances under a minute of load, a bench run, a balancer
 * timed by nginx's fail_timeout). Beside other journeys they starved them into timeouts, and were starved in turn;
 * they run one at a time after the rest. One of them alone: `npx playwright test e2e/<spec> --no-deps`.
 */
const MACHINE_WIDE = [
  /three-instances\.spec\.ts/,
  /instances-balancer\.spec\.ts/,
  /bench-beside-shop\.spec\.ts/,
];

/**
 * Journeys run in Debian's Chromium (Playwright cannot download browsers here) against a production build
 * on its own seeded PGlite folder, reaching the three stores by host (*.localhost resolves to loopback).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://at.localhost:${PORT}`,
    // Journeys start with cookies declined so the banner stays out of their way; consent.spec.ts starts fresh.
    storageState: 'e2e/consent-declined.json',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: MACHINE_WIDE },
    { name: 'machine-wide', testMatch: MACHINE_WIDE, dependencies: ['journeys'], workers: 1 },
  ],
  webServer: {
    command: 'npm run e2e:server',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      // A build and a data folder of the journeys' own: pages rendered here name the journeys' origins, so they
      // must never land in the shop's `.next` (or its `./data/pglite`).
      NEXT_DIST_DIR: JOURNEY_BUILD,
      PGLITE_DATA_DIR: './data/e2e',
      NEXT_TELEMETRY_DISABLED: '1',
      E2E_PORT: String(PORT),
      // Catalogue pages also say what a cookie-keyed CDN may keep (the shared-cache journey's recipe).
      CDN_CACHE_SECONDS: '600',
      // The shared-cache journey's nginx reaches the shop from loopback, as the README's recipe has it, and the
      // CSP journey's requests stand in for a proxy that says https (over IPv4 or IPv6 loopback alike).
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      // Canonical URLs, alternates and sitemaps name the hosts the journeys reach.
      SHOP_ORIGINS: ['at', 'de', 'ro'].map((store) => `${store}=http://${store}.localhost:${PORT}`).join(','),
    },
  },
});
