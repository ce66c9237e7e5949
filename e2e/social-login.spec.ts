import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../lib/adapters/embedded/database';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { LOCAL_CLIENT, startLocalOidcProvider, type LocalOidcProvider } from '../lib/testing/local-oidc';
import { copyOfBuild, startExtraServer, stopExtraServer } from './extra-server';
import { extraPorts } from './ports';

// A shop of its own whose "Sign in with Google" goes to a real OpenID provider this test starts on loopback.
const PORT = extraPorts.socialLogin;
const DIST = '.next-social';
const DATA = './data/e2e-social';
const ORIGIN = `http://at.localhost:${PORT}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN, storageState: 'e2e/consent-declined.json' });

let provider: LocalOidcProvider;
let server: ChildProcess | undefined;
const email = `jana.${Date.now()}@example.at`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  provider = await startLocalOidcProvider([`${ORIGIN}/api/auth/google/callback`]);
  rmSync(DATA, { recursive: true, force: true });
  const shop = await openDatabase({ pgliteDataDir: DATA });
  await runSeed(shop, { seed: 42, products: 12, replace: true });
  await shop.close();
  server = await startExtraServer(PORT, {
    NEXT_DIST_DIR: copyOfBuild(DIST),
    PGLITE_DATA_DIR: DATA,
    SHOP_ORIGINS: `at=${ORIGIN}`,
    GOOGLE_CLIENT_ID: LOCAL_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: LOCAL_CLIENT.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
  });
});

test.afterAll(async () => {
  await stopExtraServer(server);
  await provider?.stop();
  rmSync(DIST, { recursive: true, force: true });
});

test('signs up with Google: the provider’s login, a short form with the names it gave, then the account', async ({
  page,
  context,
}) => {
  await page.goto('/login-register');
  // Only the configured provider has a button.
  await expect(page.getByRole('button', { name: 'Mit Facebook anmelden' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();

  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Given name').fill('Jana');
  await page.getByLabel('Family name').fill('Novak');
  await page.getByRole('button', { name: 'Sign in at the provider' }).click();

  await expect(page).toHaveURL(/\/login-register\?social=complete$/);
  const form = page.getByRole('form', { name: 'Kundenkonto vervollständigen' });
  await expect(form.getByText(email)).toBeVisible();
  await expect(form.getByLabel('Vorname')).toHaveValue('Jana');
  await expect(form.getByLabel('Nachname')).toHaveValue('Novak');
  expect(await page.evaluate(() => document.cookie)).not.toContain('social_');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await form.getByLabel('Anrede').selectOption('miss');
  await form.getByRole('button', { name: 'Konto anlegen und anmelden' }).click();

  await expect(page).toHaveURL(/\/account\?notice=account\.loggedIn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
  await expect(page.getByText('Hallo Jana!')).toBeVisible();
  // No password yet: the forms that ask for it give way to how to set one.
  const signIns = page.getByTestId('sign-in-methods');
  await expect(signIns).toContainText('Sie können sich mit Google anmelden.');
  await expect(signIns).toContainText('Ihr Konto hat noch kein Passwort.');
  await expect(page.getByRole('form', { name: 'Passwort ändern' })).toHaveCount(0);
  await expect(signIns.getByRole('link', { name: '„Passwort vergessen?“' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  const cookies = await context.cookies(ORIGIN);
  expect(cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookies.map((cookie) => cookie.name)).not.toContain('social_pending');
});

test('signs in again with Google from a product page and is back on that page', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('product-card').first().getByRole('link').first();
  const productPath = new URL(await card.evaluate((link) => (link as HTMLAnchorElement).href)).pathname;
  await page.goto(productPath);
  await page.getByRole('link', { name: 'Anmelden / Registrieren' }).click();
  await expect(page).toHaveURL(/\/login-register$/);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();

  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in at the provider' }).click();

  await expect(page).toHaveURL(`${ORIGIN}${productPath}`);
  await expect(page.getByRole('link', { name: 'Anmelden / Registrieren' })).toHaveCount(0);
});
