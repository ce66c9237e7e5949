import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { hash } from '@node-rs/argon2';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { openDatabase } from '../lib/adapters/embedded/database';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { startSmtpSink, type SmtpSink } from '../lib/testing/smtp-sink';
import { copyOfBuild, startExtraServer, stopExtraServer, TRUST_LOOPBACK } from './extra-server';
import { extraPorts } from './ports';

// A shop of its own whose mails reach a real SMTP server in this test: the store's mail and the sender's copy.
const PORT = extraPorts.contact;
const DIST = '.next-contact';
const DATA = './data/e2e-contact';
const origin = (store: 'at' | 'ro') => `http://${store}.localhost:${PORT}`;
const PASSWORD = 'warmwasser aus der therme';
const CUSTOMER = 'gerda.contact@example.at';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe.configure({ mode: 'serial' });
test.use({ storageState: 'e2e/consent-declined.json' });

let sink: SmtpSink;
let server: ChildProcess | undefined;
let visitors = 0;
const run = Date.now();
const freshEmail = (who: string) => `${who}.${run}.${(visitors += 1)}@example.at`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  rmSync(DATA, { recursive: true, force: true });
  const shop = await openDatabase({ pgliteDataDir: DATA });
  await runSeed(shop, { seed: 19, products: 12, replace: true });
  await shop.db.execute(sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash,
      store_code, language_code, confirmed_at)
    VALUES ('CUS000000000019', 2, 'Gerda', 'Ćosić-Müller', ${CUSTOMER}, ${await hash(PASSWORD)}, 'at', 'de', now())`);
  await shop.close();
  server = await startExtraServer(PORT, {
    ...TRUST_LOOPBACK,
    NEXT_DIST_DIR: copyOfBuild(DIST),
    PGLITE_DATA_DIR: DATA,
    SMTP_URL: sink.url,
    SHOP_ORIGINS: `at=${origin('at')},ro=${origin('ro')}`,
  });
});

test.afterAll(async () => {
  await stopExtraServer(server);
  await sink?.close();
  rmSync(DIST, { recursive: true, force: true });
});

/** Each journey from a client address of its own, so the rate limit of one never stops another. */
async function newVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(visitors += 1) % 250}` });
}

const wcagViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations.map((violation) => violation.id);
const replyTo = (mail: ParsedMail) => mail.replyTo?.value[0]?.address;

/** Answers the captcha's question as a person does: reads the two numbers off its label. */
async function answerQuestion(form: Locator, wrong = false): Promise<void> {
  const field = form.getByLabel(/plus/);
  const label = await form.locator('.captcha-field label').textContent();
  const [a, b] = (label ?? '').match(/\d+/g)!.map(Number);
  await field.fill(String(a! + b! + (wrong ? 1 : 0)));
}

test('the footer leads to the contact page: the store’s contact details above the form, no axe findings', async ({
  page,
}) => {
  await newVisitor(page);
  await page.goto(origin('at'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(`${origin('at')}/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  const details = page.getByTestId('store-contact');
  await expect(details).toContainText('Industriezeile 47');
  await expect(details).toContainText('4020 Linz');
  await expect(details.getByRole('link', { name: '+43 732 890 120' })).toHaveAttribute(
    'href',
    'tel:+43732890120',
  );
  await expect(details).toContainText('Mo–Fr 8–17 Uhr');
  const form = page.getByRole('region', { name: 'Schreiben Sie uns' });
  await expect(form.getByLabel('Name')).toHaveAttribute('autocomplete', 'name');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveAttribute('autocomplete', 'email');
  // With JavaScript the proof of work replaces the question.
  await expect(
    form.getByRole('status').filter({ hasText: 'Sicherheitsprüfung abgeschlossen' }),
  ).toBeVisible();
  await expect(form.getByLabel(/plus/)).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);
  // A content screen: never stored by a shared cache, as each render has its own captcha.
  const response = await page.request.get(`http://127.0.0.1:${PORT}/contact`, {
    headers: { host: `at.localhost:${PORT}` },
  });
  expect(response.headers()['cache-control']).toBe('private, no-store');
});

test('with JavaScript: errors at their fields, then the message reaches the store and a copy the sender', async ({
  page,
}) => {
  await newVisitor(page);
  const email = freshEmail('maria');
  await page.goto(`${origin('at')}/contact`);
  const form = page.getByRole('region', { name: 'Schreiben Sie uns' });
  await form.getByLabel('Name').fill('<img src=x onerror=alert(1)>Maria');
  await form.getByLabel('E-Mail-Adresse').fill('maria@localhost');
  await form.getByLabel('Bestellnummer (freiwillig)').fill('ORD42');
  await form.getByLabel('Betreff').fill('Lieferung <b>Therme</b>');
  await form.getByLabel('Nachricht').fill('Wann kommt <script>alert(1)</script> meine Therme?\nDanke!');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  const outcome = page.getByTestId('message-form-outcome');
  await expect(outcome).toBeFocused();
  await expect(outcome).toHaveAttribute('role', 'alert');
  await expect(outcome.getByRole('link')).toHaveText([
    'E-Mail-Adresse: Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'Bestellnummer (freiwillig): Eine Bestellnummer beginnt mit ORD und hat danach 12 Ziffern.',
  ]);
  await outcome.getByRole('link').first().press('Enter');
  await expect(form.getByLabel('E-Mail-Adresse')).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);

  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Bestellnummer (freiwillig)').fill('ord123456789012');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(outcome).toHaveAttribute('role', 'status');
  await expect(outcome).toHaveText(
    'Vielen Dank! Ihre Nachricht ist bei uns angekommen, und eine Kopie ist an Ihre E-Mail-Adresse unterwegs.',
  );
  await expect(form.getByLabel('Nachricht')).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue('<img src=x onerror=alert(1)>Maria');

  const [toStore, copy] = await Promise.all([sink.next('service@sanitaerwelt.at'), sink.next(email)]);
  expect(toStore.subject).toBe('Kontaktanfrage: Lieferung <b>Therme</b>');
  expect(replyTo(toStore)).toBe(email);
  expect(toStore.text).toContain(`Von: <img src=x onerror=alert(1)>Maria <${email}>`);
  expect(toStore.text).toContain('ORD123456789012');
  expect(toStore.html).toContain('Wann kommt &#60;script&#62;alert(1)&#60;/script&#62; meine Therme?');
  expect(copy.subject).toBe('Ihre Nachricht an Sanitärwelt');
  expect(copy.from?.value[0]?.address).toBe('service@sanitaerwelt.at');
  expect(copy.text).toContain('> Wann kommt <script>alert(1)</script> meine Therme?');
  expect(copy.html).not.toContain('<script>');

  // The spent captcha was replaced: a second message goes through as well.
  await form.getByLabel('Betreff').fill('Noch eine Frage');
  await form.getByLabel('Nachricht').fill('Gibt es die Therme auch in Weiß?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(outcome).toHaveAttribute('role', 'status');
  expect((await sink.next(email)).text).toContain('> Gibt es die Therme auch in Weiß?');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('feedback with a plain form: a wrong answer keeps the values, the right one sends it', async ({
    page,
  }) => {
    await newVisitor(page);
    const email = freshEmail('stefan');
    await page.goto(origin('ro'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Părerea dumneavoastră', exact: true })
      .click();
    await expect(page).toHaveURL(`${origin('ro')}/feedback`);
    const form = page.getByRole('region', { name: 'Trimiteți părerea' });
    await expect(form.getByLabel('Numărul comenzii (opțional)')).toHaveCount(0);
    await form.getByLabel('Nume').fill('Ștefan <i>Țurcanu</i>');
    await form.getByLabel('Adresă de e-mail').fill(email);
    await form.getByLabel('Subiect').fill('Livrare rapidă');
    await form.getByLabel('Mesaj').fill('Totul a mers bine, mulțumesc! <b>bravo</b>');
    await answerQuestion(form, true);
    await form.getByRole('button', { name: 'Trimiteți mesajul' }).click();
    await expect(page).toHaveURL(`${origin('ro')}/feedback?error=captcha.invalid`);
    const outcome = page.getByTestId('message-form-outcome');
    await expect(outcome).toBeFocused();
    await expect(outcome).toContainText('Întrebare de securitate');
    await expect(form.getByLabel('Nume')).toHaveValue('Ștefan <i>Țurcanu</i>');
    await expect(form.getByLabel('Mesaj')).toHaveValue('Totul a mers bine, mulțumesc! <b>bravo</b>');
    // Markup typed is shown as text, never made into elements.
    await expect(page.locator('main i, main b')).toHaveCount(0);

    await answerQuestion(form);
    await form.getByRole('button', { name: 'Trimiteți mesajul' }).click();
    await expect(page).toHaveURL(`${origin('ro')}/feedback?notice=contactForm.sent`);
    await expect(page.getByTestId('message-form-outcome')).toHaveText(
      'Vă mulțumim! Mesajul a ajuns la noi, iar o copie este în drum spre adresa dumneavoastră de e-mail.',
    );
    await expect(form.getByLabel('Mesaj')).toHaveValue('');
    const [toStore, copy] = await Promise.all([sink.next('contact@sanitarlume.ro'), sink.next(email)]);
    expect(toStore.subject).toBe('Părere: Livrare rapidă');
    expect(replyTo(toStore)).toBe(email);
    expect(toStore.text).toContain('Totul a mers bine, mulțumesc! <b>bravo</b>');
    expect(copy.subject).toBe('Mesajul dumneavoastră către SanitarLume');
    expect(copy.text).not.toContain('Ștefan');
  });

  test('the contact form asks to wait once a client address has sent five messages', async ({ page }) => {
    await newVisitor(page);
    const email = freshEmail('bot');
    for (let sent = 0; sent < 5; sent += 1) {
      await page.goto(`${origin('at')}/contact`);
      const form = page.getByRole('region', { name: 'Schreiben Sie uns' });
      await form.getByLabel('Name').fill('Immer Wieder');
      await form.getByLabel('E-Mail-Adresse').fill(email);
      await form.getByLabel('Betreff').fill(`Nachricht ${sent}`);
      await form.getByLabel('Nachricht').fill('Noch eine Nachricht an den Shop.');
      await answerQuestion(form);
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(page).toHaveURL(/notice=contactForm\.sent/);
    }
    const form = page.getByRole('region', { name: 'Schreiben Sie uns' });
    await form.getByLabel('Name').fill('Immer Wieder');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Betreff').fill('Nachricht 6');
    await form.getByLabel('Nachricht').fill('Noch eine Nachricht an den Shop.');
    await answerQuestion(form);
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/contact\?error=request\.tooMany&seconds=\d+$/);
    await expect(page.getByTestId('message-form-outcome')).toContainText('Sekunden');
    await expect(form.getByLabel('Betreff')).toHaveValue('Nachricht 6');
  });
});

test('a signed-in customer finds name and address filled in from the account', async ({ page }) => {
  await newVisitor(page);
  await page.goto(`${origin('at')}/login-register`);
  const login = page.getByRole('form', { name: 'Anmelden' });
  await login.getByLabel('E-Mail-Adresse').fill(CUSTOMER);
  await login.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
  await page.goto(`${origin('at')}/feedback`);
  const form = page.getByRole('region', { name: 'Feedback senden' });
  await expect(form.getByLabel('Name')).toHaveValue('Gerda Ćosić-Müller');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(CUSTOMER);
  expect(await wcagViolations(page)).toEqual([]);
});
