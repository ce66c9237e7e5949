import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { createEmbeddedBackend } from '../lib/adapters/embedded';
import { openDatabase } from '../lib/adapters/embedded/database';
import { setCustomerAdmin } from '../lib/adapters/embedded/queries/customers';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { soldLine, standardDelivery, viennaOrderAddress } from '../lib/testing/order-fixtures';
import { copyOfBuild, startExtraServer, stopExtraServer } from './extra-server';
import { extraPorts } from './ports';

// A shop of its own: its customers and their orders are written before it starts (PGlite has one process).
const PORT = extraPorts.reviews;
const DIST = '.next-reviews';
const DATA = './data/e2e-reviews';
const ORIGIN = `http://at.localhost:${PORT}`;
const PASSWORD = 'warmwasser aus der therme';
const people = {
  admin: 'ada.admin@example.at',
  buyer: 'berta.kauf@example.at',
  quietBuyer: 'bruno.kauf@example.at',
  stranger: 'nina.nichtkauf@example.at',
};
const XSS_TITLE = '<script>window.__xss = 1</script><b>Top</b> Armatur';
const XSS_COMMENT = '<img src=x onerror="window.__xss = 1">\nLeise und gut verarbeitet – ăîșț 👍';

let server: ChildProcess | undefined;
let product = { path: '', saleElementId: 0 };
let busy = { path: '', count: 0 };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN, storageState: 'e2e/consent-declined.json' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA, { recursive: true, force: true });
  const handle = await openDatabase({ pgliteDataDir: DATA });
  await runSeed(handle, { seed: 42, products: 40, replace: true });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  let number = 0;
  for (const [name, email] of Object.entries(people)) {
    number += 1;
    await handle.db
      .execute(sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash,
        store_code, language_code, confirmed_at)
      VALUES (${`CUS00000000010${number}`}, 2, ${name}, 'Muster', ${email}, ${await hash(PASSWORD)}, 'at', 'de', now())`);
  }
  await setCustomerAdmin(handle.db, people.admin, true);
  // A product nobody reviewed yet, and the one with the most reviews.
  const [quiet] = await rows<{
    url: string;
    pse_id: number;
  }>(sql`SELECT u.url, pse.id AS pse_id FROM product p
    JOIN product_sale_elements pse ON pse.product_id = p.id AND pse.is_default
    JOIN rewriting_url u ON u.view = 'product' AND u.view_id = p.id AND u.view_locale = 'de_DE' AND u.redirected IS NULL
    WHERE p.visible AND NOT EXISTS (SELECT 1 FROM product_review r WHERE r.product_id = p.id)
    ORDER BY p.id LIMIT 1`);
  product = { path: `/${quiet!.url}`, saleElementId: quiet!.pse_id };
  const [most] = await rows<{ url: string; review_count: number }>(sql`SELECT u.url, r.review_count
    FROM product_rating r JOIN rewriting_url u ON u.view = 'product' AND u.view_id = r.product_id
      AND u.view_locale = 'de_DE' AND u.redirected IS NULL
    ORDER BY r.review_count DESC LIMIT 1`);
  busy = { path: `/${most!.url}`, count: most!.review_count };
  const shop = await createEmbeddedBackend(handle);
  const [cart] = await rows<{ id: number }>(
    sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at' RETURNING id`,
  );
  await handle.db.execute(sql`UPDATE product_sale_elements SET quantity = 100, stock_policy = 'stock'
    WHERE id = ${product.saleElementId}`);
  for (const email of [people.buyer, people.quietBuyer]) {
    const [customer] = await rows<{ id: number }>(sql`SELECT id FROM customer WHERE email = ${email}`);
    const amounts = {
      goodsGross: 12_000,
      goodsNet: 10_000,
      postageGross: 0,
      postageNet: 0,
      postageVatRate: 2_000,
    };
    const placed = await shop.placeOrder({
      checkoutKey: randomBytes(16).toString('base64url'),
      store: 'at',
      language: 'de',
      pricedOn: new Date().toISOString().slice(0, 10),
      customerId: customer!.id,
      cartId: cart!.id,
      email,
      currency: 'EUR',
      lines: [soldLine(1, { saleElementId: product.saleElementId })],
      delivery: standardDelivery,
      payment: 'prepayment',
      amounts: { ...amounts, discountGross: 0, discountNet: 0, totalGross: 12_000, totalNet: 10_000 },
      couponCode: null,
      vatExcluded: false,
      taxConfirmation: null,
      deliveryAddress: viennaOrderAddress(),
      invoiceAddress: viennaOrderAddress(),
      note: null,
      emptyCart: false,
      issueInvoice: true,
    });
    if (placed.kind !== 'placed') throw new Error(`the order was not placed: ${placed.kind}`);
  }
  await handle.close();
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

const noAxeViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login-register');
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/account/);
}

/** A new shopper's page (axe needs a page of a context of its own). */
async function visitorPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, storageState: 'e2e/consent-declined.json' });
  return context.newPage();
}

async function asPerson(browser: Browser, email: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL: ORIGIN,
    javaScriptEnabled,
    storageState: 'e2e/consent-declined.json',
  });
  const page = await context.newPage();
  await logIn(page, email);
  return page;
}

type Sent = { data?: Record<string, unknown>; form?: Record<string, string | number>; origin?: string };

/** A request of the page's shopper (their cookies); Node cannot resolve *.localhost, so it goes to loopback. */
async function send(
  page: Page | null,
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  sent: Sent = {},
) {
  const cookies = page ? await page.context().cookies(ORIGIN) : [];
  return request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: {
      host: new URL(ORIGIN).host,
      origin: sent.origin ?? ORIGIN,
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
    ...(sent.data ? { data: sent.data } : {}),
    ...(sent.form ? { form: sent.form } : {}),
    maxRedirects: 0,
  });
}

const productJsonLd = async (page: Page) => {
  const nodes = await page.locator('script[type="application/ld+json"]').allTextContents();
  return nodes
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((node) => 'offers' in node || 'hasVariant' in node);
};

test('a customer who bought writes a review; it waits for an admin, then shows with its stars and in JSON-LD', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await asPerson(browser, people.buyer);
  await buyer.goto(product.path);
  await expect(buyer.getByTestId('rating-summary')).toHaveCount(0);
  await buyer.getByRole('link', { name: 'Bewertung schreiben' }).click();
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Bewertung schreiben');
  await noAxeViolations(buyer);
  await buyer.getByLabel('5 von 5 Sternen').check();
  await buyer.getByLabel('Titel').fill(XSS_TITLE);
  await buyer.getByLabel('Ihr Kommentar').fill(XSS_COMMENT);
  await buyer.getByRole('button', { name: 'Bewertung absenden' }).click();
  await expect(buyer.getByTestId('review-message')).toContainText('Ihre Bewertung wurde eingereicht');
  // Not shown before moderation.
  await buyer.goto(product.path);
  await expect(buyer.getByTestId('review')).toHaveCount(0);
  expect((await productJsonLd(buyer))?.aggregateRating).toBeUndefined();

  const admin = await asPerson(browser, people.admin);
  await admin.goto('/account/reviews');
  const pending = admin.getByTestId('pending-review').filter({ hasText: 'Armatur' });
  await expect(pending.getByRole('heading')).toHaveText(XSS_TITLE);
  await noAxeViolations(admin);
  await pending.getByRole('button', { name: 'Freigeben' }).click();
  await expect(admin.getByTestId('review-message')).toContainText('freigegeben');
  await expect(admin.getByTestId('pending-review').filter({ hasText: 'Armatur' })).toHaveCount(0);

  const visitor = await visitorPage(browser);
  await visitor.goto(`${ORIGIN}${product.path}`);
  const review = visitor.getByTestId('review');
  await expect(review).toHaveCount(1);
  await expect(review.getByRole('heading')).toHaveText(XSS_TITLE);
  await expect(review.locator('.review__comment')).toHaveText(XSS_COMMENT);
  await expect(review.getByTestId('verified-purchase')).toHaveText('Verifizierter Kauf');
  await expect(review.getByRole('img', { name: '5 von 5 Sternen' })).toBeVisible();
  await expect(visitor.getByTestId('rating-summary')).toContainText('1 Bewertung');
  expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const jsonLd = await productJsonLd(visitor);
  expect(jsonLd?.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
  expect(jsonLd?.review).toEqual([
    expect.objectContaining({
      name: XSS_TITLE,
      reviewBody: XSS_COMMENT,
      reviewRating: expect.objectContaining({ ratingValue: 5 }),
    }),
  ]);
  await noAxeViolations(visitor);
});

test.describe('without JavaScript', () => {
  test('a refused review keeps its values; a second review of the same sale element is refused', async ({
    browser,
  }) => {
    const buyer = await asPerson(browser, people.quietBuyer, false);
    await buyer.goto(`/account/write-review?saleElement=${product.saleElementId}`);
    await buyer.getByLabel('4 von 5 Sternen').check();
    await buyer.getByLabel('Titel').fill('Gut');
    await buyer.getByLabel('Ihr Kommentar').fill('kurz');
    await buyer.getByRole('button', { name: 'Bewertung absenden' }).click();
    await expect(buyer.getByTestId('review-message')).toContainText('Bitte prüfen Sie Ihre Eingaben');
    await expect(buyer.getByText('Bitte schreiben Sie 10 bis 2000 Zeichen.')).toBeVisible();
    await expect(buyer.getByLabel('Titel')).toHaveValue('Gut');
    await expect(buyer.getByLabel('4 von 5 Sternen')).toBeChecked();
    // Spam-sized: the field stops at 2000 characters, a script does not; the handler sends it back with a message.
    const spam = await send(buyer, buyer.request, 'POST', '/api/reviews', {
      form: { saleElementId: product.saleElementId, rating: 4, title: 'Gut', comment: 'Spam '.repeat(1000) },
    });
    expect(spam.status()).toBe(303);
    expect(spam.headers().location).toContain('error=reviews.invalid&fields=comment');
    await buyer.getByLabel('Ihr Kommentar').fill('Gut verarbeitet, leicht zu montieren.');
    await buyer.getByRole('button', { name: 'Bewertung absenden' }).click();
    await expect(buyer.getByTestId('review-message')).toContainText('Ihre Bewertung wurde eingereicht');
    await buyer.goto(`/account/write-review?saleElement=${product.saleElementId}`);
    await expect(buyer.getByTestId('review-refused')).toHaveText(
      'Sie haben dieses Produkt bereits bewertet.',
    );
    await expect(buyer.getByTestId('review-form')).toHaveCount(0);
  });

  test("a product's further reviews are plain links to cached pages, ten at a time", async ({ browser }) => {
    expect(busy.count).toBeGreaterThanOrEqual(200);
    const page = await browser.newPage({
      javaScriptEnabled: false,
      storageState: 'e2e/consent-declined.json',
    });
    await page.goto(`${ORIGIN}${busy.path}`);
    await expect(page.getByTestId('review')).toHaveCount(10);
    await expect(page.getByTestId('rating-summary')).toContainText(`${busy.count} Bewertungen`);
    await page.getByRole('link', { name: 'Ältere Bewertungen' }).click();
    await expect(page).toHaveURL(`${ORIGIN}${busy.path}?reviews=2`);
    await expect(page.getByTestId('review')).toHaveCount(10);
    await expect(page.getByText(`Seite 2 von ${Math.ceil(busy.count / 10)}`)).toBeVisible();
    // axe runs in the page: checked with JavaScript.
    const audited = await visitorPage(browser);
    await audited.goto(`${ORIGIN}${busy.path}?reviews=2`);
    await noAxeViolations(audited);
    const beyond = await send(null, page.request, 'GET', `${busy.path}?reviews=999`);
    expect(beyond.status()).toBe(404);
  });
});

test('a customer who did not buy the product is refused, on the page and by the handler', async ({
  browser,
}) => {
  const stranger = await asPerson(browser, people.stranger);
  await stranger.goto(`/account/write-review?saleElement=${product.saleElementId}`);
  await expect(stranger.getByTestId('review-refused')).toHaveText(
    'Nur Kundinnen und Kunden, die dieses Produkt gekauft haben, können eine Bewertung abgeben.',
  );
  await expect(stranger.getByTestId('review-form')).toHaveCount(0);
  const forged = await send(stranger, stranger.request, 'POST', '/api/reviews', {
    data: {
      saleElementId: product.saleElementId,
      rating: 5,
      title: 'Super',
      comment: 'Ganz toll, wirklich.',
    },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).error.code).toBe('reviews.notBought');
  // Not an admin: no moderation page, and the handler refuses a decision.
  expect((await send(stranger, stranger.request, 'GET', '/account/reviews')).status()).toBe(404);
  const decision = await send(stranger, stranger.request, 'POST', '/api/reviews/moderation', {
    data: { reviewId: 1, decision: 'rejected' },
  });
  expect(decision.status()).toBe(403);
});

test('another site cannot post a review, and a visitor is asked to log in', async ({ request }) => {
  const review = {
    saleElementId: product.saleElementId,
    rating: 5,
    title: 'Super',
    comment: 'Ganz toll, wirklich.',
  };
  const crossSite = await send(null, request, 'POST', '/api/reviews', {
    data: review,
    origin: 'https://evil.example',
  });
  expect(crossSite.status()).toBe(403);
  const visitor = await send(null, request, 'POST', '/api/reviews', { data: review });
  expect(visitor.status()).toBe(401);
  expect((await visitor.json()).error.code).toBe('reviews.customersOnly');
});
