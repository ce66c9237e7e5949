import type { ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startExtraServer, UNREACHABLE_DATABASE } from './extra-server';
import { extraPorts } from './ports';

const PORT = extraPorts.serverError;
let server: ChildProcess;

// One server for the file, so the tests share a worker.
test.describe.configure({ mode: 'serial' });

// Pages already in Next's cache keep being served while the backend is down (both servers share the build's
// cache folder), so each visit asks for a page nobody has rendered yet.
const uncached = (host: string) =>
  `http://${host}:${PORT}/nie-gesehen-${Date.now()}-${Math.random().toString(36).slice(2)}.html`;

// A second production server whose database cannot be reached.
test.beforeAll(async () => {
  server = await startExtraServer(PORT, { DATABASE_URL: UNREACHABLE_DATABASE });
  expect((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status).toBe(503);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('the Austrian host gets the German maintenance screen with its support line, as a 500', async ({
  page,
}) => {
  const response = await page.goto(uncached('at.localhost'));
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wir sind gleich wieder da');
  await expect(page.getByTestId('server-error')).toContainText(
    'Beim Verbinden mit dem Server ist ein Fehler aufgetreten',
  );
  await expect(page.getByTestId('server-error').getByRole('link', { name: '+43 732 890 120' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('the Romanian host gets Romanian, an unknown host English without a contact', async ({ page }) => {
  await page.goto(uncached('ro.localhost'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revenim imediat');
  // The frame may come from the data cache while the database is down, so look at the error screen itself.
  await expect(page.getByTestId('server-error').getByText('contact@sanitarlume.ro')).toBeVisible();
  await page.goto(uncached('127.0.0.1'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We will be right back');
  await expect(page.getByTestId('server-error').getByRole('link', { name: /@/ })).toHaveCount(0);
});

test('Retry forgets what the browser stored and tries again', async ({ page }) => {
  await page.goto(uncached('de.localhost'));
  await page.evaluate(() => {
    localStorage.setItem('cart_id', '42');
    sessionStorage.setItem('lastLocation', '/agb.html');
  });
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Erneut versuchen' }).click(),
  ]);
  // What the shopper's browser held is gone; the reloaded page may store its own keys again.
  expect(
    await page.evaluate(() => [localStorage.getItem('cart_id'), sessionStorage.getItem('lastLocation')]),
  ).toEqual([null, null]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wir sind gleich wieder da');
});
