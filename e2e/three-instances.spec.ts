import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../lib/adapters/embedded/queries/raw';
import { startTcpRelay, type TcpRelay } from '../lib/testing/tcp-relay';
import { cartWithLines } from '../scripts/bench/cart-with-lines';
import { exchange } from '../scripts/bench/http-exchange';
import { mixedLoad, shopperPages } from '../scripts/bench/mixed-load';
import { answerCaptcha, fillLinzPrepayment } from './checkout-shop';
import { copyOfBuild, localShopOrigins, startExtraServer, stopExtraServer } from './extra-server';
import { npmRun } from './operator-commands';
import { extraPorts } from './ports';
import { instancesRecipe, startNginx, type CachingProxy } from '../lib/testing/nginx';
import { seededPostgres } from './seeded-postgres';

/**
 * Three instances of one shop behind nginx in turn (ops/nginx/shop-instances.conf), on one PostgreSQL and one
 * Redis, as an operator runs a shop that outgrew one machine: a shopper's requests land on all of them, a change
 * published once shows on every one at once, and losing Redis, the database or an instance costs no order.
 */
const PORTS = [extraPorts.threeInstancesA, extraPorts.threeInstancesB, extraPorts.threeInstancesC] as const;
const PROXY = extraPorts.threeInstancesProxy;
const HOST = `at.localhost:${PROXY}`;
const DIST = '.next-three-instances';
const TOKEN = 'three-instances-journey-token-0123456789';

test.describe.configure({ mode: 'serial' });

let database: Awaited<ReturnType<typeof seededPostgres>> | undefined;
let postgresRelay: TcpRelay | undefined;
let redisRelay: TcpRelay | undefined;
let proxy: CachingProxy | undefined;
let feedFolder = '';
const servers: ChildProcess[] = [];
const logs = ['', '', ''];
let instanceSettings: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = await seededPostgres(40);
  copyOfBuild(DIST);
  feedFolder = mkdtempSync(join(tmpdir(), 'storefront-feeds-'));
  // Both reached through relays the journey can cut, as a network partition does.
  postgresRelay = await startTcpRelay(Number(new URL(database.url).port || 5432));
  redisRelay = await startTcpRelay(6379);
  const databaseUrl = new URL(database.url);
  databaseUrl.port = String(postgresRelay.port);
  instanceSettings = {
    NEXT_DIST_DIR: DIST,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisRelay.port}`,
    PAGE_CACHE_PREFIX: `journey-${randomBytes(4).toString('hex')}`,
    FEED_FOLDER: feedFolder,
    REVALIDATE_TOKEN: TOKEN,
    // One shop at nginx's address, which the instances believe about each shopper's own address.
    SHOP_ORIGINS: localShopOrigins(PROXY),
    TRUSTED_PROXIES: '127.0.0.1, ::1',
  };
  const started = await Promise.all(
    PORTS.map((port, index) => startExtraServer(port, instanceSettings, (text) => (logs[index] += text))),
  );
  servers.push(...started);
  proxy = await startNginx(
    (folder) => instancesRecipe(folder, PROXY, PORTS, { forwardedFor: true, instanceHeader: true }),
    [PROXY],
  );
});

test.afterAll(async () => {
  await proxy?.stop();
  for (const server of servers) await stopExtraServer(server);
  await postgresRelay?.close();
  await redisRelay?.close();
  rmSync(DIST, { recursive: true, force: true });
  rmSync(feedFolder, { recursive: true, force: true });
  await database?.dispose();
});

const direct = (port: number, path: string, cookie?: string) =>
  exchange(new URL(path, `http://127.0.0.1:${port}`), { host: HOST, ...(cookie ? { cookie } : {}) });

interface ShownProduct {
  id: number;
  ref: string;
  url: string;
  url_id: number;
  category_url: string;
}

/** A product with one variant, on the first page of its category, with its addresses. */
async function shownProduct(): Promise<ShownProduct> {
  const [product] = await selectRows<ShownProduct>(
    database!.db,
    sql`SELECT p.id, e.ref, u.id AS url_id, u.url, c.url AS category_url FROM product p
        JOIN product_sale_elements e ON e.product_id = p.id AND e.is_default
        JOIN rewriting_url u ON u.view = 'product' AND u.view_id = p.id AND u.view_locale = 'de_DE'
                            AND u.redirected IS NULL
        JOIN product_category pc ON pc.product_id = p.id AND pc.default_category
        JOIN rewriting_url c ON c.view = 'category' AND c.view_id = pc.category_id AND c.view_locale = 'de_DE'
                            AND c.redirected IS NULL
        WHERE p.visible AND p.kind = 'goods'
          AND NOT EXISTS (SELECT 1 FROM product_sale_elements other WHERE other.product_id = p.id AND other.id <> e.id)
          AND (SELECT count(*) FROM product_category peers WHERE peers.category_id = pc.category_id) < 12
        ORDER BY p.id LIMIT 1`,
  );
  return product!;
}

test('a guest without JavaScript shops and orders while each request may land on another instance', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const served: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      served.push(response.headers()['x-shop-instance'] ?? 'none');
  });
  const product = await shownProduct();
  const origin = `http://${HOST}`;
  await page.goto(`${origin}/`);
  await page.goto(`${origin}/${product.category_url}`);
  await page.goto(`${origin}/${product.url}`);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('to-checkout').click();
  await fillLinzPrepayment(page, 'hopping.guest@example.at', 'Hanna', 'Wechsler');
  await answerCaptcha(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(`${origin}/order-placed`);
  await expect(page.getByTestId('order-ref')).toContainText(/ORD\d{12}/);
  await context.close();
  // Session, cart, checkout key and order all lived in the database and Redis, not in one instance.
  expect(new Set(served)).toEqual(new Set(PORTS.map((port) => `127.0.0.1:${port}`)));
});

test('a price changed and published once shows on every instance at once: page, listing, cart and feed', async () => {
  test.setTimeout(120_000);
  const product = await shownProduct();
  // 499.90 € net is 599.88 € with Austria's 20 % VAT.
  const shown = /599,88/;
  const inFeed = (xml: string) =>
    /<g:price>599\.88 EUR<\/g:price>/.test(
      xml.split('<item>').find((item) => item.includes(`<g:id>${product.ref}</g:id>`)) ?? '',
    );
  const carts = await Promise.all(
    PORTS.map((port) => cartWithLines(`http://127.0.0.1:${port}`, HOST, [`/${product.url}`], 1)),
  );
  const views = (port: number, index: number) => [
    direct(port, `/${product.url}`).then((answer) => shown.test(answer.text)),
    direct(port, `/${product.category_url}`).then((answer) => shown.test(answer.text)),
    direct(port, '/cart', carts[index]).then((answer) => shown.test(answer.text)),
    direct(port, '/feeds/google-merchant.xml').then((answer) => inFeed(answer.text)),
  ];
  const everyView = async () => (await Promise.all(PORTS.flatMap(views))).map(Number).join('');
  expect(await everyView()).toBe('0000'.repeat(3));

  await npmRun('price:set', [product.ref, '--price', '499.90'], { DATABASE_URL: database!.url });
  // Page, listing and feed still come from the shared cache until the change is published.
  expect((await everyView()).replace(/(..).(.)/g, '$1$2')).toBe('000'.repeat(3));

  // Published once through the balancer, as `npm run revalidate` does (the next test runs the command itself).
  const publishing = Date.now();
  const published = await fetch(`http://127.0.0.1:${PROXY}/api/revalidate`, {
    method: 'POST',
    headers: { host: HOST, authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: [`product:${product.id}`] }),
  });
  const publishedWithin = Date.now() - publishing;
  expect(await published.json()).toEqual({
    ok: true,
    data: { revalidated: [`product:${product.id}`, 'listings'], reach: 'every instance' },
  });
  // Every instance knows before the answer: the first request to each after it shows the new price.
  expect(publishedWithin).toBeLessThan(1_000);
  expect(await everyView()).toBe('1111'.repeat(3));
  test.info().annotations.push({
    type: 'published, then rendered anew',
    description: `revalidation answered in ${publishedWithin} ms; the 12 views rendered anew in ${Date.now() - publishing - publishedWithin} ms`,
  });
});

test('an address retired once answers 301 on every instance at once', async () => {
  const product = await shownProduct();
  for (const port of PORTS) expect((await direct(port, `/${product.url}`)).status).toBe(200);
  const [moved] = await selectRows<{ id: number }>(
    database!.db,
    sql`INSERT INTO rewriting_url (url, view, view_id, view_locale)
        VALUES (${`neu-${product.url}`}, 'product', ${product.id}, 'de_DE') RETURNING id`,
  );
  await database!.db.execute(
    sql`UPDATE rewriting_url SET redirected = ${moved!.id} WHERE id = ${product.url_id}`,
  );
  // Each instance looked the address up before and keeps the answer of its own.
  for (const port of PORTS) expect((await direct(port, `/${product.url}`)).status).toBe(200);
  await npmRun('revalidate', ['--url', `http://127.0.0.1:${PROXY}`, '--tag', `product:${product.id}`], {
    REVALIDATE_TOKEN: TOKEN,
  });
  for (const port of PORTS) {
    const retired = await direct(port, `/${product.url}`);
    expect(retired.status).toBe(301);
    expect(retired.location).toContain(`/neu-${product.url}`);
  }
});

test('without Redis every instance goes on alone, says so once, and shares again once Redis is back', async () => {
  test.setTimeout(90_000);
  const product = await shownProduct();
  redisRelay!.cut();
  for (const port of PORTS) expect((await direct(port, `/${product.category_url}`)).status).toBe(200);
  await expect
    .poll(() => logs.filter((log) => log.includes('Shared page cache: Redis unavailable')).length)
    .toBe(3);
  const alone = await npmRun(
    'revalidate',
    ['--url', `http://127.0.0.1:${PORTS[0]}`, '--tag', `product:${product.id}`],
    { REVALIDATE_TOKEN: TOKEN },
  ).catch((failure: { stdout: string }) => failure.stdout);
  expect(alone).toContain('(this instance only)');

  redisRelay!.mend();
  await expect
    .poll(() => logs[0], { timeout: 15_000 })
    .toMatch(/Redis is back, 1 revalidation\(s\) replayed/);
  for (const port of PORTS) expect((await direct(port, `/${product.url}`)).status).toBe(200);
});

test('without the database each instance shows the maintenance screen for what it has not cached, and recovers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const unseen = () => `/nie-gesehen-${randomBytes(4).toString('hex')}.html`;
  const product = await shownProduct();
  for (const port of PORTS) expect((await direct(port, `/${product.category_url}`)).status).toBe(200);
  postgresRelay!.cut();
  for (const port of PORTS) {
    expect((await direct(port, unseen())).status).toBe(500);
    expect((await direct(port, '/api/health')).status).toBe(503);
    // What the shared cache holds is still served.
    expect((await direct(port, `/${product.category_url}`)).status).toBe(200);
  }
  // As a shopper sees it, through the balancer.
  await page.goto(`http://${HOST}${unseen()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wir sind gleich wieder da');

  postgresRelay!.mend();
  for (const port of PORTS)
    await expect.poll(async () => (await direct(port, unseen())).status, { timeout: 20_000 }).toBe(404);
  await page.goto(`http://${HOST}/${product.url}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Wir sind gleich wieder da');
});

test('an instance stopped with SIGTERM finishes what it serves and exits, the others go on', async () => {
  test.setTimeout(60_000);
  const stopping = servers[1]!;
  const exited = new Promise<number | null>((resolve) => stopping.once('exit', (code) => resolve(code)));
  const started = Date.now();
  stopping.kill('SIGTERM');
  // Its background work drains within 10 s; nginx's connections to it are closed as they fall idle.
  expect(await exited).toBe(143);
  expect(Date.now() - started).toBeLessThan(15_000);
  for (let request = 0; request < 4; request += 1)
    expect((await exchange(new URL('/', `http://127.0.0.1:${PROXY}`), { host: HOST })).status).toBe(200);
  servers[1] = await startExtraServer(PORTS[1], instanceSettings, (text) => (logs[1] += text));
});

test('a mixed load of 60 s, one instance killed halfway: every request answered, no order lost or doubled, no POST sent twice', async () => {
  test.setTimeout(180_000);
  const balancer = `http://127.0.0.1:${PROXY}`;
  const pages = await shopperPages(balancer, HOST);
  const killing = setTimeout(() => servers[2]!.kill('SIGKILL'), 30_000);
  const load = await mixedLoad({ url: balancer, host: HOST, seconds: 60, pages });
  clearTimeout(killing);
  expect(servers[2]!.signalCode).toBe('SIGKILL');
  for (const [route, figures] of Object.entries(load.routes))
    test.info().annotations.push({
      type: `${route}: p95`,
      description: `${Math.round(figures.p95)} ms (p50 ${Math.round(figures.p50)} ms) over ${figures.requests} requests, ${figures.failed} failed`,
    });
  test.info().annotations.push({
    type: 'throughput',
    description: `${Math.round(load.requestsPerSecond)} requests/s`,
  });

  // Every instance served, and every request got an answer.
  expect(Object.keys(load.answeredBy).length).toBeGreaterThanOrEqual(3);
  for (const figures of Object.values(load.routes)) expect(figures.errors).toBe(0);
  // A GET the killed instance had not begun to answer went to another, and so did any request it refused the
  // connection for afterwards (nginx tries it again every 5 s); a POST it received never did. Only an answer it had
  // begun is cut: nginx cannot resend half a page. At most one per shopper at the kill.
  expect(load.receivedTwice.POST).toBe(0);
  const cut = Object.values(load.routes).reduce((sum, figures) => sum + figures.cut + figures.failed, 0);
  test.info().annotations.push({
    type: 'the kill',
    description:
      `${load.retried.GET} GETs and ${load.retried.POST} POSTs sent on to another instance, ` +
      `${load.receivedTwice.GET} GETs received by two, ${cut} answers cut`,
  });
  expect(cut).toBeLessThanOrEqual(load.connections);

  // The database holds an order's checkout key bound to its session, so orders are counted, not looked up.
  const keys = (outcome: (attempt: (typeof load.checkouts)[number]) => boolean) =>
    new Set(load.checkouts.filter(outcome).map((attempt) => attempt.checkoutKey)).size;
  const placed = keys((attempt) => attempt.outcome === 'placed');
  const submitted = keys(() => true);
  const [{ orders } = { orders: 0 }] = await selectRows<{ orders: number }>(
    database!.db,
    sql`SELECT count(*)::int AS orders FROM "order" WHERE email LIKE 'shopper-%@example.at'`,
  );
  test.info().annotations.push({
    type: 'orders',
    description: `${orders} orders; ${placed} checkout keys answered "placed", ${submitted} submitted`,
  });
  expect(placed).toBeGreaterThan(0);
  // No order lost: each key answered "placed" has its order. None doubled: never more orders than keys sent,
  // however often one was sent again (the database holds each key once).
  expect(orders).toBeGreaterThanOrEqual(placed);
  expect(orders).toBeLessThanOrEqual(submitted);
});
