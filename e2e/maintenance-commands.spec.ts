import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openForCommand } from '../lib/adapters/embedded/command-database';
import { selectRows } from '../lib/adapters/embedded/queries/raw';
import { copyOfBuild, localShopOrigins, startExtraServer, stopExtraServer } from './extra-server';
import { npmRun, revalidateProduct } from './operator-commands';
import { extraPorts } from './ports';
import { seededFolder } from './seeded-folder';

/**
 * An operator changes a price with the shop on its embedded PGlite database running, as the out-of-the-box shop
 * does: the command reaches the folder through the running shop, and the page shows the new price once
 * revalidated, the shop never stopped.
 */
const PORT = extraPorts.maintenanceCommands;
const DIST = '.next-maintenance-commands';
const DATA = './data/e2e-maintenance-commands';
const TOKEN = 'maintenance-journey-token-0123456789abcdef';

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
const serverSettings = { NEXT_DIST_DIR: DIST, PGLITE_DATA_DIR: DATA, REVALIDATE_TOKEN: TOKEN };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  copyOfBuild(DIST);
  await seededFolder(DATA);
  server = await startExtraServer(PORT, { ...serverSettings, SHOP_ORIGINS: localShopOrigins(PORT) });
});

test.afterAll(async () => {
  await stopExtraServer(server);
  rmSync(DIST, { recursive: true, force: true });
});

let product: { id: number; ref: string; url: string };

const productPage = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${PORT}/${path}`, {
    headers: { host: `at.localhost:${PORT}` },
  });
  expect(response.status).toBe(200);
  return response.text();
};

test('a price set with `npm run price:set` while the shop serves shows on its page once revalidated', async () => {
  test.setTimeout(120_000);
  const database = await openForCommand({ pgliteDataDir: DATA });
  const [chosen] = await selectRows<{ id: number; ref: string; url: string }>(
    database.db,
    sql`SELECT p.id, e.ref, u.url FROM product p
        JOIN product_sale_elements e ON e.product_id = p.id AND e.is_default
        JOIN rewriting_url u ON u.view = 'product' AND u.view_id = p.id AND u.view_locale = 'de_DE'
                            AND u.redirected IS NULL
        WHERE p.visible AND p.kind = 'goods'
          AND NOT EXISTS (SELECT 1 FROM product_sale_elements other WHERE other.product_id = p.id
                          AND other.id <> e.id)
        ORDER BY p.id LIMIT 1`,
  );
  await database.close();
  product = chosen!;
  // 499.90 € net is 599.88 € with Austria's 20 % VAT, the price an Austrian shopper is shown.
  const newPrice = /599,88/;
  expect(await productPage(product.url)).not.toMatch(newPrice);

  const setPrice = await npmRun('price:set', [product.ref, '--price', '499.90'], {
    PGLITE_DATA_DIR: DATA,
    DATABASE_URL: '',
  });
  expect(setPrice).toContain(`through the shop running in process ${server!.pid}`);
  expect(setPrice).toContain(`${product.ref}: prices set.`);
  // Served from the page cache until the operator says the product changed.
  expect(await productPage(product.url)).not.toMatch(newPrice);

  const revalidated = await revalidateProduct(PORT, product.id, TOKEN);
  expect(revalidated).toContain(`revalidated product:${product.id}`);
  expect(await productPage(product.url)).toMatch(newPrice);
  expect(server!.exitCode).toBeNull();
});

test('a restart with other public origins serves them from the first request, not the pages cached before', async () => {
  test.setTimeout(120_000);
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical(await productPage(product.url))).toBe(`http://at.localhost:${PORT}/${product.url}`);

  await stopExtraServer(server);
  const live = 'at=https://www.sanitaerwelt.at,de=https://www.sanitaerwelt.de,ro=https://www.sanitaerwelt.ro';
  server = await startExtraServer(PORT, { ...serverSettings, SHOP_ORIGINS: live });
  const html = await productPage(product.url);
  expect(canonical(html)).toBe(`https://www.sanitaerwelt.at/${product.url}`);
  expect(html).not.toContain(`at.localhost:${PORT}`);
});
