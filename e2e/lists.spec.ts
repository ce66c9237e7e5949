import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { hash } from '@node-rs/argon2';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../lib/adapters/embedded/database';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { findProduct, listsReady, plainlyInStock } from './cart-products';
import { copyOfBuild, startExtraServer, stopExtraServer } from './extra-server';
import { storeUrl } from './stores';
import { extraPorts } from './ports';

const AT = { host: 'at.localhost' };
const LISTING = storeUrl(AT, '/badezimmer.html');

/** The cards of a listing page that can be marked, as many as asked. */
async function cards(page: Page, count: number): Promise<Locator[]> {
  const all = page.getByTestId('product-card');
  await expect(all.first()).toBeVisible();
  return Array.from({ length: count }, (_, index) => all.nth(index));
}

const cardTitle = async (card: Locator) => (await card.locator('.product-card__title').textContent())!;

test.describe('with JavaScript', () => {
  test('a guest hearts a card, the mark and the count follow, and the wishlist moves it to the cart', async ({
    page,
  }) => {
    await page.goto(LISTING);
    await listsReady(page);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.locator('[data-stock="inStock"]') })
      .filter({ has: page.getByTestId('price') })
      .first();
    const title = await cardTitle(card);
    const heart = card.getByTestId('wishlist-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByTestId('cart-toast')).toContainText('Zur Merkliste hinzugefügt');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAttribute('aria-label', `${title} von der Merkliste entfernen`);
    await expect(page.locator('[data-list-count="wishlist"]')).toHaveText('1');
    const sid = (await page.context().cookies()).find((cookie) => cookie.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // Another cached page knows the mark once its list script has read the lists.
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto(storeUrl(AT, '/wishlist'));
    const item = page.getByTestId('wishlist-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(title);
    await listsReady(page);
    await item.getByTestId('wishlist-move').click();
    await expect(page.getByTestId('cart-toast').first()).toContainText('In den Warenkorb verschoben');
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meine Merkliste' })).toBeFocused();
    await page.goto(storeUrl(AT, '/cart'));
    await expect(page.getByTestId('cart-line')).toContainText(title);
  });

  test('compares four products, refuses a fifth with a clear message, and highlights the rows that differ', async ({
    page,
  }) => {
    await page.goto(LISTING);
    await listsReady(page);
    const five = await cards(page, 5);
    for (const card of five.slice(0, 4)) {
      await card.getByTestId('compare-toggle').click();
      await expect(card.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
    }
    await five[4]!.getByTestId('compare-toggle').click();
    await expect(page.locator('.cart-toasts--errors')).toContainText(
      'Sie können höchstens 4 Produkte vergleichen. Entfernen Sie eines, um ein neues hinzuzufügen.',
    );
    await expect(five[4]!.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'false');
    const compareLink = page.locator('[data-list-link="compare"]');
    await expect(compareLink).toBeVisible();
    await compareLink.click();

    const table = page.getByTestId('compare-table');
    await expect(table.getByTestId('compare-product')).toHaveCount(4);
    await expect(page.getByTestId('compare-count')).toHaveText('4 von 4 Produkten');
    for (const name of ['Preis', 'Verfügbarkeit', 'Marke', 'Artikelnummer'])
      await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
    const differing = table.locator('tbody tr[data-differs="true"]');
    expect(await differing.count()).toBeGreaterThan(0);
    await expect(table.locator('.compare-table__row--differs')).toHaveCount(0);
    await page.getByTestId('compare-highlight').click();
    await expect(page).toHaveURL(/highlight=1/);
    await expect(table.locator('.compare-table__row--differs')).toHaveCount(await differing.count());
    await expect(table.locator('.compare-table__row--differs').first()).toContainText('(unterschiedlich)');

    const firstTitle = (await table.getByTestId('compare-product').first().getByRole('link').textContent())!;
    await listsReady(page);
    await table.getByRole('button', { name: `${firstTitle} aus dem Vergleich entfernen` }).click();
    await expect(page.getByTestId('cart-toast').first()).toContainText('Vom Vergleich entfernt');
    await expect(table.getByTestId('compare-product')).toHaveCount(3);
  });

  test('the comparison works with the keyboard and scrolls sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(LISTING);
    await listsReady(page);
    for (const card of await cards(page, 3)) {
      await card.getByTestId('compare-toggle').focus();
      await page.keyboard.press('Enter');
      await expect(card.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto(storeUrl(AT, '/compare'));
    const region = page.getByRole('region', { name: /Vergleich von 3 Produkten/ });
    await region.focus();
    await expect(region).toBeFocused();
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the wishlist and compare pages pass axe', async ({ page }) => {
    await page.goto(LISTING);
    await listsReady(page);
    const [first, second] = await cards(page, 2);
    for (const card of [first!, second!]) {
      await card.getByTestId('wishlist-toggle').click();
      await expect(card.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
      await card.getByTestId('compare-toggle').click();
      await expect(card.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
    }
    for (const path of ['/wishlist', '/compare', '/compare?highlight=1']) {
      await page.goto(storeUrl(AT, path));
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart and the compare mark are plain forms that land on their list with the outcome', async ({
    page,
    request,
  }) => {
    const first = await findProduct(request, 'at.localhost', plainlyInStock);
    const second = await findProduct(request, 'at.localhost', plainlyInStock, [first.url]);
    for (const { url } of [first, second]) {
      await page.goto(url);
      await page.locator('.product-page__marks').getByTestId('wishlist-toggle').click();
      await expect(page).toHaveURL(/\/wishlist\?notice=addedToWishlist/);
      await expect(page.getByTestId('list-message')).toContainText('Zur Merkliste hinzugefügt');
      await expect(
        page.getByTestId('list-message').getByRole('link', { name: 'Zurück zur vorigen Seite' }),
      ).toHaveAttribute('href', new URL(url).pathname);
    }
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(2);
    await expect(items.first().getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
    await items.first().getByTestId('wishlist-remove').click();
    await expect(page.getByTestId('list-message')).toHaveText('Von der Merkliste entfernt');
    await expect(items).toHaveCount(1);
    await items.first().getByTestId('wishlist-move').click();
    await expect(page.getByTestId('list-message')).toContainText('In den Warenkorb verschoben');
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
    await page.goto(storeUrl(AT, '/cart'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await page.goto(first.url);
    await page.locator('.product-page__marks').getByTestId('compare-toggle').click();
    await expect(page).toHaveURL(/\/compare\?notice=addedToCompare/);
    await expect(page.getByTestId('compare-product')).toHaveCount(1);
    await page.getByTestId('compare-clear').click();
    await expect(page.getByTestId('list-message')).toHaveText('Vergleichsliste geleert');
    await expect(page.getByTestId('compare-empty')).toBeVisible();
  });

  test('a fifth product to compare is refused on the compare page, which keeps the four', async ({
    page,
  }) => {
    await page.goto(LISTING);
    const titles: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const card = page.getByTestId('product-card').nth(index);
      titles.push(await cardTitle(card));
      await card.getByTestId('compare-toggle').click();
      if (index < 4) await page.goto(LISTING);
    }
    await expect(page.getByTestId('list-message')).toContainText(
      'Sie können höchstens 4 Produkte vergleichen. Entfernen Sie eines, um ein neues hinzuzufügen.',
    );
    await expect(page.getByTestId('compare-product')).toHaveCount(4);
    await expect(page.getByTestId('compare-table')).not.toContainText(titles[4]!);
  });
});

test('list changes from another site are refused, and a request names no one else’s list', async ({
  playwright,
}) => {
  // Node cannot resolve *.localhost: the shop is asked on 127.0.0.1 with the store's host in a header.
  const server = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const host = new URL(storeUrl(AT)).host;
  const sameSite = { host, origin: `http://${host}` };
  const api = await playwright.request.newContext({ baseURL: server });
  const crossSite = await api.post('/api/wishlist', {
    headers: { host, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'action=add&productId=1',
  });
  expect(crossSite.status()).toBe(403);
  const listing = await (await api.get('/badezimmer.html', { headers: { host } })).text();
  const productId = Number(/data-product-id="(\d+)"/.exec(listing)![1]);
  const added = await api.post('/api/wishlist', {
    headers: sameSite,
    data: { action: 'add', productId, customerId: 1, sessionHash: 'x' },
  });
  expect(added.status()).toBe(200);
  expect((await added.json()).data.productIds).toEqual([productId]);
  const mine = await (await api.get('/api/lists', { headers: { host } })).json();
  expect(mine.data.lists).toEqual({ wishlist: [productId], compare: [] });
  const stranger = await playwright.request.newContext({ baseURL: server });
  const theirs = await (await stranger.get('/api/lists', { headers: { host } })).json();
  expect(theirs.data.lists).toEqual({ wishlist: [], compare: [] });
  const bad = await api.post('/api/compare', {
    headers: sameSite,
    data: { action: 'add', productId: 'ab<script>' },
  });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).error.code).toBe('lists.invalid');
  await api.dispose();
  await stranger.dispose();
});

test.describe('at login', () => {
  const PORT = extraPorts.lists;
  const DIST = '.next-lists';
  const DATA = './data/e2e-lists';
  const ORIGIN = `http://at.localhost:${PORT}`;
  const EMAIL = 'merkliste@example.at';
  const PASSWORD = 'warmwasser aus der therme';
  let server: ChildProcess | undefined;
  let kept = { id: 0, title: '' };

  test.use({ baseURL: ORIGIN });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(DATA, { recursive: true, force: true });
    const shop = await openDatabase({ pgliteDataDir: DATA });
    await runSeed(shop, { seed: 42, products: 40, replace: true });
    const { rows } = (await shop.db
      .execute(sql`INSERT INTO customer (ref, title_id, firstname, lastname, email,
        password_hash, store_code, language_code, confirmed_at)
      VALUES ('CUS000000000077', 1, 'Max', 'Merk', ${EMAIL}, ${await hash(PASSWORD)}, 'at', 'de', now())
      RETURNING id`)) as unknown as { rows: Array<{ id: number }> };
    const [product] = (
      (await shop.db.execute(sql`SELECT p.id, i.title FROM product p JOIN product_i18n i ON i.id = p.id
        AND i.locale = 'de_DE' WHERE p.visible ORDER BY p.id DESC LIMIT 1`)) as unknown as {
        rows: Array<{ id: number; title: string }>;
      }
    ).rows;
    kept = { id: Number(product!.id), title: product!.title };
    // The wishlist the customer keeps from an earlier visit on another device.
    await shop.db.execute(sql`WITH list AS (INSERT INTO shopper_list (kind, store_code, customer_id)
        VALUES ('wishlist', 'at', ${rows[0]!.id}) RETURNING id)
      INSERT INTO shopper_list_item (list_id, product_id) SELECT id, ${kept.id} FROM list`);
    await shop.close();
    server = await startExtraServer(PORT, {
      NEXT_DIST_DIR: copyOfBuild(DIST),
      PGLITE_DATA_DIR: DATA,
      SHOP_ORIGINS: `at=${ORIGIN}`,
    });
  });

  test.afterAll(async () => {
    await stopExtraServer(server);
    rmSync(DIST, { recursive: true, force: true });
  });

  test('a guest’s wishlist joins the one kept in the account, and the comparison stays', async ({ page }) => {
    await page.goto('/badezimmer.html');
    await listsReady(page);
    const card = page.getByTestId('product-card').first();
    const title = await cardTitle(card);
    await card.getByTestId('wishlist-toggle').click();
    await expect(card.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
    await card.getByTestId('compare-toggle').click();
    await expect(card.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/login-register');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(EMAIL);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    // Back on the listing the shopper was on.
    await expect(page).toHaveURL(/\/badezimmer\.html$/);

    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await expect(page.getByTestId('wishlist-items')).toContainText(kept.title);
    await expect(page.getByTestId('wishlist-items')).toContainText(title);
    await expect(page.getByText('Angemeldet bleibt Ihre Merkliste in Ihrem Konto')).toBeVisible();
    await page.goto('/compare');
    await expect(page.getByTestId('compare-product')).toHaveCount(1);
    await expect(page.getByTestId('compare-product')).toContainText(title);
  });
});
