import { NextRequest } from 'next/server';
import { sql } from 'drizzle-orm';
import { keptBlockOf } from './block-flash';
import { postBlocks as blocksPost } from './blocks-route';
import { postFeeds as feedsPost } from './feeds-route';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { setCustomerAdmin } from '../adapters/embedded/queries/customers';
import { selectRows } from '../adapters/embedded/queries/raw';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { CartClient, submitAccount, type CartAnswer } from '../testing/cart-requests';
import { confirmedCustomer } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { getInstallerFeed } from './feed-route';

jest.mock('server-only', () => ({}));

const PASSWORD = 'thermostatkopf tauschen';
type Handler = (request: NextRequest) => Promise<Response>;
const block = {
  action: 'add',
  areaId: 'at-ooe',
  date: '2026-12-14',
  from: '08:00',
  to: '12:00',
  reason: 'Schulung',
};

const sendForm = (client: CartClient, handler: Handler, path: string, fields: Record<string, string>) =>
  client.post(handler, path, new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
const sendJson = (client: CartClient, handler: Handler, path: string, body: unknown) =>
  client.post(handler, path, typeof body === 'string' ? body : JSON.stringify(body), {
    'content-type': 'application/json',
  });
const feedOf = (token: string) =>
  getInstallerFeed(
    new NextRequest(`http://127.0.0.1:3100/api/installer-feed/${token}`, {
      headers: { host: 'at.localhost:3100' },
    }),
    token,
  );

describe.each(databaseTargets())("the operators' handlers on $name", ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let address = 0;
  let people = 0;
  const client = () => new CartClient('at.localhost:3100', `192.0.2.${(address += 1) % 250}`);
  /** A logged-in person's client, an admin or not. */
  const loggedIn = async (admin: boolean) => {
    const email = await confirmedCustomer(
      client,
      `betrieb.${(people += 1)}.${Date.now()}@example.at`,
      PASSWORD,
    );
    await setCustomerAdmin(handle.db, email, admin);
    const browser = client();
    await submitAccount(browser, { action: 'login', email, password: PASSWORD });
    return browser;
  };

  beforeAll(async () => {
    handle = await open({ seed: 36, products: 20 });
    useStorefrontForTests(await storefrontOn(handle));
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it("answers an admin's form with 303 to its day, JSON with its status, and bad input never with a 500", async () => {
    const admin = await loggedIn(true);
    const added = await sendForm(admin, blocksPost, '/api/appointments/blocks', {
      ...block,
      day: block.date,
    });
    expect(added.status).toBe(303);
    expect(added.location).toBe('/account/installations?day=2026-12-14&notice=installations.blockAdded');
    // A refused plain form comes back to its day with what it held, so nothing typed is lost.
    const refused = await sendForm(admin, blocksPost, '/api/appointments/blocks', {
      ...block,
      day: block.date,
      from: '13:00',
      to: '12:00',
    });
    expect(refused.location).toBe('/account/installations?day=2026-12-14&error=installations.blockInvalid');
    // Carried in a cookie of that page only: a reason may name a person, and a URL stays in histories and logs.
    const kept = /installations_block=([^;]+);[^,]*Path=\/account\/installations/i.exec(
      refused.setCookie ?? '',
    );
    expect(keptBlockOf(kept?.[1])).toEqual({
      areaId: 'at-ooe',
      date: '2026-12-14',
      from: '13:00',
      to: '12:00',
      reason: 'Schulung',
    });
    const json = await sendJson(admin, blocksPost, '/api/appointments/blocks', { ...block, areaId: '' });
    expect(json.status).toBe(201);
    const blockId = (json.body as unknown as { data: { blockId: number } }).data.blockId;
    const wrong: [Record<string, unknown> | string, number][] = [
      [{ ...block, areaId: 'de-berlin' }, 422],
      [{ ...block, from: '25:00' }, 422],
      [{ ...block, date: ['2026-12-14'] }, 422],
      [{ action: 'remove', blockId: 'x' }, 422],
      [{ action: 'remove', blockId: 99_999_999_999 }, 422],
      [{ action: 'remove', blockId: blockId + 1_000 }, 404],
      [{ action: 'nothing' }, 422],
      ['{"action": ', 400],
    ];
    for (const [body, status] of wrong)
      expect([body, (await sendJson(admin, blocksPost, '/api/appointments/blocks', body)).status]).toEqual([
        body,
        status,
      ]);
    // Another store's block is not this store's admin's to remove.
    const [german] = await selectRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO appointment_block (store, area_id, starts_at, ends_at, reason)
        VALUES ('de', NULL, now(), now() + interval '1 hour', 'Inventur') RETURNING id`,
    );
    const foreign = await sendForm(admin, blocksPost, '/api/appointments/blocks', {
      action: 'remove',
      blockId: String(german!.id),
    });
    expect(foreign.location).toBe('/account/installations?error=installations.notFound');
    const removed = await sendJson(admin, blocksPost, '/api/appointments/blocks', {
      action: 'remove',
      blockId,
    });
    expect(removed.status).toBe(200);
  }, 60_000);

  it('refuses a customer who is no admin (403) and another site (403)', async () => {
    const customer = await loggedIn(false);
    const refused = await sendJson(customer, feedsPost, '/api/appointments/feeds', {
      action: 'create',
      areaId: 'at-ooe',
      team: 1,
      label: 'Team Linz',
    });
    expect([refused.status, refused.body]).toEqual([
      403,
      { ok: false, error: { code: 'installations.adminsOnly' } },
    ]);
    const admin = await loggedIn(true);
    const crossSite: CartAnswer = await admin.post(
      blocksPost,
      '/api/appointments/blocks',
      JSON.stringify(block),
      {
        'content-type': 'application/json',
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.status).toBe(403);
  }, 60_000);

  it("shows a new feed's URL once through a cookie of the page alone, serves the feed, and forgets it on revoking", async () => {
    const admin = await loggedIn(true);
    const created = await sendForm(admin, feedsPost, '/api/appointments/feeds', {
      action: 'create',
      areaId: 'at-wien-noe',
      team: '3',
      label: 'Team Favoriten',
      language: 'en',
    });
    expect(created.location).toBe('/en/account/installations?notice=installations.feedCreated');
    const cookie = created.setCookie ?? '';
    for (const flag of ['Path=/en/account/installations', 'Max-Age=120', 'HttpOnly'])
      expect(cookie).toContain(flag);
    const token = /installer_feed_token=([\w-]{43});/.exec(cookie)![1]!;
    const feed = await feedOf(token);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('X-WR-CALNAME:Montagetermine Team Favoriten');
    const json = await sendJson(admin, feedsPost, '/api/appointments/feeds', {
      action: 'create',
      areaId: 'at-ooe',
      team: 3,
      label: 'Team Linz',
    });
    // Oberösterreich has two teams.
    expect(json.status).toBe(422);
    const [row] = await selectRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM installer_feed WHERE label = 'Team Favoriten'`,
    );
    const revoked = await sendForm(admin, feedsPost, '/api/appointments/feeds', {
      action: 'revoke',
      feedId: String(row!.id),
      day: '2026-12-14',
    });
    expect(revoked.location).toBe('/account/installations?day=2026-12-14&notice=installations.feedRevoked');
    for (const flag of ['installer_feed_token=;', 'Path=/account/installations', 'Max-Age=0'])
      expect(revoked.setCookie).toContain(flag);
    expect((await feedOf(token)).status).toBe(404);
    expect((await feedOf('not-a-token')).status).toBe(404);
  }, 60_000);
});
