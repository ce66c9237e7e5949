import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../lib/adapters/embedded/database';
import { setCustomerAdmin } from '../lib/adapters/embedded/queries/customers';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { startFakeVies, type FakeVies } from '../lib/testing/fake-vies';
import { startSmtpSink, type SmtpSink } from '../lib/testing/smtp-sink';
import {
  copyOfBuild,
  startExtraServer,
  stopExtraServer,
  TRUST_LOOPBACK,
  localShopOrigins,
} from './extra-server';
import { extraPorts } from './ports';
import { expectNoSidewaysScroll, shoot } from './phone-frame';

// A shop of its own whose mails go to a real SMTP server in this test, so a journey can open the mailed link.
const PORT = extraPorts.account;
const DIST = '.next-account';
const DATA = './data/e2e-account';
const ORIGIN = `http://at.localhost:${PORT}`;
const PASSWORD = 'warmwasser aus der therme';
const ADMIN_EMAIL = 'ada.admin@example.at';
const BACK_OFFICE = 'https://admin.sanitaerwelt.example';
let productPage = { path: '', id: 0 };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN, storageState: 'e2e/consent-declined.json' });

let sink: SmtpSink;
let vies: FakeVies;
let server: ChildProcess | undefined;
let emails = 0;
const freshEmail = () => `kundin.${(emails += 1)}.${Date.now()}@example.at`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  vies = await startFakeVies();
  rmSync(DATA, { recursive: true, force: true });
  const shop = await openDatabase({ pgliteDataDir: DATA });
  await runSeed(shop, { seed: 42, products: 12, replace: true });
  // An admin, made the way `npm run admin:create` makes one of a confirmed customer.
  await shop.db.execute(sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash,
      store_code, language_code, confirmed_at)
    VALUES ('CUS000000000001', 2, 'Ada', 'Admin', ${ADMIN_EMAIL}, ${await hash(PASSWORD)}, 'at', 'de', now())`);
  await setCustomerAdmin(shop.db, ADMIN_EMAIL, true);
  const [product] = (
    (await shop.db.execute(sql`SELECT url, view_id FROM rewriting_url
      WHERE view = 'product' AND view_locale = 'de_DE' AND redirected IS NULL ORDER BY id LIMIT 1`)) as unknown as {
      rows: Array<{ url: string; view_id: number }>;
    }
  ).rows;
  productPage = { path: `/${product!.url}`, id: product!.view_id };
  await shop.close();
  server = await startExtraServer(PORT, {
    ...TRUST_LOOPBACK,
    NEXT_DIST_DIR: copyOfBuild(DIST),
    PGLITE_DATA_DIR: DATA,
    SMTP_URL: sink.url,
    VIES_URL: vies.url,
    BACKOFFICE_URL: BACK_OFFICE,
    // All three stores on this server, so the SEO preview reads a product's other stores here too.
    SHOP_ORIGINS: localShopOrigins(PORT),
  });
});

test.afterAll(async () => {
  await stopExtraServer(server);
  await sink?.close();
  await vies?.close();
  rmSync(DIST, { recursive: true, force: true });
});

async function register(page: Page, email: string): Promise<void> {
  // Registrations are limited per client address (5 in 10 minutes); this browser is a new shopper each time.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${emails % 250}` });
  await page.goto('/login-register?tab=register');
  await page.getByRole('main').getByLabel('Anrede').selectOption('miss');
  await page.getByRole('main').getByLabel('Vorname').fill('Anna');
  await page.getByRole('main').getByLabel('Nachname').fill('Ćosić-Müller');
  await page.getByRole('main').getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByRole('main').getByLabel('E-Mail-Adresse wiederholen').fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByTestId('account-message')).toContainText('Wir haben Ihnen eine E-Mail geschickt');
}

/** The registration link's one step: the opener chooses the account's password, which opens it. */
async function openAccount(page: Page, link: string, password = PASSWORD): Promise<void> {
  await page.goto(link);
  await page.getByRole('main').getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('main').getByLabel('Passwort wiederholen').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Passwort speichern und Konto öffnen' }).click();
}

/** The welcome mail that follows a confirmation: it names the account's customer number and links to it. */
async function welcomed(email: string): Promise<void> {
  const mail = await sink.next(email);
  expect(mail.subject).toBe('Willkommen bei Sanitärwelt');
  expect(mail.text).toMatch(/Ihre Kundennummer ist CUS\d{12}\./);
  expect(mail.text).toContain(`${ORIGIN}/account`);
}

/** The link of the next mail to arrive at an address, as the customer's mail client shows it. */
async function mailedLink(to: string): Promise<{ subject: string; link: string }> {
  const mail = await sink.next(to);
  const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return { subject: mail.subject ?? '', link };
}

test('registers, confirms from the mailed link, lands logged in with a safe cookie, and logs out', async ({
  page,
  context,
}) => {
  const email = freshEmail();
  await register(page, email);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('sid');
  const { subject, link } = await mailedLink(email);
  expect(subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse bei Sanitärwelt');
  expect(link.startsWith(`${ORIGIN}/login-register?confirm=`)).toBe(true);
  await openAccount(page, link);
  await welcomed(email);
  await expect(page).toHaveURL(/\/account\?notice=account\.confirmed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
  await expect(page.getByText('Hallo Anna!')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const sid = (await context.cookies()).find((cookie) => cookie.name === 'sid');
  expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByTestId('account-message')).toHaveText('Sie sind abgemeldet.');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('sid');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login-register\?return=%2Faccount$/);
});

test('logging in keeps the guest cart, and the same answer comes for an unknown address and a wrong password', async ({
  page,
  context,
}) => {
  const email = freshEmail();
  await register(page, email);
  await openAccount(page, (await mailedLink(email)).link);
  await welcomed(email);
  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();

  // A guest's cart, as the product page's enhanced form makes it: JSON from this browser (its cookie jar).
  await page.goto('/cart');
  const added = await page.evaluate(async () => {
    for (let saleElementId = 1; saleElementId < 40; saleElementId += 1) {
      const answer = await fetch('/api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'add', saleElementId, quantity: 1 }),
      });
      if (answer.ok) return saleElementId;
    }
    return null;
  });
  expect(added).not.toBeNull();
  await page.goto('/cart');
  const guestLines = await page.getByTestId('cart-line').count();
  expect(guestLines).toBeGreaterThan(0);

  await page.goto('/login-register');
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(freshEmail());
  await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  const unknown = await page.getByTestId('account-message').textContent();
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('main').getByLabel('Passwort').fill('not the password at all');
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  expect(await page.getByTestId('account-message').textContent()).toBe(unknown);
  expect(unknown).toBe('E-Mail-Adresse oder Passwort ist falsch');
  await expect(page.getByRole('main').getByLabel('E-Mail-Adresse')).toHaveValue(email);

  const guestSid = (await context.cookies()).find((cookie) => cookie.name === 'sid')?.value;
  await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  // Back on the cart, the last page shown before the login page.
  await expect(page).toHaveURL(/\/cart$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'sid')?.value).not.toBe(guestSid);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(guestLines);
});

/**
 * A confirmed customer, logged out, after three wrong passwords at the login form: the captcha is now due for the
 * address, and the form has kept it. Returns the address.
 */
async function ownerAfterThreeFailures(page: Page): Promise<string> {
  const email = freshEmail();
  await confirmedCustomer(page, email);
  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await page.goto('/login-register');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByLabel('Passwort').fill(`wrong guess ${attempt}`);
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('account-message')).toHaveText('E-Mail-Adresse oder Passwort ist falsch');
  }
  await expect(page.getByRole('main').getByLabel('E-Mail-Adresse')).toHaveValue(email);
  return email;
}

test('after failures the login form solves the captcha in the background, and the owner gets in', async ({
  page,
}) => {
  await ownerAfterThreeFailures(page);
  await expect(page.getByRole('main').getByText('Sicherheitsprüfung abgeschlossen')).toBeVisible();
  await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/account\?notice=account\.loggedIn$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused registration says what to fix beside the field and keeps what was entered', async ({
    page,
  }) => {
    await page.goto('/login-register?tab=register');
    await expect(page.getByRole('main').getByLabel('Passwort', { exact: true })).toHaveCount(0);
    await page.getByRole('main').getByLabel('Vorname').fill('Ștefan');
    await page.getByRole('main').getByLabel('Nachname').fill('Popescu');
    await page.getByRole('main').getByLabel('E-Mail-Adresse', { exact: true }).fill('stefan@example.ro');
    await page.getByRole('main').getByLabel('E-Mail-Adresse wiederholen').fill('stefan@example.com');
    await page.getByRole('main').getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByRole('alert')).toContainText('Die E-Mail-Adressen stimmen nicht überein');
    const repeat = page.getByRole('main').getByLabel('E-Mail-Adresse wiederholen');
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveValue('stefan@example.com');
    await expect(page.getByRole('main').getByLabel('Vorname')).toHaveValue('Ștefan');
  });

  test('after failures the login form asks the captcha question, keeping the e-mail, and the owner gets in', async ({
    page,
  }) => {
    await ownerAfterThreeFailures(page);
    const question = page.getByRole('main').getByLabel(/^Wie viel ist \d+ plus \d+\?$/);
    const asked = await page
      .getByRole('main')
      .getByText(/^Wie viel ist \d+ plus \d+\?$/)
      .textContent();
    const [a, b] = asked!.match(/\d+/g)!.map(Number);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await question.fill(String(a! + b!));
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/account\?notice=account\.loggedIn$/);
  });

  test('registration, the link that chooses the password, login and logout work as plain forms', async ({
    page,
  }) => {
    const email = freshEmail();
    await register(page, email);
    const { link } = await mailedLink(email);
    // A common password is refused beside its field, never kept, and the link's form comes back.
    await openAccount(page, link, 'password1');
    await expect(page.getByRole('alert')).toContainText('gehört zu den häufigsten');
    const password = page.getByRole('main').getByLabel('Passwort', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/gehört zu den häufigsten/);
    await expect(password).toHaveValue('');
    await openAccount(page, page.url());
    await welcomed(email);
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Hallo Anna!')).toBeVisible();
    await page.goto('/logout');
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByTestId('account-message')).toHaveText('Sie sind abgemeldet.');
  });
});

test.describe('passwords without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the account changes the password only with the current one, saying what is wrong beside the field', async ({
    page,
  }) => {
    const email = freshEmail();
    await register(page, email);
    await openAccount(page, (await mailedLink(email)).link);
    await welcomed(email);
    const form = page.getByRole('form', { name: 'Passwort ändern' });
    await form.getByLabel('Bisheriges Passwort').fill('not my password at all');
    await form.getByLabel('Neues Passwort', { exact: true }).fill('ein ganz neuer satz');
    await form.getByLabel('Neues Passwort wiederholen').fill('ein ganz neuer satz');
    await form.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByRole('alert')).toHaveText('Das bisherige Passwort ist falsch');
    await expect(form.getByLabel('Bisheriges Passwort')).toHaveAccessibleDescription(
      'Das bisherige Passwort ist falsch',
    );
    await form.getByLabel('Bisheriges Passwort').fill(PASSWORD);
    await form.getByLabel('Neues Passwort', { exact: true }).fill('ein ganz neuer satz');
    await form.getByLabel('Neues Passwort wiederholen').fill('ein ganz neuer satz');
    await form.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByTestId('account-message')).toContainText('Ihr Passwort ist geändert');
  });

  test('the mailed link sets a new password once; the old one no longer logs in', async ({ page }) => {
    const email = freshEmail();
    await register(page, email);
    await openAccount(page, (await mailedLink(email)).link);
    await welcomed(email);
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();

    await page.getByRole('main').getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByTestId('account-message')).toContainText('Wenn die Adresse bei uns bekannt ist');
    const { subject, link } = await mailedLink(email);
    expect(subject).toBe('Ein neues Passwort für Sanitärwelt');
    await page.goto(link);
    await page.getByRole('main').getByLabel('Neues Passwort', { exact: true }).fill('ein ganz neuer satz');
    await page.getByRole('main').getByLabel('Neues Passwort wiederholen').fill('ein ganz neuer satz');
    await page.getByRole('main').getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByTestId('account-message')).toContainText('Ihr Passwort ist geändert');

    await page.goto(link);
    await page.getByRole('main').getByLabel('Neues Passwort', { exact: true }).fill('noch ein neuer satz');
    await page.getByRole('main').getByLabel('Neues Passwort wiederholen').fill('noch ein neuer satz');
    await page.getByRole('main').getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('alert')).toContainText('nicht mehr gültig');

    await page.goto('/login-register');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch');
    await page.getByRole('main').getByLabel('Passwort').fill('ein ganz neuer satz');
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Hallo Anna!')).toBeVisible();
  });
});

/** A customer who registered and opened the mailed link: logged in, on /account. */
async function confirmedCustomer(page: Page, email: string): Promise<void> {
  await register(page, email);
  await openAccount(page, (await mailedLink(email)).link);
  await welcomed(email);
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
}

/**
 * docs/product.md §4: the last visited page is where a login returns to. The header's login link on a product page
 * leads back to it, as the Referer says (also without JavaScript); a login page opened by its address returns to
 * the last page the browser remembers, with JavaScript.
 */
for (const javaScriptEnabled of [true, false])
  test(`a login returns to the page the shopper was on (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: ORIGIN, javaScriptEnabled });
    const page = await context.newPage();
    const email = freshEmail();
    await confirmedCustomer(page, email);
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await page.goto(productPage.path);
    await page.getByRole('banner').getByRole('link', { name: 'Anmelden / Registrieren' }).click();
    // A wrong password first: the refused form still knows where to return to.
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByLabel('Passwort').fill('not the password at all');
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('account-message')).toHaveText('E-Mail-Adresse oder Passwort ist falsch');
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(`${ORIGIN}${productPage.path}`);
    if (javaScriptEnabled) {
      await expect(page.getByRole('banner').getByRole('button', { name: 'Mein Konto' })).toBeVisible();
      // Typed in, the login page returns to the last page shown (not the login page itself).
      await page.getByRole('banner').getByRole('button', { name: 'Mein Konto' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
      await page.goto('/cart');
      await page.goto('/login-register');
      await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
      await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
      await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
      await expect(page).toHaveURL(`${ORIGIN}/cart`);
    }
    await context.close();
  });

test('an account page asked for while logged out opens after the login, whatever was shown before', async ({
  page,
}) => {
  const email = freshEmail();
  await confirmedCustomer(page, email);
  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await page.goto('/cart');
  await page.goto('/account/reviews');
  await expect(page).toHaveURL(/\/login-register\?return=%2Faccount%2Freviews$/);
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/account/reviews`);
});

test('a login never returns to another site, whatever the form says', async ({ page, request }) => {
  const email = freshEmail();
  await confirmedCustomer(page, email);
  // Node cannot resolve at.localhost: the shop's own address, its host named in the header.
  const answer = await request.post(`http://127.0.0.1:${PORT}/api/account`, {
    form: { action: 'login', language: 'de', email, password: PASSWORD, returnTo: '//evil.example/' },
    headers: { host: `at.localhost:${PORT}`, origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe('/account?notice=account.loggedIn');
});

test.describe('the account data without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the address book adds, refuses with the reason beside the field, edits, moves the default and deletes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await confirmedCustomer(page, freshEmail());
    await expect(page.getByText('Ihr Adressbuch ist leer.')).toBeVisible();
    await page.getByRole('link', { name: 'Adresse hinzufügen' }).click();
    const form = page.getByRole('form', { name: 'Neue Adresse' });
    await form.getByLabel('Name der Adresse').fill('Zuhause');
    await form.getByLabel('Vorname').fill('Anna');
    await form.getByLabel('Nachname').fill('Ćosić-Müller');
    await form.getByLabel('Straße').fill('Landstraße');
    await form.getByLabel('Hausnummer').fill('12a');
    await form.getByLabel('Postleitzahl').fill('40200');
    await form.getByLabel('Ort').fill('Linz');
    await form.getByLabel('Land').selectOption({ label: 'Österreich' });
    await form.getByLabel('Telefon').fill('+43 732 890 120');
    await form.getByRole('button', { name: 'Adresse speichern' }).click();

    const refused = page.getByRole('form', { name: 'Neue Adresse' });
    await expect(refused.getByLabel('Postleitzahl')).toHaveAccessibleDescription(
      /Bitte geben Sie eine gültige Postleitzahl ein/,
    );
    await expect(refused.getByLabel('Straße')).toHaveValue('Landstraße');
    await expect(refused.getByLabel('Nachname')).toHaveValue('Ćosić-Müller');
    await expect(
      page.getByRole('form', { name: 'Persönliche Daten' }).getByLabel('Nachname'),
    ).not.toHaveAccessibleDescription(/Postleitzahl/);
    await refused.getByLabel('Postleitzahl').fill('4020');
    await refused.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page.getByTestId('account-message')).toHaveText('Die Adresse wurde hinzugefügt.');
    const cards = page.getByTestId('address-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Zuhause · Standardadresse');
    await expect(cards.first()).toContainText('Landstraße 12a');
    await expect(cards.first()).toContainText('4020 Linz');
    await expect(cards.first().getByRole('button', { name: /Löschen/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Adresse hinzufügen' }).click();
    const second = page.getByRole('form', { name: 'Neue Adresse' });
    await second.getByLabel('Name der Adresse').fill('Ferienhaus');
    await second.getByLabel('Vorname').fill('Anna');
    await second.getByLabel('Nachname').fill('Ćosić-Müller');
    await second.getByLabel('Straße').fill('Strada Memorandumului');
    await second.getByLabel('Hausnummer').fill('28');
    await second.getByLabel('Postleitzahl').fill('400114');
    await second.getByLabel('Ort').fill('Cluj-Napoca');
    await second.getByLabel('Land').selectOption({ label: 'Rumänien' });
    await second.getByLabel('Telefon').fill('+40 264 123 456');
    await second.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(
      page.getByRole('form', { name: 'Neue Adresse' }).getByLabel('Kreis'),
    ).toHaveAccessibleDescription(/Bitte wählen Sie den Kreis/);
    await page
      .getByRole('form', { name: 'Neue Adresse' })
      .getByLabel('Kreis')
      .selectOption({ label: 'Cluj' });
    await page
      .getByRole('form', { name: 'Neue Adresse' })
      .getByRole('button', { name: 'Adresse speichern' })
      .click();
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText('Cluj, Rumänien');

    await cards.nth(1).getByRole('button', { name: 'Als Standard festlegen (Ferienhaus)' }).click();
    await expect(page.getByTestId('account-message')).toHaveText('Die Standardadresse wurde geändert.');
    await expect(cards.first()).toContainText('Ferienhaus · Standardadresse');
    await cards.nth(1).getByRole('button', { name: 'Löschen (Zuhause)' }).click();
    await expect(page.getByTestId('account-message')).toHaveText('Die Adresse wurde gelöscht.');
    await expect(cards).toHaveCount(1);

    await cards.first().getByRole('link', { name: 'Bearbeiten (Ferienhaus)' }).click();
    const edit = page.getByRole('form', { name: 'Adresse bearbeiten' });
    await expect(edit.getByLabel('Ort')).toHaveValue('Cluj-Napoca');
    await edit.getByLabel('Ort').fill('Florești');
    await edit.getByLabel('Postleitzahl').fill('407280');
    await edit.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page.getByTestId('account-message')).toHaveText('Die Adresse wurde geändert.');
    await expect(cards.first()).toContainText('407280 Florești');
  });

  test('a default address in another country the shop delivers to offers the switch, made only on request', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await confirmedCustomer(page, freshEmail());
    await expect(page.getByTestId('site-country-offer')).toHaveCount(0);
    await page.getByRole('link', { name: 'Adresse hinzufügen' }).click();
    const form = page.getByRole('form', { name: 'Neue Adresse' });
    await form.getByLabel('Name der Adresse').fill('Büro München');
    await form.getByLabel('Vorname').fill('Anna');
    await form.getByLabel('Nachname').fill('Huber');
    await form.getByLabel('Straße').fill('Marienplatz');
    await form.getByLabel('Hausnummer').fill('1');
    await form.getByLabel('Postleitzahl').fill('80331');
    await form.getByLabel('Ort').fill('München');
    await form.getByLabel('Land').selectOption({ label: 'Deutschland' });
    await form.getByLabel('Telefon').fill('+49 89 2154 870');
    await form.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page.getByTestId('site-country-offer')).toContainText(
      'Ihre Standardadresse liegt in Deutschland',
    );
    await expect(page.getByTestId('delivery-country')).toHaveValue('13');
    await page.getByRole('button', { name: 'Zu Deutschland wechseln' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('delivery-country')).toHaveValue('5');
    await expect(page.getByTestId('site-country-offer')).toHaveCount(0);
  });

  test('a company gives its VAT id, which VIES verifies, and learns when a member state cannot say', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await confirmedCustomer(page, freshEmail());
    const profile = () => page.getByRole('form', { name: 'Persönliche Daten' });
    await profile().getByLabel('Anrede').selectOption('company');
    await profile().getByLabel('Firma oder Verein').fill('Haustechnik Beispiel GmbH');
    await profile().getByLabel('UID-Nummer (optional)').fill('ATU 135 856 26');
    await profile().getByRole('button', { name: 'Persönliche Daten speichern' }).click();
    await expect(profile().getByLabel('UID-Nummer (optional)')).toHaveAccessibleDescription(
      /Die UID-Nummer ist ungültig/,
    );
    await expect(profile().getByLabel('Firma oder Verein')).toHaveValue('Haustechnik Beispiel GmbH');
    await profile().getByLabel('UID-Nummer (optional)').fill('ATU 135 856 27');
    await profile().getByRole('button', { name: 'Persönliche Daten speichern' }).click();
    await expect(page.getByTestId('vat-status')).toContainText('UID-Nummer ATU13585627: am');
    await expect(page.getByTestId('vat-status')).toContainText('beim MIAS-Dienst (VIES) der EU bestätigt');
    await expect(page.getByTestId('vat-status').getByRole('button')).toHaveCount(0);

    await profile().getByLabel('UID-Nummer (optional)').fill('FR40303265045');
    await profile().getByRole('button', { name: 'Persönliche Daten speichern' }).click();
    await expect(page.getByTestId('vat-status')).toContainText('konnte am');
    await page.getByRole('button', { name: 'UID-Nummer jetzt prüfen' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Die UID-Nummer konnte gerade nicht bestätigt werden',
    );
    expect(vies.asked).toContain('FR40303265045');
  });

  test('the login moves to a new address only from the link mailed there; the old address is told', async ({
    page,
  }) => {
    const email = freshEmail();
    await confirmedCustomer(page, email);
    const profile = page.getByRole('form', { name: 'Persönliche Daten' });
    await profile.getByLabel('Vorname').fill('Annemarie');
    await profile.getByRole('button', { name: 'Persönliche Daten speichern' }).click();
    await expect(page.getByText('Hallo Annemarie!')).toBeVisible();

    const newEmail = freshEmail();
    const change = page.getByRole('form', { name: 'E-Mail-Adresse' });
    await change.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
    await change.getByLabel('Ihr Passwort').fill('not my password at all');
    await change.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    await expect(
      page.getByRole('form', { name: 'E-Mail-Adresse' }).getByLabel('Ihr Passwort'),
    ).toHaveAccessibleDescription(/Das Passwort ist falsch/);
    await expect(
      page.getByRole('form', { name: 'E-Mail-Adresse' }).getByLabel('Neue E-Mail-Adresse'),
    ).toHaveValue(newEmail);
    await page.getByRole('form', { name: 'E-Mail-Adresse' }).getByLabel('Ihr Passwort').fill(PASSWORD);
    await page
      .getByRole('form', { name: 'E-Mail-Adresse' })
      .getByRole('button', { name: 'E-Mail-Adresse ändern' })
      .click();
    await expect(page.getByTestId('account-message')).toContainText(
      'Wir haben einen Link an die neue Adresse geschickt',
    );
    await expect(page.getByText(`Ihre E-Mail-Adresse ist ${email}.`)).toBeVisible();

    const { subject, link } = await mailedLink(newEmail);
    expect(subject).toBe('Ihre neue E-Mail-Adresse bei Sanitärwelt');
    await page.goto(link);
    await page.getByRole('main').getByRole('button', { name: 'Diese E-Mail-Adresse verwenden' }).click();
    await expect(page.getByTestId('account-message')).toContainText('Ihre E-Mail-Adresse wurde geändert');
    await expect(page.getByText(`Ihre E-Mail-Adresse ist ${newEmail}.`)).toBeVisible();
    const notice = await sink.next(email);
    expect(notice.subject).toBe('Ihre E-Mail-Adresse bei Sanitärwelt wurde geändert');
    expect(notice.text).toContain(newEmail);
  });
});

test("the header's account menu on a cached page: the login link for a visitor, Account and Log out for a customer", async ({
  page,
}) => {
  const answered = page.waitForResponse((response) => response.url().includes('/api/account'));
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Anmelden / Registrieren' })).toBeVisible();
  expect(await (await answered).json()).toEqual({ ok: true, data: { customer: null } });
  await expect(header.getByTestId('account-toggle')).toHaveCount(0);

  await confirmedCustomer(page, freshEmail());
  await page.goto('/');
  const toggle = header.getByRole('button', { name: 'Mein Konto' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Konto', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'Konto', exact: true })).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await header.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByTestId('account-message')).toHaveText('Sie sind abgemeldet.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden / Registrieren' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the header does not move when the account menu takes the login link's place", async ({ page }) => {
    await confirmedCustomer(page, freshEmail());
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/account']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Mein Konto' })).toBeVisible();
      await page.waitForTimeout(300);
      const shifted = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(shifted, path).toBeLessThan(0.01);
    }
  });
});

test.describe('the admin bar', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an admin sees the back office's links, the page's own among them, in new tabs; nobody else does", async ({
    page,
  }) => {
    await page.goto('/login-register');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(ADMIN_EMAIL);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Hallo Ada!')).toBeVisible();
    await page.goto(productPage.path);
    const bar = page.getByRole('navigation', { name: 'Backoffice' });
    await expect(bar.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute(
      'href',
      `${BACK_OFFICE}/admin/orders`,
    );
    await expect(bar.getByRole('link', { name: 'Produkt bearbeiten' })).toHaveAttribute(
      'href',
      `${BACK_OFFICE}/admin/products/update?product_id=${productPage.id}`,
    );
    await expect(bar.getByRole('link', { name: 'Kunden' })).toHaveAttribute('target', '_blank');
    await page.setViewportSize({ width: 900, height: 900 });
    await expect(bar).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByTestId('account-toggle').click();
    await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
    await page.goto(productPage.path);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Anmelden / Registrieren' }),
    ).toBeVisible();
    await expect(page.getByTestId('admin-bar')).toHaveCount(0);
    await confirmedCustomer(page, freshEmail());
    await page.goto(productPage.path);
    await expect(page.getByTestId('account-toggle')).toBeVisible();
    await expect(page.getByTestId('admin-bar')).toHaveCount(0);
  });
});

test.describe('the SEO preview', () => {
  test('an admin sees a product page as Google and social networks read it, without JavaScript; others get a 404', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL: ORIGIN,
      javaScriptEnabled: false,
      storageState: 'e2e/consent-declined.json',
    });
    const page = await context.newPage();
    // Not logged in: the ordinary 404, nothing that says an admin page is there.
    expect((await page.goto('/seo-preview'))?.status()).toBe(404);
    await page.goto('/login-register');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(ADMIN_EMAIL);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    // The product page's title as a browser has it, which the preview must show as Google would.
    await page.goto(productPage.path);
    const title = await page.title();
    await page.goto('/seo-preview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO-Vorschau');

    const form = page.getByRole('search', { name: 'SEO-Vorschau' });
    await form.getByLabel('Adresse der Seite').fill(productPage.path);
    await form.getByRole('button', { name: 'Vorschau zeigen' }).click();
    await expect(page.getByTestId('seo-preview-url')).toHaveText(`Gelesen: ${ORIGIN}${productPage.path}`);
    const desktop = page.getByTestId('serp-desktop');
    const segments = productPage.path.split('/').filter(Boolean).map(decodeURIComponent);
    await expect(desktop).toContainText([ORIGIN, ...segments].join(' › '));
    const shown = (await desktop.locator('.serp-result__title').textContent())!;
    expect(shown === title || (shown.endsWith(' ...') && title.startsWith(shown.slice(0, -4)))).toBe(true);
    await expect(page.getByText(/^Titel: [\d.]+ px von 600 px · (passt|wird gekürzt)$/)).toBeVisible();
    await expect(page.getByTestId('page-status')).toHaveText('200');
    await expect(page.getByTestId('indexing-verdict')).toHaveText(
      'Suchmaschinen dürfen diese Seite indexieren.',
    );
    await expect(form.getByLabel('Adresse der Seite')).toHaveValue(productPage.path);
    await expect(page.getByTestId('robots-verdict')).toHaveText(/^Googlebot darf die Seite lesen/);
    await expect(page.getByTestId('sitemap-listing')).toHaveText(
      'Die Sitemap des Shops führt diese Adresse.',
    );
    // The price Google shows is the page's, the cart's and the feed's, and the product is in every store.
    await expect(page.getByTestId('price-verdict')).toHaveText(
      'Strukturierte Daten, Seite, Warenkorb und Merchant-Feed zeigen denselben Preis.',
    );
    await expect(page.getByTestId('store-comparison').getByRole('columnheader')).toHaveText([
      'AT (de)',
      'DE (de)',
      'RO (ro)',
    ]);
    await expect(page.getByTestId('hreflang-verdict')).toHaveText(
      '7 Versionen, jede erreichbar und mit Rückverweis.',
    );
    await expect(page.getByTestId('structured-verdict')).toHaveText(/^2 Blöcke: keine Fehler, /);
    // The product's picture as a 1,200 × 630 card, which every network shows large.
    await expect(page.getByTestId('social-image')).toContainText(
      'Groß genug, im richtigen Format und leicht genug für Facebook, LinkedIn und X.',
    );
    await expect(page.getByTestId('social-image')).toContainText('PNG, 1200 × 630 px');

    // The bulk report over the three stores' sitemaps, started and followed without JavaScript; its first 30
    // pages, as the whole catalogue's checks are the SEO journey's (e2e/seo-report.spec.ts).
    await page.goto('/seo-preview/report');
    await page.getByLabel('Anzahl Seiten (optional)').fill('30');
    await page.getByRole('button', { name: 'Bericht starten' }).click();
    // The progress is shown anew on request, not by a page that reloads itself.
    const state = page.getByTestId('report-progress').getByRole('heading');
    await expect(async () => {
      if ((await state.textContent()) === 'Der Bericht läuft')
        await page.getByTestId('report-refresh').click();
      await expect(state).toHaveText('Der Bericht ist fertig', { timeout: 1_000 });
    }).toPass({ timeout: 120_000, intervals: [2_000] });
    await expect(page.getByTestId('report-summary')).toBeVisible();
    const reportJob = new URL(page.url()).searchParams.get('job');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^seo-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(rows[0]).toBe('\uFEFFkind,url,detail');
    // Every problem the summary counts is a row of the file.
    const counted = await page.getByTestId('report-summary').locator('tbody td:last-child').allTextContents();
    expect(rows.filter(Boolean)).toHaveLength(1 + counted.reduce((sum, count) => sum + Number(count), 0));

    // Another host is refused with a message and the typed address kept; nothing is fetched from it.
    await page.goto('/seo-preview');
    await form.getByLabel('Adresse der Seite').fill('https://elsewhere.example/');
    await form.getByRole('button', { name: 'Vorschau zeigen' }).click();
    await expect(page.getByTestId('seo-preview-error')).toHaveText(
      'Diese Adresse gehört zu keinem unserer Shops. Die Vorschau ruft nur Seiten der eigenen Shops ab.',
    );
    await expect(form.getByLabel('Adresse der Seite')).toHaveValue('https://elsewhere.example/');
    const loggedIn = await context.storageState();
    await context.close();

    // The preview's own address, passed on to another admin's browser: accessible, and laid out from phone to desktop.
    const shared = await browser.newContext({ baseURL: ORIGIN, storageState: loggedIn });
    const admin = await shared.newPage();
    await admin.goto(`/seo-preview?url=${encodeURIComponent(productPage.path)}`);
    await expect(admin.getByTestId('page-status')).toHaveText('200');
    expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);
    for (const screen of [
      { width: 320, height: 700 },
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await admin.setViewportSize(screen);
      await shoot(admin, 'test-results/seo-preview', 'seo-preview');
      await expectNoSidewaysScroll(admin, 'the SEO preview');
    }
    // The report it ran, as another admin finds it: accessible too, and its tables never widen the page.
    await admin.goto('/seo-preview/report');
    await expect(admin.getByTestId('report-summary')).toBeVisible();
    expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);
    for (const screen of [
      { width: 320, height: 700 },
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await admin.setViewportSize(screen);
      await shoot(admin, 'test-results/seo-preview', 'seo-report');
      await expectNoSidewaysScroll(admin, 'the SEO report');
    }
    await shared.close();

    // A customer who is no admin gets the same 404 as a visitor.
    const customer = await browser.newContext({ baseURL: ORIGIN, storageState: 'e2e/consent-declined.json' });
    const shopper = await customer.newPage();
    await confirmedCustomer(shopper, freshEmail());
    expect((await shopper.goto(`/seo-preview?url=${encodeURIComponent(productPage.path)}`))?.status()).toBe(
      404,
    );
    // The report's handler asks for itself: no report for a customer, nor for another site's form.
    expect((await shopper.goto('/seo-preview/report'))?.status()).toBe(404);
    const sid = (jar: Awaited<ReturnType<typeof context.storageState>>) =>
      jar.cookies.find((cookie) => cookie.name === 'sid')!.value;
    // Node cannot resolve *.localhost: the requests go to loopback naming the shop's host.
    const startReport = (session: string, origin: string) =>
      customer.request.post(`http://127.0.0.1:${PORT}/api/seo-report`, {
        form: { action: 'start', language: 'de' },
        headers: { host: new URL(ORIGIN).host, origin, cookie: `sid=${session}` },
        maxRedirects: 0,
      });
    const customerSession = sid(await customer.storageState());
    expect((await startReport(customerSession, ORIGIN)).status()).toBe(404);
    const csvOf = await customer.request.get(`http://127.0.0.1:${PORT}/api/seo-report/csv?job=${reportJob}`, {
      headers: { host: new URL(ORIGIN).host, cookie: `sid=${customerSession}` },
    });
    expect(csvOf.status()).toBe(404);
    expect((await startReport(sid(loggedIn), 'https://elsewhere.example')).status()).toBe(403);
    await customer.close();
  });
});

test('the account pages pass axe, and every field has its autocomplete token', async ({ page }) => {
  test.setTimeout(120_000);
  const paths = ['/login-register', '/login-register?tab=register', '/logout', '/forgot-password'];
  await confirmedCustomer(page, freshEmail());
  for (const path of ['/account', '/account?address=new', ...paths]) {
    await page.goto(path);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual(
      [],
    );
    for (const field of await page
      .locator('form.account-form input:not([type=hidden]), form.account-form select')
      .all())
      expect(await field.getAttribute('autocomplete')).toBeTruthy();
    // The personal pages first, then the visitor's.
    if (path === '/account?address=new')
      await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  }
});
