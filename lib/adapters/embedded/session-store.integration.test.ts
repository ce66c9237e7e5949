import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import type { SessionStore } from '../../shop/session-store';
import type { DatabaseHandle } from './database';
import { selectRows } from './queries/raw';
import { sweepExpired } from '../../session/sweep';
import { deleteGuestCarts, selectStaleGuestCarts } from './queries/stale-carts';
import { embeddedSessionStore } from './session-store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date('2026-11-24T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(databaseTargets())('the storefront’s sessions on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let sessions: SessionStore;

  const newCart = async (updatedAt: Date) => {
    const [row] = await selectRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO cart (store_code, currency_id, updated_at) VALUES ('at', 1, ${updatedAt.toISOString()}) RETURNING id`,
    );
    return row!.id;
  };

  beforeAll(async () => {
    handle = await open();
    // Carts need their currency; the rest of the catalogue is not needed here.
    await handle.db.execute(
      sql`INSERT INTO currency (id, code, symbol, rate, by_default) VALUES (1, 'EUR', '€', 1, true)`,
    );
    sessions = embeddedSessionStore(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle?.dispose();
  });

  it('finds a session by its hash until it is idle too long, and a touch moves the idle limit on', async () => {
    const created = await sessions.create({
      idHash: 'a'.repeat(64),
      store: 'at',
      cartId: null,
      customerId: null,
      now: start,
      idleMs: DAY,
      absoluteMs: 10 * DAY,
    });
    expect(created).toEqual(await sessions.find('a'.repeat(64), start));
    expect(await sessions.find('a'.repeat(64), later(HOUR))).toMatchObject({ store: 'at', cartId: null });
    expect(await sessions.find('a'.repeat(64), later(DAY + 1))).toBeNull();
    await sessions.touch('a'.repeat(64), later(HOUR), DAY);
    expect(await sessions.find('a'.repeat(64), later(DAY + 1))).not.toBeNull();
    expect(await sessions.find('b'.repeat(64), later(HOUR))).toBeNull();
  });

  it('never lets touches carry a session past its absolute limit', async () => {
    await sessions.create({
      idHash: 'c'.repeat(64),
      store: 'de',
      cartId: null,
      customerId: null,
      now: start,
      idleMs: DAY,
      absoluteMs: 2 * DAY,
    });
    await sessions.touch('c'.repeat(64), later(DAY + 20 * HOUR), DAY);
    const found = await sessions.find('c'.repeat(64), later(DAY + 21 * HOUR));
    expect(found?.expiresAt.toISOString()).toBe(later(2 * DAY).toISOString());
    expect(await sessions.find('c'.repeat(64), later(2 * DAY))).toBeNull();
  });

  it('holds a cart, and a rotated session answers only to its new id', async () => {
    const cartId = await newCart(start);
    await sessions.create({
      idHash: 'd'.repeat(64),
      store: 'ro',
      cartId: null,
      customerId: null,
      now: start,
      idleMs: DAY,
      absoluteMs: 10 * DAY,
    });
    await sessions.setCart('d'.repeat(64), cartId);
    expect(await sessions.rotate('d'.repeat(64), 'e'.repeat(64))).toBe(true);
    expect(await sessions.find('d'.repeat(64), later(HOUR))).toBeNull();
    expect(await sessions.find('e'.repeat(64), later(HOUR))).toMatchObject({ store: 'ro', cartId });
    expect(await sessions.rotate('d'.repeat(64), 'f'.repeat(64))).toBe(false);
    await sessions.remove('e'.repeat(64));
    expect(await sessions.find('e'.repeat(64), later(HOUR))).toBeNull();
  });

  it('ends every session of a customer but the one kept, and no one else’s', async () => {
    const session = (id: string, customerId: number | null) =>
      sessions.create({
        idHash: id.repeat(64),
        store: 'at',
        cartId: null,
        customerId,
        now: start,
        idleMs: DAY,
        absoluteMs: DAY,
      });
    await session('7', 41);
    await session('8', 41);
    await session('9', 41);
    await session('6', 42);
    await session('5', null);
    expect(await sessions.removeForCustomer(41, '9'.repeat(64))).toBe(2);
    expect(await sessions.find('7'.repeat(64), later(HOUR))).toBeNull();
    expect(await sessions.find('8'.repeat(64), later(HOUR))).toBeNull();
    expect(await sessions.find('9'.repeat(64), later(HOUR))).toMatchObject({ customerId: 41 });
    expect(await sessions.find('6'.repeat(64), later(HOUR))).toMatchObject({ customerId: 42 });
    expect(await sessions.find('5'.repeat(64), later(HOUR))).toMatchObject({ customerId: null });
    expect(await sessions.removeForCustomer(42, null)).toBe(1);
  });

  it('sweeps expired sessions and old carts nobody holds, and keeps the rest', async () => {
    // Untouched as long as the orphan, but a live session still holds it.
    const held = await newCart(later(-40 * DAY));
    const orphanOld = await newCart(later(-40 * DAY));
    const orphanRecent = await newCart(later(-DAY));
    await sessions.create({
      idHash: '1'.repeat(64),
      store: 'at',
      cartId: null,
      customerId: null,
      now: later(-3 * DAY),
      idleMs: DAY,
      absoluteMs: 10 * DAY,
    });
    await sessions.create({
      idHash: '2'.repeat(64),
      store: 'at',
      cartId: held,
      customerId: null,
      now: start,
      idleMs: 30 * DAY,
      absoluteMs: 90 * DAY,
    });
    const carts = {
      listStaleGuestCarts: (before: Date, limit: number) => selectStaleGuestCarts(handle.db, before, limit),
      deleteGuestCarts: (cartIds: readonly number[], before: Date) =>
        deleteGuestCarts(handle.db, cartIds, before),
    };
    const swept = await sweepExpired(start, sessions, carts);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(swept.carts).toBe(1);
    expect(await sessions.find('2'.repeat(64), start)).not.toBeNull();
    const left = (await selectRows<{ id: number }>(handle.db, sql`SELECT id FROM cart`)).map((row) => row.id);
    expect(left).toContain(held);
    expect(left).toContain(orphanRecent);
    expect(left).not.toContain(orphanOld);
  });

  it('makes a shared secret once and gives every later caller the same one', async () => {
    const first = await sessions.secret('back-to-cart', () => 'first-secret');
    const second = await sessions.secret('back-to-cart', () => 'second-secret');
    expect([first, second]).toEqual(['first-secret', 'first-secret']);
  });

  it('keeps a checkout draft 30 minutes, without its key and consent once an order is placed, and drops it at login', async () => {
    const idHash = 'd'.repeat(64);
    await sessions.create({
      idHash,
      store: 'at',
      cartId: null,
      customerId: null,
      now: new Date(),
      idleMs: DAY,
      absoluteMs: DAY,
    });
    const draft = {
      values: { email: 'a@b.at', checkoutKey: 'k'.repeat(20), acceptTerms: 'on' },
      error: { code: 'x.y' },
    };
    await sessions.saveCheckoutDraft(idHash, draft, new Date(Date.now() + 30 * 60_000));
    expect((await sessions.readCheckout(idHash, new Date())).draft).toEqual(draft);
    expect((await sessions.readCheckout(idHash, new Date(Date.now() + 31 * 60_000))).draft).toBeNull();

    await sessions.setLastOrder(idHash, 42);
    expect(await sessions.readCheckout(idHash, new Date())).toEqual({
      draft: { values: { email: 'a@b.at' }, error: null },
      lastOrderId: 42,
    });

    await sessions.rotate(idHash, 'e'.repeat(64));
    expect((await sessions.readCheckout('e'.repeat(64), new Date())).draft).toBeNull();
  });

  it('spends a one-time proof once, even when two spend it at the same time', async () => {
    const expires = new Date(Date.now() + 60_000);
    const spent = await Promise.all([
      sessions.spendOnce('captcha:1', expires),
      sessions.spendOnce('captcha:1', expires),
    ]);
    expect(spent.sort()).toEqual([false, true]);
  });
});
