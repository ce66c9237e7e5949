import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../lib/adapters/embedded/database';
import { selectRows } from '../lib/adapters/embedded/queries/raw';
import { embeddedSessionStore } from '../lib/adapters/embedded/session-store';
import { copyOfBuild, startExtraServer, stopExtraServer, TRUST_LOOPBACK } from './extra-server';
import { extraPorts } from './ports';
import { seededFolder } from './seeded-folder';

// Two shops reached straight from loopback: one trusts no proxy, the other takes loopback for its proxy.
const shops = {
  untrusted: { port: extraPorts.untrustedPeer, env: {} },
  trusted: { port: extraPorts.trustedProxy, env: TRUST_LOOPBACK },
} as const;
type ShopName = keyof typeof shops;
const folders = (name: ShopName) => ({ dist: `.next-${name}-peer`, data: `./data/e2e-${name}-peer` });
const host = (name: ShopName) => `at.localhost:${shops[name].port}`;
const url = (name: ShopName, path: string) => `http://127.0.0.1:${shops[name].port}${path}`;
/** A signed-in customer's session, written straight into the trusted shop's database. */
const SESSION = randomBytes(32).toString('base64url');

test.describe.configure({ mode: 'serial' });

const servers: ChildProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const name of Object.keys(shops) as ShopName[]) {
    const { dist, data } = folders(name);
    await seededFolder(data);
    if (name === 'trusted') await signedInCustomer(data);
    servers.push(
      await startExtraServer(shops[name].port, {
        NEXT_DIST_DIR: copyOfBuild(dist),
        PGLITE_DATA_DIR: data,
        ...shops[name].env,
      }),
    );
  }
});

test.afterAll(async () => {
  for (const server of servers) await stopExtraServer(server);
  for (const name of Object.keys(shops) as ShopName[])
    rmSync(folders(name).dist, { recursive: true, force: true });
});

async function signedInCustomer(data: string): Promise<void> {
  const shop = await openDatabase({ pgliteDataDir: data });
  try {
    const [customer] = await selectRows<{ id: number }>(
      shop.db,
      sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash, store_code,
          language_code, confirmed_at)
        VALUES ('CUS000000000077', 2, 'Vera', 'Proxmann', 'vera.proxmann@example.at', 'not-a-hash', 'at', 'de',
          now())
        RETURNING id`,
    );
    await embeddedSessionStore(shop.db).create({
      idHash: createHash('sha256').update(SESSION).digest('hex'),
      store: 'at',
      cartId: null,
      customerId: customer!.id,
      now: new Date(),
      idleMs: 3_600_000,
      absoluteMs: 3_600_000,
    });
  } finally {
    await shop.close();
  }
}

let emails = 0;

/** A newsletter sign-up as the footer's script sends it, the client naming itself `forwardedFor`. */
async function signUp(request: APIRequestContext, name: ShopName, forwardedFor: string): Promise<number> {
  const answer = await request.post(url(name, '/api/newsletter'), {
    data: { action: 'signUp', email: `leser.${(emails += 1)}.${Date.now()}@example.at`, source: 'footer' },
    headers: { host: host(name), origin: `http://${host(name)}`, 'x-forwarded-for': forwardedFor },
  });
  return answer.status();
}

test('a client reaching the shop directly cannot escape a rate limit by naming other addresses', async ({
  request,
}) => {
  const statuses = [];
  for (let visitor = 1; visitor <= 6; visitor += 1)
    statuses.push(await signUp(request, 'untrusted', `198.51.100.${visitor}`));
  expect(statuses.slice(0, 5)).not.toContain(429);
  expect(statuses[5]).toBe(429);
});

test('behind a trusted proxy, each address it forwards has its own limit, whatever the client wrote', async ({
  request,
}) => {
  const shoppers = [];
  for (let visitor = 1; visitor <= 6; visitor += 1)
    shoppers.push(await signUp(request, 'trusted', `203.0.113.${visitor}`));
  expect(shoppers).not.toContain(429);
  // One shopper who writes a new address before the proxy's own entry still has one limit.
  const forged = [];
  for (let attempt = 1; attempt <= 6; attempt += 1)
    forged.push(await signUp(request, 'trusted', `10.9.9.${attempt}, 198.51.100.200`));
  expect(forged.slice(0, 5)).not.toContain(429);
  expect(forged[5]).toBe(429);
});

/** The delivery-country form, its answer's cookie telling whether the shop believed it came over https. */
async function deliveryCountryCookie(request: APIRequestContext, name: ShopName): Promise<string> {
  const answer = await request.post(url(name, '/api/delivery-country'), {
    form: { countryId: '5' },
    headers: { host: host(name), origin: `http://${host(name)}`, 'x-forwarded-proto': 'https' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  return answer.headers()['set-cookie'] ?? '';
}

test('only a trusted proxy can say the shopper came over https', async ({ request }) => {
  expect(await deliveryCountryCookie(request, 'untrusted')).not.toMatch(/;\s*Secure/i);
  expect(await deliveryCountryCookie(request, 'trusted')).toMatch(/;\s*Secure/i);
});

test('over https only __Host-sid holds a session, never a plain sid cookie', async ({ request }) => {
  const account = (cookie: string, https: boolean) =>
    request.get(url('trusted', '/account'), {
      headers: { host: host('trusted'), cookie, ...(https ? { 'x-forwarded-proto': 'https' } : {}) },
      maxRedirects: 0,
    });
  const plainOverHttp = await account(`sid=${SESSION}`, false);
  expect(plainOverHttp.status()).toBe(200);
  expect(await plainOverHttp.text()).toContain('Vera');
  expect((await account(`__Host-sid=${SESSION}`, true)).status()).toBe(200);
  const plainOverHttps = await account(`sid=${SESSION}`, true);
  expect(plainOverHttps.status()).toBe(307);
  expect(plainOverHttps.headers()['location']).toMatch(/\/login-register\?return=%2Faccount$/);
});

for (const [first, then] of [
  ['page', 'invoice.pdf'],
  ['invoice.pdf', 'page'],
] as const) {
  test(`a guest link's ${first} and its ${then} share one limit, which answers "too many", never an error`, async ({
    request,
  }) => {
    const link = '/guest/invoice/ORD000000000001/0123456789abcdef0123456789abcdef';
    // Each order of use its own client, named by the trusted proxy.
    const client = first === 'page' ? '198.51.100.31' : '198.51.100.32';
    const open = (what: 'page' | 'invoice.pdf') =>
      request.get(url('trusted', what === 'page' ? link : `${link}/invoice.pdf`), {
        headers: { host: host('trusted'), 'x-forwarded-for': client },
        maxRedirects: 0,
      });
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await open(first)).status()).toBe(404);
    const limited = await open(then);
    if (then === 'invoice.pdf') expect(limited.status()).toBe(429);
    else expect(await limited.text()).toContain('Zu viele Anfragen');
  });
}
