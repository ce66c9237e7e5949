import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../lib/adapters/embedded/database';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { copyOfBuild, startExtraServer, stopExtraServer, UNREACHABLE_DATABASE } from './extra-server';
import { startFakeSentry, type EnvelopeItem } from './fake-sentry';
import { extraPorts } from './ports';

// Two servers reporting to a local stand-in for Sentry's ingest: one whose database is down (its handlers and
// pages fail), one on a small PGlite shop with its own copy of the build (a page whose browser part fails).
const FAILING_PORT = extraPorts.monitoringFailing;
const WORKING_PORT = extraPorts.monitoringWorking;
const WORKING_DIST = '.next-monitoring';
const WORKING_DATA = './data/e2e-monitoring';
const EMAIL = 'max.mustermann@example.at';
const SESSION = 'sid-value-that-must-stay-home';

test.describe.configure({ mode: 'serial' });
// Undecided shoppers: the consent banner is part of the browser test.
test.use({ storageState: { cookies: [], origins: [] } });

let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
let failing: ChildProcess | undefined;
let working: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sentry = await startFakeSentry();
  const monitoring = { SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'e2e' };
  rmSync(WORKING_DATA, { recursive: true, force: true });
  const shop = await openDatabase({ pgliteDataDir: WORKING_DATA });
  await runSeed(shop, { seed: 42, products: 12, replace: true });
  await shop.close();
  [failing, working] = await Promise.all([
    startExtraServer(FAILING_PORT, { ...monitoring, DATABASE_URL: UNREACHABLE_DATABASE }),
    startExtraServer(WORKING_PORT, {
      ...monitoring,
      NEXT_DIST_DIR: copyOfBuild(WORKING_DIST),
      PGLITE_DATA_DIR: WORKING_DATA,
      SHOP_ORIGINS: `at=http://at.localhost:${WORKING_PORT}`,
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([stopExtraServer(failing), stopExtraServer(working)]);
  await sentry?.close();
  rmSync(WORKING_DIST, { recursive: true, force: true });
  rmSync(WORKING_DATA, { recursive: true, force: true });
});

const events = (matching: (item: EnvelopeItem) => boolean) =>
  sentry.items.filter((item) => item.type === 'event' && matching(item));
const mentions = (text: string) => (item: EnvelopeItem) => item.raw.includes(text);

test('a failing cart handler sends one event with where it failed, and no cookie or e-mail address', async ({
  request,
}) => {
  const origin = `http://at.localhost:${FAILING_PORT}`;
  const answer = await request.post(
    `http://127.0.0.1:${FAILING_PORT}/api/cart?email=${encodeURIComponent(EMAIL)}`,
    {
      headers: {
        host: `at.localhost:${FAILING_PORT}`,
        origin,
        referer: `${origin}/checkout?email=${encodeURIComponent(EMAIL)}`,
        cookie: `sid=${SESSION}; CookieConsentGA=granted`,
      },
      data: { action: 'add', saleElementId: 1, quantity: 1, language: 'de' },
    },
  );
  expect(answer.status()).toBe(503);
  expect(await answer.json()).toEqual({ ok: false, error: { code: 'cart.addFailed' } });
  const fromCart = () => events(mentions('A cart action failed'));
  await expect.poll(() => fromCart().length, { timeout: 15_000 }).toBe(1);
  const [event] = fromCart();
  expect(event!.payload).toMatchObject({
    environment: 'e2e',
    tags: { handler: 'A cart action failed' },
    request: { method: 'POST', url: expect.stringMatching(/\/api\/cart$/) },
  });
  for (const personal of [SESSION, EMAIL, 'mustermann', 'CookieConsentGA'])
    expect(event!.raw).not.toContain(personal);
  // One failure, one event: the handler answered, so Next's onRequestError does not report it again.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(fromCart()).toHaveLength(1);
});

test('a page that cannot render sends its error, without the cookie', async ({ page, context }) => {
  await context.addCookies([{ name: 'sid', value: SESSION, domain: 'at.localhost', path: '/' }]);
  const path = `/nie-gesehen-${Date.now()}.html`;
  const response = await page.goto(
    `http://at.localhost:${FAILING_PORT}${path}?email=${encodeURIComponent(EMAIL)}`,
  );
  expect(response?.status()).toBe(500);
  await expect.poll(() => events(mentions(path)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  for (const event of events(mentions(path)))
    for (const personal of [SESSION, EMAIL]) expect(event.raw).not.toContain(personal);
});

test('the browser reports its errors scrubbed, and records a replay only after consent', async ({ page }) => {
  await page.goto(`http://at.localhost:${WORKING_PORT}/`);
  await page.waitForFunction(() => '__SENTRY__' in window, undefined, { timeout: 15_000 });
  const fail = (marker: string) =>
    page.evaluate(
      (text) =>
        window.setTimeout(() => {
          throw new Error(text);
        }),
      `${marker} bei ${EMAIL}`,
    );

  await fail('Vor der Zustimmung');
  await expect.poll(() => events(mentions('Vor der Zustimmung')).length, { timeout: 15_000 }).toBe(1);
  expect(events(mentions('Vor der Zustimmung'))[0]!.raw).not.toContain(EMAIL);
  // A replay buffered before the error would be sent about five seconds after it (Sentry's flush delay).
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  expect(sentry.items.filter((item) => item.type.startsWith('replay'))).toEqual([]);

  await page.getByTestId('cookie-consent').getByRole('button', { name: "Los geht's!" }).click();
  await fail('Nach der Zustimmung');
  await expect.poll(() => events(mentions('Nach der Zustimmung')).length, { timeout: 15_000 }).toBe(1);
  await expect
    .poll(() => sentry.items.filter((item) => item.type === 'replay_event').length, { timeout: 20_000 })
    .toBeGreaterThan(0);
});
