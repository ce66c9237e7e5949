import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { postgresDatabase } from '../lib/testing/databases';
import { parseMerchantFeed } from '../lib/feeds/merchant-check';
import { createEmbeddedBackend } from '../lib/adapters/embedded';
import { prepaidOrder, soldLine } from '../lib/testing/order-fixtures';
import { addWithJavaScript } from './cart-products';
import { copyOfBuild, localShopOrigins, shopServerArguments, stopExtraServer } from './extra-server';
import { revalidateProduct } from './operator-commands';
import { extraPorts } from './ports';
import { seededPostgres } from './seeded-postgres';

// A second production server on its own PostgreSQL database and its own copy of the build (pages cached on
// disk belong to one server's data), so the catalogue can change underneath it as an import would change it.
const PORT = extraPorts.revalidation;
const DIST_DIR = '.next-revalidation';
const TOKEN = 'revalidation-journey-token-0123456789abcdef';
const origin = `http://at.localhost:${PORT}`;

test.describe.configure({ mode: 'serial' });

let database: Awaited<ReturnType<typeof postgresDatabase>> | undefined;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await seededPostgres(60);
  copyOfBuild(DIST_DIR);
  server = spawn(process.execPath, shopServerArguments(PORT), {
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST_DIR,
      PORT: String(PORT),
      DATABASE_URL: database.url,
      REVALIDATE_TOKEN: TOKEN,
      SHOP_ORIGINS: localShopOrigins(PORT),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${PORT}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await stopExtraServer(server);
  rmSync(DIST_DIR, { recursive: true, force: true });
  await database?.dispose();
});

test('a product renamed in the database shows its new name once `npm run revalidate` names it', async ({
  page,
}) => {
  const { rows } = (await database!.db.execute(
    sql`SELECT p.id, u.url, i.title FROM product p
        JOIN product_i18n i ON i.id = p.id AND i.locale = 'de_DE'
        JOIN rewriting_url u ON u.view = 'product' AND u.view_id = p.id AND u.view_locale = 'de_DE'
                            AND u.redirected IS NULL
        WHERE p.visible ORDER BY p.id LIMIT 1`,
  )) as unknown as { rows: Array<{ id: number; url: string; title: string }> };
  const product = rows[0]!;
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(`${origin}/${product.url}`);
  await expect(heading).toHaveText(product.title);

  const renamed = `${product.title} (neu)`;
  await database!.db.execute(
    sql`UPDATE product_i18n SET title = ${renamed} WHERE id = ${product.id} AND locale = 'de_DE'`,
  );
  await page.reload();
  // Served from the page cache: the shop does not ask the database on every request.
  await expect(heading).toHaveText(product.title);

  const output = await revalidateProduct(PORT, product.id, TOKEN);
  expect(output).toContain(`revalidated product:${product.id}`);
  await page.reload();
  await expect(heading).toHaveText(renamed);
});

test('the product feed is generated anew once the catalogue is revalidated, and served from its file until then', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const feed = async () => {
    const response = await request.get(`http://127.0.0.1:${PORT}/feeds/google-merchant.xml`, {
      headers: { host: `at.localhost:${PORT}` },
    });
    expect(response.status()).toBe(200);
    return { xml: await response.text(), cache: response.headers()['x-feed-cache'] };
  };
  const titled = (xml: string, title: string) =>
    parseMerchantFeed(xml).items.some((item) => String(item['g:title']).startsWith(title));
  await feed();
  expect((await feed()).cache).toBe('hit');
  const { rows } = (await database!.db.execute(
    sql`SELECT p.id, i.title FROM product p JOIN product_i18n i ON i.id = p.id AND i.locale = 'de_DE'
        WHERE p.visible AND p.kind = 'goods' ORDER BY p.id DESC LIMIT 1`,
  )) as unknown as { rows: Array<{ id: number; title: string }> };
  const renamed = `${rows[0]!.title} (Feed)`;
  await database!.db.execute(
    sql`UPDATE product_i18n SET title = ${renamed} WHERE id = ${rows[0]!.id} AND locale = 'de_DE'`,
  );
  const cached = await feed();
  expect(cached.cache).toBe('hit');
  expect(titled(cached.xml, renamed)).toBe(false);

  const response = await request.post(`http://127.0.0.1:${PORT}/api/revalidate`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
    data: { tags: ['listings'] },
  });
  expect(response.status()).toBe(200);
  const regenerated = await feed();
  expect(regenerated.cache).toBe('miss');
  expect(titled(regenerated.xml, renamed)).toBe(true);
  expect((await feed()).cache).toBe('hit');
});

test('best sellers and "bought together" follow the orders once the catalogue is revalidated, and never show one buyer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { rows } = (await database!.db.execute(
    sql`SELECT p.id, e.id AS element, u.url, i.title, dc.category_id AS category FROM product p
        JOIN product_sale_elements e ON e.product_id = p.id AND e.is_default AND e.quantity > 20
        JOIN product_i18n i ON i.id = p.id AND i.locale = 'de_DE'
        JOIN product_category dc ON dc.product_id = p.id AND dc.default_category
        JOIN rewriting_url u ON u.view = 'product' AND u.view_id = p.id AND u.view_locale = 'de_DE'
                            AND u.redirected IS NULL
        WHERE p.visible AND p.kind = 'goods' AND i.title NOT LIKE '%)' ORDER BY p.id DESC LIMIT 12`,
  )) as unknown as {
    rows: Array<{ id: number; element: number; url: string; title: string; category: number }>;
  };
  const orderable = [];
  for (const row of rows) {
    const response = await request.get(`http://127.0.0.1:${PORT}/${row.url}`, {
      headers: { host: `at.localhost:${PORT}` },
    });
    const html = await response.text();
    if (html.includes('In den Warenkorb')) orderable.push(row);
  }
  const [first, second, third] = orderable;
  const named = (title: string) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const together = page.getByRole('region', { name: 'Wird oft zusammen gekauft' });
  await page.goto(`${origin}/${first!.url}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
  await expect(together).toHaveCount(0);

  // Three buyers took the first two together; two took the first with the third: too few to say so.
  const shop = await createEmbeddedBackend(database!);
  const { rows: carts } = (await database!.db.execute(
    sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at' RETURNING id`,
  )) as unknown as { rows: Array<{ id: number }> };
  const buy = async (email: string, goods: Array<typeof first>) => {
    const lines = goods.map((good) => soldLine(1, { productId: good!.id, saleElementId: good!.element }));
    const placed = await shop.placeOrder(prepaidOrder(carts[0]!.id, { lines, email }));
    expect(placed.kind).toBe('placed');
    if (placed.kind === 'placed')
      await database!.db.execute(sql`UPDATE "order" SET status_id = 2 WHERE id = ${placed.order.id}`);
  };
  for (const buyer of ['anna', 'bert', 'cleo']) await buy(`${buyer}@example.at`, [first, second]);
  for (const buyer of ['dora', 'emil']) await buy(`${buyer}@example.at`, [first, third]);

  await page.reload();
  // Counted with the catalogue: the cached page waits for its revalidation.
  await expect(together).toHaveCount(0);
  const response = await request.post(`http://127.0.0.1:${PORT}/api/revalidate`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
    data: { tags: ['catalogue'] },
  });
  expect(response.status()).toBe(200);
  await page.reload();
  await expect(together.getByRole('link', { name: named(second!.title) })).toBeVisible();
  await expect(together.getByRole('link', { name: named(third!.title) })).toHaveCount(0);

  // The shopper follows the recommendation, buys it, and the cart suggests what its buyers took with it.
  await together.getByRole('link', { name: named(second!.title) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
  await addWithJavaScript(page);
  await page.goto(`${origin}/cart`);
  const suggested = page.getByRole('region', { name: 'Passend zu Ihrem Einkauf' });
  await expect(suggested.getByRole('link', { name: named(first!.title) })).toBeVisible();

  // Its category's first page names it among the category's best sellers now.
  await page.goto(`${origin}/${second!.url}`);
  await page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link').last().click();
  const bestSellers = page.getByRole('region', { name: /^Bestseller in / });
  await expect(bestSellers.getByRole('link', { name: named(second!.title) })).toBeVisible();
});
