import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { addDays, wallTimeOf, zonedWallTime } from '../lib/appointments/zoned-time';
import { embeddedAppointmentBook } from '../lib/adapters/embedded/appointment-book';
import { openDatabase } from '../lib/adapters/embedded/database';
import { setCustomerAdmin } from '../lib/adapters/embedded/queries/customers';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { TRUST_LOOPBACK, copyOfBuild, startExtraServer, stopExtraServer } from './extra-server';
import { extraPorts } from './ports';

// Issue 36, operators. A shop of its own: its admins are made in its database before it starts (PGlite has one
// process), and so is the appointment the day view shows.
const PORT = extraPorts.installations;
const DIST = '.next-installations';
const DATA = './data/e2e-installations';
const ORIGIN = `http://at.localhost:${PORT}`;
const PASSWORD = 'heizkörper entlüften';
const VIENNA = 'Europe/Vienna';
const people = {
  admin: 'ida.admin@example.at',
  plainAdmin: 'paul.admin@example.at',
  buyer: 'kai.kunde@example.at',
};
const uid = `${randomUUID()}@at.localhost`;
// A week ahead on Vienna's clock: any day shows in the view, bookable or not.
const day = addDays(wallTimeOf(new Date(), VIENNA).localDate, 7);
let server: ChildProcess | undefined;
let clients = 0;
/** Each person's own context, closed before the server stops: an open one's connections would keep it waiting. */
const contexts: BrowserContext[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN, storageState: 'e2e/consent-declined.json' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA, { recursive: true, force: true });
  const handle = await openDatabase({ pgliteDataDir: DATA });
  await runSeed(handle, { seed: 36, products: 20, replace: true });
  let number = 0;
  for (const [name, email] of Object.entries(people)) {
    number += 1;
    await handle.db
      .execute(sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash,
        store_code, language_code, confirmed_at)
      VALUES (${`CUS00000000036${number}`}, 2, ${name}, 'Muster', ${email}, ${await hash(PASSWORD)}, 'at', 'de', now())`);
  }
  await setCustomerAdmin(handle.db, people.admin, true);
  await setCustomerAdmin(handle.db, people.plainAdmin, true);
  const startsAt = zonedWallTime(day, '08:00', VIENNA);
  const booked = await embeddedAppointmentBook(handle.db).book(
    {
      uid,
      store: 'at',
      language: 'de',
      areaId: 'at-wien-noe',
      teams: 3,
      serviceKind: 'fitting',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
      busyUntil: new Date(startsAt.getTime() + 4.5 * 3_600_000),
      hold: null,
      orderId: null,
      customerId: null,
      name: 'Gerda Wasserhahn',
      email: 'gerda@example.at',
      phone: '+43 660 7654321',
      street: 'Meidlinger Hauptstraße 4',
      postcode: '1120',
      city: 'Wien',
      note: null,
    },
    new Date(),
  );
  if (booked?.team !== 1) throw new Error('the appointment was not booked for team 1');
  await handle.close();
  server = await startExtraServer(PORT, {
    ...TRUST_LOOPBACK,
    NEXT_DIST_DIR: copyOfBuild(DIST),
    PGLITE_DATA_DIR: DATA,
    SHOP_ORIGINS: `at=${ORIGIN}`,
  });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await stopExtraServer(server);
  rmSync(DIST, { recursive: true, force: true });
});

/** A person logged in, in a context of their own, from a client address of their own (limits are per client). */
async function asPerson(browser: Browser, email: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL: ORIGIN,
    javaScriptEnabled,
    storageState: 'e2e/consent-declined.json',
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(clients += 1)}` },
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/login-register');
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/account/);
  return page;
}

/** A request with the page's cookies; Node cannot resolve *.localhost, so it goes to loopback with the host. */
async function send(page: Page, request: APIRequestContext, path: string, form?: Record<string, string>) {
  const cookies = await page.context().cookies(ORIGIN);
  return request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      host: new URL(ORIGIN).host,
      origin: ORIGIN,
      'x-forwarded-for': `198.51.100.${(clients += 1)}`,
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
    ...(form ? { form } : {}),
    maxRedirects: 0,
  });
}

/** The days of the open consultation slots in Oberösterreich, as the booking page offers them. */
async function openDays(page: Page): Promise<string[]> {
  await page.goto('/appointment?service=consultation&postcode=4020');
  const starts = await page
    .locator('input[name="startsAt"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  return starts.map((start) => wallTimeOf(new Date(start), VIENNA).localDate);
}

test('an admin sees the day per team, blocks time the booking page then leaves out, and hands a team a feed until revoked', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await asPerson(browser, people.admin);
  await admin.getByRole('link', { name: 'Montagetermine und Kalender-Abos' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Montagetermine');
  await admin.goto(`/account/installations?day=${day}`);
  const team = admin.getByRole('table', { name: 'Wien & Niederösterreich, Team 1' });
  await expect(team.getByTestId('installation')).toHaveCount(1);
  for (const shown of [
    '08:00',
    'Montage',
    'Gerda Wasserhahn',
    'Meidlinger Hauptstraße 4, 1120 Wien',
    'gebucht',
  ])
    await expect(team.getByTestId('installation')).toContainText(shown);

  // A day the booking page offers in Oberösterreich, blocked from midnight to the last minute for that area.
  const blocked = (await openDays(admin))[0]!;
  await admin.goto(`/account/installations?day=${blocked}`);
  const blockForm = admin.getByRole('form', { name: 'Zeit sperren' });
  await blockForm.getByLabel('Region').selectOption({ label: 'Oberösterreich' });
  await blockForm.getByLabel('Von').fill('00:00');
  await blockForm.getByLabel('Bis').fill('23:59');
  await blockForm.getByLabel('Grund').fill('Schulung');
  await blockForm.getByRole('button', { name: 'Zeit sperren' }).click();
  await expect(admin.getByTestId('installations-message')).toContainText('Die Zeit ist gesperrt');
  await expect(admin.getByTestId('block')).toContainText('Schulung');
  expect(await openDays(admin)).not.toContain(blocked);

  await admin.goto(`/account/installations?day=${day}`);
  const feedForm = admin.getByRole('form', { name: 'Neues Kalender-Abo' });
  await feedForm.getByLabel('Region').selectOption({ label: 'Wien & Niederösterreich' });
  await feedForm.getByLabel('Team').selectOption({ label: 'Team 1' });
  await feedForm.getByLabel('Bezeichnung').fill('Team Meidling');
  await feedForm.getByRole('button', { name: 'Abo anlegen' }).click();
  await expect(admin.getByTestId('installations-message')).toContainText('Das Kalender-Abo ist angelegt');
  const url = await admin.getByTestId('feed-url').inputValue();
  // With every section filled: no axe violation, and a phone's width does not scroll sideways.
  await admin.setViewportSize({ width: 320, height: 800 });
  expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(url).toMatch(new RegExp(`^${ORIGIN}/api/installer-feed/[\\w-]{43}$`));
  expect(admin.url()).not.toContain(url.split('/').at(-1));
  const feedPath = new URL(url).pathname;
  const feed = await send(admin, request, feedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(feed.headers()['cache-control']).toBe('private, no-store');
  expect(feed.headers()['x-robots-tag']).toContain('noindex');
  const calendar = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(calendar).toContain(`UID:${uid}`);
  expect(calendar).toContain('Montage: Gerda Wasserhahn');
  // Shown once: the page without the creation's notice no longer has it.
  await admin.goto(`/account/installations?day=${day}`);
  await expect(admin.getByTestId('new-feed')).toHaveCount(0);

  await admin
    .getByRole('row', { name: /Team Meidling/ })
    .getByRole('button', { name: 'Abo widerrufen' })
    .click();
  await expect(admin.getByTestId('installations-message')).toContainText('widerrufen');
  const revoked = await send(admin, request, feedPath);
  const unknown = await send(admin, request, `/api/installer-feed/${'A'.repeat(43)}`);
  expect([revoked.status(), unknown.status()]).toEqual([404, 404]);
  expect(await revoked.text()).toBe(await unknown.text());
});

test('anyone but an admin gets no page (404) and no change (403)', async ({ browser, request }) => {
  const buyer = await asPerson(browser, people.buyer);
  expect((await send(buyer, request, '/account/installations')).status()).toBe(404);
  const block = {
    action: 'add',
    areaId: '',
    date: day,
    from: '08:00',
    to: '12:00',
    reason: 'x',
    language: 'de',
  };
  const refused = await send(buyer, request, '/api/appointments/blocks', block);
  expect(refused.status()).toBe(303);
  expect(refused.headers().location).toContain('error=installations.adminsOnly');
  const json = await buyer.request.fetch(`http://127.0.0.1:${PORT}/api/appointments/feeds`, {
    method: 'POST',
    headers: {
      host: new URL(ORIGIN).host,
      origin: ORIGIN,
      cookie: (await buyer.context().cookies(ORIGIN)).map((c) => `${c.name}=${c.value}`).join('; '),
    },
    data: { action: 'create', areaId: 'at-ooe', team: 1, label: 'x' },
  });
  expect(json.status()).toBe(403);
  await expect(buyer.getByRole('link', { name: 'Montagetermine und Kalender-Abos' })).toHaveCount(0);
});

test('without JavaScript an admin blocks and frees time with plain forms, and an unreadable day shows today', async ({
  browser,
}) => {
  const admin = await asPerson(browser, people.plainAdmin, false);
  await admin.goto('/account/installations?day=2026-02-30');
  await expect(admin.getByTestId('installations-day-notice')).toContainText('Diesen Tag gibt es nicht');
  await admin.goto(`/account/installations?day=${day}`);
  const blockForm = admin.getByRole('form', { name: 'Zeit sperren' });
  await blockForm.getByLabel('Von').fill('13:00');
  await blockForm.getByLabel('Bis').fill('12:00');
  await blockForm.getByLabel('Grund').fill('Betriebsausflug');
  await blockForm.getByRole('button', { name: 'Zeit sperren' }).click();
  await expect(admin.getByTestId('installations-message')).toContainText('Endzeit nach der Anfangszeit');
  // The refused form comes back as it was sent: only the wrong time needs changing.
  await expect(blockForm.getByLabel('Von')).toHaveValue('13:00');
  await expect(blockForm.getByLabel('Grund')).toHaveValue('Betriebsausflug');
  await blockForm.getByLabel('Bis').fill('17:00');
  await blockForm.getByRole('button', { name: 'Zeit sperren' }).click();
  await expect(admin).toHaveURL(new RegExp(`day=${day}&notice=installations\\.blockAdded`));
  // Its own block: the other journey's may fall on the same day.
  const outing = admin.getByTestId('block').filter({ hasText: 'Betriebsausflug' });
  await expect(outing).toContainText('Alle Regionen');
  await outing.getByRole('button', { name: 'Sperre aufheben' }).click();
  await expect(admin.getByTestId('installations-message')).toContainText('Die Sperre ist aufgehoben');
  await expect(admin.getByTestId('block').filter({ hasText: 'Betriebsausflug' })).toHaveCount(0);
});
