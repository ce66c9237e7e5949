import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { hash } from '@node-rs/argon2';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../lib/adapters/embedded/database';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { copyOfBuild, startExtraServer, stopExtraServer } from './extra-server';
import { cookieKeyedRecipe, nginxInstalled, startNginx, type CachingProxy } from './reverse-proxy';
import { parseMoney } from './stores';
import { extraPorts } from './ports';

// docs/product.md §6 excludeVAT: a shop of its own with a German company whose VAT id VIES confirmed (as the account page's
// check leaves it), buying on the Austrian shop, and the README's cache recipe in front of it.
const PORT = extraPorts.businessPrices;
const CACHE_PORT = extraPorts.businessPricesCache;
const DIST = '.next-business';
const DATA = './data/e2e-business';
const ORIGIN = `http://at.localhost:${PORT}`;
const PASSWORD = 'innergemeinschaftliche lieferung';
const GERMAN_COMPANY = 'einkauf@haustechnik-beispiel.de';
const AUSTRIAN_COMPANY = 'einkauf@installateur-beispiel.at';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN, storageState: 'e2e/consent-declined.json' });

let server: ChildProcess | undefined;
let nginx: CachingProxy | undefined;
let productPath = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA, { recursive: true, force: true });
  const shop = await openDatabase({ pgliteDataDir: DATA });
  await runSeed(shop, { seed: 42, products: 12, replace: true });
  const passwordHash = await hash(PASSWORD);
  for (const [ref, email, vatNumber] of [
    ['CUS000000000011', GERMAN_COMPANY, 'DE136695976'],
    ['CUS000000000012', AUSTRIAN_COMPANY, 'ATU13585627'],
  ] as const)
    await shop.db.execute(sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash,
        company, vat_number, vat_status, vat_checked_at, store_code, language_code, confirmed_at)
      VALUES (${ref}, 4, 'Ida', 'Huber', ${email}, ${passwordHash}, 'Haustechnik Beispiel', ${vatNumber},
        'valid', now(), 'at', 'de', now())`);
  const [product] = (
    (await shop.db.execute(sql`SELECT r.url FROM rewriting_url r
      JOIN product p ON p.id = r.view_id AND p.visible AND p.kind = 'goods' JOIN store s ON s.code = 'at'
      WHERE r.view = 'product' AND r.view_locale = 'de_DE' AND r.redirected IS NULL
        AND NOT coalesce(s.locale_config->'price_request_product_ids' @> to_jsonb(p.id), false)
      ORDER BY r.id LIMIT 1`)) as unknown as { rows: Array<{ url: string }> }
  ).rows;
  productPath = `/${product!.url}`;
  await shop.close();
  server = await startExtraServer(PORT, {
    NEXT_DIST_DIR: copyOfBuild(DIST),
    PGLITE_DATA_DIR: DATA,
    SHOP_ORIGINS: `at=${ORIGIN}`,
    CDN_CACHE_SECONDS: '600',
  });
  if (nginxInstalled())
    nginx = await startNginx((folder) => cookieKeyedRecipe(folder, CACHE_PORT, PORT), [CACHE_PORT]);
});

test.afterAll(async () => {
  await nginx?.stop();
  await stopExtraServer(server);
  rmSync(DIST, { recursive: true, force: true });
});

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login-register');
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  // Logged in, back on the page shown before the login (the account, for a browser that has shown none).
  await expect(page).not.toHaveURL(/\/login-register/);
}

/** The product page's price and VAT note, as the shopper reads them. */
async function shownPrice(page: Page): Promise<{ amount: number; note: string }> {
  await page.goto(productPath);
  const tag = page.getByTestId('product-price');
  return {
    amount: parseMoney((await tag.getByTestId('price').textContent()) ?? ''),
    note: (await tag.getByTestId('vat-note').textContent()) ?? '',
  };
}

async function switchPrices(page: Page, button: string, notice: string): Promise<void> {
  await page.goto('/account');
  await page.getByTestId('vat-exclusion').getByRole('button', { name: button }).click();
  await expect(page.getByTestId('account-message')).toHaveText(notice);
}

const excludeVat = (page: Page) =>
  switchPrices(page, 'Preise ohne MwSt. anzeigen', 'Die Preise werden jetzt ohne MwSt. angezeigt.');
const includeVat = (page: Page) =>
  switchPrices(page, 'Preise mit MwSt. anzeigen', 'Die Preise werden jetzt mit MwSt. angezeigt.');

test('a German company on the Austrian shop sees prices without VAT once it asks, and with VAT again', async ({
  page,
}) => {
  await logIn(page, GERMAN_COMPANY);
  const gross = await shownPrice(page);
  expect(gross.note).toBe('inkl. 20 % MwSt.');

  await page.goto('/account');
  await expect(page.getByTestId('vat-exclusion')).toContainText(
    'Ihre UID-Nummer ist in Deutschland registriert',
  );
  await excludeVat(page);
  await expect(page.getByTestId('vat-exclusion')).toContainText('Die Preise werden ohne MwSt. angezeigt');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  const net = await shownPrice(page);
  expect(net.note).toBe('zzgl. MwSt.');
  expect(Math.abs(net.amount - gross.amount / 1.2)).toBeLessThanOrEqual(1);
  // The delivery country is fixed to the one billed at 0 %: shown, not chosen.
  const country = page.getByTestId('delivery-country');
  await expect(country).toHaveText('Lieferland: Deutschland (zzgl. MwSt.)');
  await expect(page.getByRole('combobox', { name: 'Lieferland' })).toHaveCount(0);

  await includeVat(page);
  expect(await shownPrice(page)).toEqual(gross);
});

test('prices without VAT end with the login', async ({ page }) => {
  await logIn(page, GERMAN_COMPANY);
  const gross = await shownPrice(page);
  await excludeVat(page);
  expect((await shownPrice(page)).note).toBe('zzgl. MwSt.');
  await page.goto('/account');
  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByTestId('account-message')).toHaveText('Sie sind abgemeldet.');
  expect(await shownPrice(page)).toEqual(gross);
  await logIn(page, GERMAN_COMPANY);
  expect((await shownPrice(page)).note).toBe('zzgl. MwSt.');
  await includeVat(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a plain form; a domestic company is told why its prices keep VAT', async ({ page }) => {
    await logIn(page, GERMAN_COMPANY);
    await excludeVat(page);
    expect((await shownPrice(page)).note).toBe('zzgl. MwSt.');
    await includeVat(page);
    expect((await shownPrice(page)).note).toBe('inkl. 20 % MwSt.');

    await page.context().clearCookies();
    await logIn(page, AUSTRIAN_COMPANY);
    await expect(page.getByTestId('vat-exclusion')).toHaveText(
      'Lieferungen innerhalb von Österreich enthalten auch für Unternehmen die Mehrwertsteuer; Ihre Rechnung weist sie aus.',
    );
    await expect(page.getByTestId('vat-exclusion').getByRole('button')).toHaveCount(0);
  });
});

/** Logs in over HTTP as a plain form does and asks for prices without VAT; the session cookie to send. */
async function netSession(request: APIRequestContext): Promise<string> {
  const post = (form: Record<string, string>, cookie?: string) =>
    request.post(`http://127.0.0.1:${PORT}/api/account`, {
      form,
      headers: { host: `at.localhost:${PORT}`, origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      maxRedirects: 0,
    });
  const login = await post({ action: 'login', email: GERMAN_COMPANY, password: PASSWORD });
  const sid = /(?:^|\n)sid=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1];
  expect(sid).toBeDefined();
  const cookie = `sid=${sid}`;
  expect((await post({ action: 'setVatExclusion', excludeVat: 'on' }, cookie)).headers()['location']).toBe(
    '/account?notice=account.vatExcluded',
  );
  return cookie;
}

test('the README’s cache recipe never stores a page without VAT, nor hands a stored one to the company', async ({
  request,
}) => {
  test.skip(!nginx, 'needs nginx (npm test installs it from apt)');
  const through = async (cookie: string) => {
    const response = await request.get(`http://127.0.0.1:${CACHE_PORT}${productPath}`, {
      headers: { host: `at.localhost:${CACHE_PORT}`, cookie },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const block = html.slice(html.indexOf('data-testid="product-price"'));
    return {
      amount: parseMoney(/data-testid="price"[^>]*>([^<]+)</.exec(block)?.[1] ?? ''),
      note: /data-testid="vat-note"[^>]*>([^<]+)</.exec(block)?.[1] ?? '',
      cache: response.headers()['x-cache-status'],
      cdn: response.headers()['cdn-cache-control'],
      cacheControl: response.headers()['cache-control'],
    };
  };
  const visitor = 'delivery_country=5';
  const first = await through(visitor);
  const stored = await through(visitor);
  expect([first.cache, stored.cache]).toEqual(['MISS', 'HIT']);
  expect(stored.note).toBe('inkl. 19 % MwSt.');

  const company = `${await netSession(request)}; ${visitor}`;
  for (const round of [0, 1]) {
    const net = await through(company);
    expect(net, `round ${round}`).toMatchObject({ note: 'zzgl. MwSt.', cdn: undefined });
    expect(net.cache).not.toBe('HIT');
    expect(net.cacheControl).toBe('private, no-cache');
    expect(Math.abs(net.amount - stored.amount / 1.19)).toBeLessThanOrEqual(1);
  }
  const later = await through(visitor);
  expect(later).toMatchObject({ cache: 'HIT', note: 'inkl. 19 % MwSt.', amount: stored.amount });
});
