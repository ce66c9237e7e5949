import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { runSeed } from '../lib/adapters/embedded/seed/run';
import { postgresAvailability, postgresDatabase } from '../lib/testing/databases';
import { parseMerchantFeed } from '../lib/feeds/merchant-check';
import { copyOfBuild, shopServerArguments, stopExtraServer } from './extra-server';
import { extraPorts } from './ports';

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
  const availability = await postgresAvailability();
  test.skip(
    !availability.available,
    availability.available ? '' : `needs PostgreSQL: ${availability.reason}`,
  );
  database = await postgresDatabase();
  const seeded = await runSeed(database, { seed: 42, products: 60, replace: true });
  expect(seeded.kind).toBe('seeded');
  copyOfBuild(DIST_DIR);
  server = spawn(process.execPath, shopServerArguments(PORT), {
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST_DIR,
      PORT: String(PORT),
      DATABASE_URL: database.url,
      REVALIDATE_TOKEN: TOKEN,
      SHOP_ORIGINS: ['at', 'de', 'ro'].map((store) => `${store}=http://${store}.localhost:${PORT}`).join(','),
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

  const output = execFileSync(
    'node_modules/.bin/tsx',
    ['scripts/revalidate.ts', '--url', `http://127.0.0.1:${PORT}`, '--tag', `product:${product.id}`],
    { env: { ...process.env, REVALIDATE_TOKEN: TOKEN }, encoding: 'utf8' },
  );
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
