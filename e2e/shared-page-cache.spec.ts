import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../lib/adapters/embedded/queries/raw';
import type { postgresDatabase } from '../lib/testing/databases';
import { copyOfBuild, localShopOrigins, startExtraServer, stopExtraServer } from './extra-server';
import { npmRun, revalidateProduct } from './operator-commands';
import { extraPorts } from './ports';
import { seededPostgres } from './seeded-postgres';

/**
 * Two instances of one shop on one PostgreSQL database and one Redis, as an operator runs them behind a load
 * balancer: a change revalidated through one of them shows on the other at once, pages and addresses alike
 * (before, the other kept the old price for up to an hour while its cart charged the new one).
 */
const PORTS = [extraPorts.sharedCacheInstanceA, extraPorts.sharedCacheInstanceB] as const;
const DIST = '.next-shared-page-cache';
const TOKEN = 'shared-cache-journey-token-0123456789abcdef';

test.describe.configure({ mode: 'serial' });

let database: Awaited<ReturnType<typeof postgresDatabase>> | undefined;
const servers: ChildProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await seededPostgres(40);
  copyOfBuild(DIST);
  const shared = {
    NEXT_DIST_DIR: DIST,
    DATABASE_URL: database.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    // A namespace of this run's own on the machine's Redis.
    PAGE_CACHE_PREFIX: `journey-${randomBytes(4).toString('hex')}`,
    REVALIDATE_TOKEN: TOKEN,
    // Both instances are one shop at one public address.
    SHOP_ORIGINS: localShopOrigins(PORTS[0]),
  };
  for (const port of PORTS) servers.push(await startExtraServer(port, shared));
});

test.afterAll(async () => {
  for (const server of servers) await stopExtraServer(server);
  rmSync(DIST, { recursive: true, force: true });
  await database?.dispose();
});

const fetchFrom = (port: number, path: string) =>
  fetch(`http://127.0.0.1:${port}/${path}`, {
    headers: { host: `at.localhost:${PORTS[0]}` },
    redirect: 'manual',
  });

test('a price and an address changed and revalidated through one instance show on the other at once', async () => {
  test.setTimeout(120_000);
  const [product] = await selectRows<{ id: number; url_id: number; url: string }>(
    database!.db,
    sql`SELECT p.id, u.id AS url_id, u.url FROM product p
        JOIN product_sale_elements e ON e.product_id = p.id AND e.is_default
        JOIN rewriting_url u ON u.view = 'product' AND u.view_id = p.id AND u.view_locale = 'de_DE'
                            AND u.redirected IS NULL
        WHERE p.visible AND p.kind = 'goods'
          AND NOT EXISTS (SELECT 1 FROM product_sale_elements other WHERE other.product_id = p.id AND other.id <> e.id)
        ORDER BY p.id LIMIT 1`,
  );
  // 499.90 € net is 599.88 € with Austria's 20 % VAT.
  const newPrice = /599,88/;
  for (const port of PORTS) expect(await (await fetchFrom(port, product!.url)).text()).not.toMatch(newPrice);

  await npmRun('price:set', [await refOf(product!.id), '--price', '499.90'], { DATABASE_URL: database!.url });
  const [moved] = await selectRows<{ id: number }>(
    database!.db,
    sql`INSERT INTO rewriting_url (url, view, view_id, view_locale)
        VALUES (${`neu-${product!.url}`}, 'product', ${product!.id}, 'de_DE') RETURNING id`,
  );
  await database!.db.execute(
    sql`UPDATE rewriting_url SET redirected = ${moved!.id} WHERE id = ${product!.url_id}`,
  );
  // Both instances still answer from their caches: the page and the address they looked up.
  const cached = await fetchFrom(PORTS[1], product!.url);
  expect(cached.status).toBe(200);
  expect(await cached.text()).not.toMatch(newPrice);

  const revalidated = await revalidateProduct(PORTS[0], product!.id, TOKEN);
  expect(revalidated).toContain(`revalidated product:${product!.id} (every instance)`);

  const retired = await fetchFrom(PORTS[1], product!.url);
  expect(retired.status).toBe(301);
  expect(retired.headers.get('location')).toContain(`/neu-${product!.url}`);
  expect(await (await fetchFrom(PORTS[1], `neu-${product!.url}`)).text()).toMatch(newPrice);
});

async function refOf(productId: number): Promise<string> {
  const [element] = await selectRows<{ ref: string }>(
    database!.db,
    sql`SELECT ref FROM product_sale_elements WHERE product_id = ${productId} AND is_default`,
  );
  return element!.ref;
}
