import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { hash } from '@node-rs/argon2';
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { createEmbeddedBackend } from '../lib/adapters/embedded';
import { openDatabase } from '../lib/adapters/embedded/database';
import { embeddedNewsletterStore } from '../lib/adapters/embedded/newsletter-store';
import { setCustomerAdmin } from '../lib/adapters/embedded/queries/customers';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { mailHeader, startSmtpSink, type SmtpSink } from '../lib/testing/smtp-sink';
import { copyOfBuild, startExtraServer, stopExtraServer, TRUST_LOOPBACK } from './extra-server';
import { extraPorts } from './ports';

// A shop of its own whose mails go to a real SMTP server in this test, so a journey can open the mailed link.
const PORT = extraPorts.newsletter;
const DIST = '.next-newsletter';
const DATA = './data/e2e-newsletter';
const origin = (store: 'at' | 'de' | 'ro') => `http://${store}.localhost:${PORT}`;
const ORIGIN = origin('at');
const PASSWORD = 'warmwasser aus der therme';
const CUSTOMERS = ['nora.js@example.at', 'nora.nojs@example.at'];
// Customers who left a cart a day and more ago, one of them a subscriber; and an operator.
const LEFT_CART = { subscriber: 'rita.reminder@example.at', unconsented: 'udo.ohne@example.at' };
const OPERATOR = 'ada.admin@example.at';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN, storageState: 'e2e/consent-declined.json' });

let sink: SmtpSink;
let server: ChildProcess | undefined;
let emails = 0;
const freshEmail = () => `leserin.${(emails += 1)}.${Date.now()}@example.at`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  rmSync(DATA, { recursive: true, force: true });
  const shop = await openDatabase({ pgliteDataDir: DATA });
  await runSeed(shop, { seed: 42, products: 12, replace: true });
  // Confirmed customers, made the way `npm run admin:create` makes one.
  for (const [index, email] of CUSTOMERS.entries())
    await shop.db.execute(sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash,
        store_code, language_code, confirmed_at)
      VALUES (${`CUS00000000009${index}`}, 2, 'Nora', 'Leitner', ${email}, ${await hash(PASSWORD)}, 'at', 'de',
        now())`);
  await leaveCarts(shop);
  await shop.close();
  server = await startExtraServer(PORT, {
    ...TRUST_LOOPBACK,
    NEXT_DIST_DIR: copyOfBuild(DIST),
    PGLITE_DATA_DIR: DATA,
    SMTP_URL: sink.url,
    SHOP_ORIGINS: (['at', 'de', 'ro'] as const).map((store) => `${store}=${origin(store)}`).join(','),
  });
});

/** Customers' carts left 30 hours ago, the subscriber's consent confirmed, before the shop (and its sweep) starts. */
async function leaveCarts(shop: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const backend = await createEmbeddedBackend(shop);
  const { rows } = (await shop.db.execute(sql`SELECT pse.id FROM product_sale_elements pse
      JOIN product p ON p.id = pse.product_id AND p.visible AND p.kind = 'goods'
      WHERE pse.is_default AND pse.quantity >= 10 AND p.min_quantity = 1 ORDER BY pse.id LIMIT 1`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  const people = [LEFT_CART.subscriber, LEFT_CART.unconsented, OPERATOR];
  for (const [index, email] of people.entries()) {
    const { rows: made } = (await shop.db
      .execute(sql`INSERT INTO customer (ref, title_id, firstname, lastname,
        email, password_hash, store_code, language_code, confirmed_at)
      VALUES (${`CUS00000000019${index}`}, 2, 'Rita', 'Richter', ${email}, ${await hash(PASSWORD)}, 'at', 'de', now())
      RETURNING id`)) as unknown as { rows: Array<{ id: number }> };
    if (email === OPERATOR) continue;
    const added = await backend.addToCart(
      {
        cartId: null,
        store: 'at',
        saleElementId: rows[0]!.id,
        quantity: 2,
        maxQuantity: 10,
        pricesHeldUntil: new Date(Date.now() + 86_400_000),
        undeliverable: false,
      },
      'de',
    );
    if (!added.ok) throw new Error('the cart was not filled');
    await shop.db.execute(sql`UPDATE cart SET customer_id = ${made[0]!.id},
      updated_at = now() - interval '30 hours' WHERE id = ${added.cart.id}`);
    if (email === LEFT_CART.subscriber) {
      const newsletter = embeddedNewsletterStore(shop.db);
      const { subscriber } = await newsletter.signUp({
        store: 'at',
        email,
        language: 'de',
        source: 'account',
        customerId: made[0]!.id,
        now: new Date(),
      });
      await newsletter.confirm(subscriber.id, subscriber.consentAt, new Date());
    }
  }
  await setCustomerAdmin(shop.db, OPERATOR, true);
}

test.afterAll(async () => {
  await stopExtraServer(server);
  await sink?.close();
  rmSync(DIST, { recursive: true, force: true });
});

const linkIn = (mail: ParsedMail, path: string) => {
  const link = new RegExp(`https?://\\S+${path.replace(/[?]/g, '\\?')}[\\w.-]+`).exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
};

/** Sign-ups are limited per client address: each journey's browser comes from one of its own. */
async function newShopper(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(emails % 250) + 1}` });
}

async function signUpFromFooter(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('E-Mail-Adresse').fill(email);
  await footer.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/newsletter?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expect(page.getByRole('main').getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Bitte bestätigen Sie die Anmeldung mit dem Link',
  );
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript });

    test('signs up from the footer, confirms by the mailed link’s button, and unsubscribes by its page', async ({
      page,
    }) => {
      await newShopper(page);
      const email = freshEmail();
      await signUpFromFooter(page, email);
      const mail = await sink.next(email);
      expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei Sanitärwelt');
      expect(mailHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      await page.goto(linkIn(mail, '/newsletter?confirm='));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung bestätigen');
      await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
      );
      await expect(page.getByRole('main').getByRole('status')).toBeFocused();

      await page.goto(linkIn(mail, '/newsletter-unsubscribe?token='));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter abbestellen');
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Sie haben den Newsletter abbestellt.',
      );
      await page.goto(linkIn(mail, '/newsletter-unsubscribe?token='));
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Diese E-Mail-Adresse ist bereits vom Newsletter abgemeldet.',
      );
    });

    test('shows markup as text, and refuses a spam-sized address with a message, keeping it', async ({
      page,
    }) => {
      await newShopper(page);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const markup = '"><img src=x onerror=alert(1)>';
      await page.goto(`/newsletter?email=${encodeURIComponent(markup)}&error=newsletter.emailInvalid`);
      const field = page.getByRole('main').getByLabel('E-Mail-Adresse');
      await expect(field).toHaveValue(markup);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      );
      await expect(page.getByRole('main').locator('img')).toHaveCount(0);
      // The browser's own check lets these through (the longer is one past what an address may be); the shop's
      // does not.
      for (const typed of ['maria@localhost', `${'a'.repeat(244)}@example.at`]) {
        await page.goto(`/newsletter?email=${encodeURIComponent(typed)}`);
        await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(
          'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        );
        await expect(page.getByRole('main').getByRole('alert')).toBeFocused();
        await expect(field).toHaveValue(typed);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
      }
      expect(dialogs).toBe(0);
    });

    test('lets a customer subscribe and unsubscribe in the account', async ({ page }) => {
      await newShopper(page);
      const email = CUSTOMERS[javaScript ? 0 : 1]!;
      await page.goto('/login-register');
      await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
      await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
      await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
      await expect(page).toHaveURL(/\/account\?notice=account\.loggedIn$/);
      const part = page.getByTestId('account-newsletter');
      await expect(part).toContainText('Sie erhalten unseren Newsletter nicht.');
      await part.getByRole('button', { name: 'Newsletter abonnieren' }).click();
      await expect(part).toContainText(
        `Ihre Anmeldung wartet auf die Bestätigung mit dem Link, den wir an ${email}`,
      );
      const mail = await sink.next(email);
      await page.goto(linkIn(mail, '/newsletter?confirm='));
      await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText('bestätigt');
      await page.goto('/account');
      await expect(part).toContainText(`Sie erhalten unseren Newsletter an ${email}.`);
      await part.getByRole('button', { name: 'Newsletter abbestellen' }).click();
      await expect(part).toContainText('Sie erhalten unseren Newsletter nicht.');
      await expect(part.getByRole('status')).toHaveText('Sie haben den Newsletter abbestellt.');
    });
  });
}

test('a mail client unsubscribes with one click: a POST without origin to the List-Unsubscribe link', async ({
  page,
  playwright,
}) => {
  await newShopper(page);
  const email = freshEmail();
  await signUpFromFooter(page, email);
  const mail = await sink.next(email);
  await page.goto(linkIn(mail, '/newsletter?confirm='));
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('bestätigt');

  const header = mailHeader(mail, 'list-unsubscribe') ?? '';
  const [https, mailto] = [...header.matchAll(/<([^>]+)>/g)].map((match) => match[1]!);
  expect(https).toMatch(new RegExp(`^${ORIGIN}/api/newsletter/unsubscribe\\?token=[\\w.-]+$`));
  expect(mailto).toMatch(/^mailto:service@sanitaerwelt\.at\?subject=/);
  // A mail provider's server: no cookies, no Origin, no Referer. Node cannot resolve *.localhost, so the link's
  // host goes in a header.
  const provider = await playwright.request.newContext({ storageState: { cookies: [], origins: [] } });
  const post = (url: string) => {
    const target = new URL(url);
    return provider.post(`http://127.0.0.1:${PORT}${target.pathname}${target.search}`, {
      headers: { host: target.host, 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
  };
  const answer = await post(https!);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toBe('unsubscribed');
  // A link scanner's GET unsubscribes nothing; it leads to the page whose button does.
  const target = new URL(https!);
  const scanned = await provider.get(`http://127.0.0.1:${PORT}${target.pathname}${target.search}`, {
    headers: { host: target.host },
    maxRedirects: 0,
  });
  expect(scanned.status()).toBe(303);
  expect(scanned.headers().location).toMatch(/^\/newsletter-unsubscribe\?token=/);
  expect((await post(`${https!.slice(0, -4)}AAAA`)).status()).toBe(400);
  await provider.dispose();
  await page.goto(linkIn(mail, '/newsletter-unsubscribe?token='));
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Diese E-Mail-Adresse ist bereits vom Newsletter abgemeldet.',
  );
});

test('the newsletter pages are in all three stores, in their language', async ({ page }) => {
  for (const [store, title, button] of [
    ['de', 'Newsletter', 'Anmelden'],
    ['ro', 'Newsletter', 'Abonare'],
  ] as const) {
    await page.goto(`${origin(store)}/newsletter?email=ana%40example.ro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByRole('button', { name: button })).toBeVisible();
  }
  await page.goto(`${origin('ro')}/en/newsletter-unsubscribe`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter');
  await expect(page.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/en/account');
});

test('the newsletter pages pass axe', async ({ page }) => {
  await newShopper(page);
  const email = freshEmail();
  await signUpFromFooter(page, email);
  const mail = await sink.next(email);
  for (const path of [
    '/newsletter',
    '/newsletter?email=maria%40example.at&error=newsletter.emailInvalid',
    new URL(linkIn(mail, '/newsletter?confirm=')).pathname +
      new URL(linkIn(mail, '/newsletter?confirm=')).search,
    new URL(linkIn(mail, '/newsletter-unsubscribe?token=')).pathname +
      new URL(linkIn(mail, '/newsletter-unsubscribe?token=')).search,
    '/newsletter-unsubscribe',
  ]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});

test('a subscriber who left a cart gets one reminder whose link brings it back; the operator sees the counts', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The shop looks for idle carts shortly after it starts, then every quarter of an hour.
  const reminder = await sink.next(LEFT_CART.subscriber);
  expect(reminder.subject).toBe('Ihr Warenkorb bei Sanitärwelt wartet auf Sie');
  expect(mailHeader(reminder, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(
    sink.received.some((mail) => mail.to && JSON.stringify(mail.to).includes(LEFT_CART.unconsented)),
  ).toBe(false);

  // Opened in a browser where nobody is logged in, the link brings the cart back.
  await newShopper(page);
  await page.goto(linkIn(reminder, '/back-to-cart/'));
  await expect(page).toHaveURL(/\/cart\?notice=cart\.restored/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // The operator's page counts the reminded cart and the one without consent.
  const operatorContext = await browser.newContext({
    storageState: 'e2e/consent-declined.json',
    baseURL: ORIGIN,
  });
  const operator = await operatorContext.newPage();
  await operator.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.251' });
  await operator.goto('/login-register');
  await operator.getByRole('main').getByLabel('E-Mail-Adresse').fill(OPERATOR);
  await operator.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
  await operator.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await operator.getByRole('link', { name: 'Warenkorb-Erinnerungen (Betreiber)' }).click();
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Warenkorb-Erinnerungen');
  const counts = operator.getByRole('table', { name: 'Liegen gebliebene Warenkörbe der letzten 30 Tage' });
  const row = counts.getByRole('row', { name: /^AT/ });
  await expect(row.getByRole('cell')).toHaveText(['1', '0', '1', '0', '0']);
  expect((await new AxeBuilder({ page: operator }).analyze()).violations).toEqual([]);
  await operatorContext.close();

  // A shopper gets no such page.
  expect((await page.goto('/account/cart-reminders'))?.url()).toMatch(/\/login-register\?return=/);
});
