import { eq, sql } from 'drizzle-orm';
import type { CartBackend } from '../../shop/cart-backend';
import { cartAdder, cartOf } from '../../testing/contract/cart-backend.contract';
import { databaseTargets } from '../../testing/databases';
import { startFakeThelia, type FakeThelia } from '../../testing/fake-thelia/fake-thelia-server';
import type { DatabaseHandle } from '../embedded/database';
import { selectRows } from '../embedded/queries/raw';
import { theliaCart } from '../embedded/schema';
import { importTheliaCatalogue } from './import/thelia-import';
import { theliaCarts } from './thelia-carts';
import {
  createTheliaClient,
  TheliaSession,
  TheliaUnavailable,
  type TheliaSessionSnapshot,
} from './thelia-client';

/**
 * Carts kept at Thelia (the stand-in) with the storefront's cart ids and what Thelia has no place for in the
 * storefront's database, on both databases: what goes to Thelia, what is kept where, and how Thelia's
 * refusals and absence reach the port.
 */

const held = new Date('2030-06-30T21:59:59.999Z');
const later = new Date('2030-07-01T21:59:59.999Z');

describe.each(databaseTargets())('Thelia carts on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let thelia: FakeThelia;
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let carts: CartBackend;
  const add = (input: Parameters<ReturnType<typeof cartAdder>>[0]) =>
    cartAdder(carts)({ pricesHeldUntil: held, ...input });

  const rowOf = async (cartId: number) =>
    (await handle.db.select().from(theliaCart).where(eq(theliaCart.id, cartId)))[0];
  const sessionOf = async (cartId: number) =>
    TheliaSession.fromSnapshot((await rowOf(cartId))!.session as TheliaSessionSnapshot);
  /** The cart the stand-in holds for a storefront cart, through the session the storefront keeps. */
  const theliaCartOf = async (cartId: number) =>
    thelia.world.carts.get(thelia.session((await sessionOf(cartId)).sessionId!)!.cartId);
  const routes = () => thelia.requests.map((request) => `${request.method} ${request.route}`);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const waitFor = async (condition: () => Promise<boolean>) => {
    for (let tries = 0; !(await condition()); tries++) {
      if (tries > 200) throw new Error('Waited in vain');
      await pause(10);
    }
  };

  beforeAll(async () => {
    thelia = await startFakeThelia({ extraProducts: 101 });
    // The storefront's shop frame without products, filled with Thelia's catalogue under Thelia's ids.
    handle = await open({ seed: 7, products: 0 });
    await importTheliaCatalogue(handle.db, { thelia: { baseUrl: thelia.baseUrl } });
    carts = theliaCarts({ client: createTheliaClient({ baseUrl: thelia.baseUrl }), db: handle.db });
  }, 120_000);
  afterAll(async () => {
    await thelia?.close();
    await handle?.dispose();
  }, 30_000);
  beforeEach(() => {
    thelia.up();
    thelia.requests.length = 0;
  });

  it('keeps a new cart’s Thelia session in the storefront and answers Thelia’s lines with the index’s goods', async () => {
    const cart = cartOf(await add({ saleElementId: 11, quantity: 2, undeliverable: true }));
    expect(routes()).toEqual(['GET /cart', 'POST /cart/add']);
    const row = await rowOf(cart.id);
    expect(row).toMatchObject({ storeCode: 'at', customerId: null, lineCount: 1 });
    const cookies = (row!.session as TheliaSessionSnapshot).cookies.map((cookie) => cookie.name);
    expect(cookies.sort()).toEqual(['PHPSESSID', 'thelia_cart']);
    const line = (await theliaCartOf(cart.id))!.lines[0]!;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      id: line.id,
      productId: 1,
      saleElementId: 11,
      quantity: 2,
      // Thelia's line stores 100.00 € untaxed; the index's price is Thelia's too.
      addedPrices: { price: 10_000, promoPrice: 10_000, onPromo: false },
      currentPrices: { price: 10_000, onPromo: false },
      pricesHeldUntil: held.toISOString(),
      undeliverable: true,
      fulfilmentCentreId: null,
      product: { title: 'Waschtisch Linea 60 cm' },
      saleElement: { ref: 'WT-100-W' },
    });

    thelia.requests.length = 0;
    expect(await carts.getCart(cart.id, 'de')).toEqual(cart);
    expect(thelia.requests[0]!.cookies.PHPSESSID).toBe((await sessionOf(cart.id)).sessionId);
    expect(await carts.getCart(2_000_000_000, 'de')).toBeNull();
  });

  it('adds to the line Thelia has up to the maximum, which keeps its stored price and so its hold', async () => {
    const first = cartOf(await add({ saleElementId: 21, quantity: 3 }));
    // Thelia stored the promo prices of the day: 25.00 € and 20.00 € untaxed.
    expect(first.lines[0]!.addedPrices).toMatchObject({ price: 2_500, promoPrice: 2_000, onPromo: true });
    const stored = (await theliaCartOf(first.id))!.lines[0]!;
    stored.price.untaxed = 84.02521;
    thelia.requests.length = 0;
    const again = cartOf(
      await add({ cartId: first.id, saleElementId: 21, quantity: 4, maxQuantity: 5, pricesHeldUntil: later }),
    );
    expect(routes()).toEqual(['GET /cart', 'PATCH /cart/{cartItemId}']);
    expect(again.lines.map((line) => [line.id, line.quantity])).toEqual([[stored.id, 5]]);
    expect(again.lines[0]).toMatchObject({
      addedPrices: { price: 8_403, promoPrice: 2_000 },
      currentPrices: { price: 2_500, promoPrice: 2_000 },
      pricesHeldUntil: held.toISOString(),
    });
  });

  it('refuses a sale element the index or Thelia does not know, and a line beyond the limit', async () => {
    const cart = cartOf(await add({ saleElementId: 12 }));
    thelia.requests.length = 0;
    expect(await add({ cartId: cart.id, saleElementId: 2_000_000_000 })).toEqual({
      ok: false,
      reason: 'saleElementNotFound',
    });
    expect(thelia.requests).toEqual([]);
    // Gone at Thelia since the index was filled.
    const gone = thelia.world.catalogue.products.findIndex((product) => product.id === 200);
    const [removed] = thelia.world.catalogue.products.splice(gone, 1);
    try {
      expect(await add({ cartId: cart.id, saleElementId: 1_100 })).toEqual({
        ok: false,
        reason: 'saleElementNotFound',
      });
    } finally {
      thelia.world.catalogue.products.splice(gone, 0, removed!);
    }
    expect((await carts.getCart(cart.id, 'de'))!.lines.map((line) => line.saleElementId)).toEqual([12]);

    let full = cart.id;
    for (let extra = 1_000; extra < 1_099; extra++)
      full = cartOf(await add({ cartId: full, saleElementId: extra })).id;
    expect(await add({ cartId: full, saleElementId: 1_099 })).toEqual({ ok: false, reason: 'tooManyLines' });
    expect(cartOf(await add({ cartId: full, saleElementId: 12 })).lines).toHaveLength(100);
  }, 60_000);

  it('changes quantities at Thelia by the port’s rules and removes and clears lines there', async () => {
    const cart = cartOf(await add({ saleElementId: 11, quantity: 3 }));
    await add({ cartId: cart.id, saleElementId: 31 });
    const lineId = cart.lines[0]!.id;
    const quantities = async () => (await theliaCartOf(cart.id))!.lines.map((line) => line.quantity);
    await carts.changeCartQuantity(cart.id, lineId, { kind: 'increase', by: 5, max: 6 }, 'de');
    expect(await quantities()).toEqual([6, 1]);
    thelia.requests.length = 0;
    await carts.changeCartQuantity(cart.id, lineId, { kind: 'decrease', by: 2, min: 5 }, 'de');
    expect(routes()).toEqual(['GET /cart', 'DELETE /cart/{cartItemId}']);
    expect(await quantities()).toEqual([1]);
    cartOf(await add({ cartId: cart.id, saleElementId: 12 }));
    expect(cartOf(await carts.clearCart(cart.id, 'de')).lines).toEqual([]);
    expect(await quantities()).toEqual([]);
    expect((await rowOf(cart.id))!.lineCount).toBe(0);
  });

  it('passes TheliaUnavailable on and keeps nothing of the change', async () => {
    const cartCount = async () =>
      (
        await selectRows<{ count: number }>(handle.db, sql`SELECT count(*)::int AS count FROM thelia_cart`)
      )[0]!.count;
    const before = await cartCount();
    thelia.down('error');
    await expect(add({ saleElementId: 11 })).rejects.toBeInstanceOf(TheliaUnavailable);
    thelia.down('close');
    await expect(add({ saleElementId: 11 })).rejects.toMatchObject({ reason: 'network' });
    expect(await cartCount()).toBe(before);
  });

  it('finds the cart through thelia_cart when the PHP session expired, and keeps the new session', async () => {
    const cart = cartOf(await add({ saleElementId: 31, quantity: 2 }));
    const expired = (await sessionOf(cart.id)).sessionId!;
    thelia.world.sessions.expire(expired);
    expect(await carts.getCart(cart.id, 'de')).toEqual(cart);
    const renewed = (await sessionOf(cart.id)).sessionId;
    expect(renewed).not.toBe(expired);
    thelia.requests.length = 0;
    await carts.getCart(cart.id, 'de');
    expect(thelia.requests[0]!.cookies.PHPSESSID).toBe(renewed);
  });

  it('keeps undeliverable marks and the chosen centre beside Thelia’s lines', async () => {
    const cart = cartOf(await add({ saleElementId: 11, undeliverable: true }));
    const marked = cartOf(await carts.markUndeliverable(cart.id, 146, 'de'));
    expect(marked.markedForCountryId).toBe(146);
    expect(marked.lines.map((line) => line.undeliverable)).toEqual([false]);
    const lineId = cart.lines[0]!.id;
    expect(await carts.setFulfilmentCentre(cart.id, lineId, 999, 'de')).toEqual({
      ok: false,
      reason: 'centreNotFound',
    });
    expect(await carts.setFulfilmentCentre(cart.id, lineId + 1_000, null, 'de')).toEqual({
      ok: false,
      reason: 'lineNotFound',
    });
    expect(
      cartOf(await carts.setFulfilmentCentre(cart.id, lineId, null, 'de')).lines[0]!.fulfilmentCentreId,
    ).toBeNull();
    expect(await carts.getCart(cart.id, 'en')).toMatchObject({ markedForCountryId: 146 });
  });

  it('leaves out a line whose goods the index does not have, and drops it at Thelia with the next change', async () => {
    const cart = cartOf(await add({ saleElementId: 12 }));
    const unknown = structuredClone(thelia.world.catalogue.products.find((product) => product.id === 3)!);
    thelia.world.catalogue.products.push({
      ...unknown,
      id: 900,
      productSaleElements: [{ ...unknown.productSaleElements![0]!, id: 9_000 }],
    });
    try {
      await createTheliaClient({ baseUrl: thelia.baseUrl }).addToCart(await sessionOf(cart.id), {
        pseId: 9_000,
        quantity: 1,
        append: true,
      });
      expect((await theliaCartOf(cart.id))!.lines).toHaveLength(2);
      // A look changes nothing at Thelia.
      expect((await carts.getCart(cart.id, 'de'))!.lines.map((line) => line.saleElementId)).toEqual([12]);
      expect((await theliaCartOf(cart.id))!.lines).toHaveLength(2);
      await carts.markUndeliverable(cart.id, 146, 'de');
      expect((await theliaCartOf(cart.id))!.lines.map((line) => line.pseId)).toEqual([12]);
    } finally {
      thelia.world.catalogue.products.pop();
    }
  });

  it('holds no transaction or row lock while a change waits on Thelia, and ends the change at its deadline', async () => {
    const cart = cartOf(await add({ saleElementId: 11 }));
    const lineId = cart.lines[0]!.id;
    const within = <T>(ms: number, promise: Promise<T>) =>
      Promise.race([promise, new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), ms))]);
    thelia.slow(1_500);
    let done = false;
    const change = carts
      .changeCartQuantity(cart.id, lineId, { kind: 'set', quantity: 3 }, 'de')
      .finally(() => (done = true));
    try {
      await waitFor(async () => (await rowOf(cart.id))!.busyToken !== null);
      await pause(200); // Its first call is at Thelia now, waiting.
      // The catalogue reads on (PGlite has one connection for all), and no one holds the cart's row.
      const products = selectRows<{ count: number }>(
        handle.db,
        sql`SELECT count(*)::int AS count FROM product`,
      );
      expect(await within(500, products)).toEqual([{ count: expect.any(Number) }]);
      const locked = selectRows(
        handle.db,
        sql`SELECT id FROM thelia_cart WHERE id = ${cart.id} FOR UPDATE NOWAIT`,
      );
      expect(await within(500, locked)).toEqual([{ id: cart.id }]);
      expect(done).toBe(false);
    } finally {
      thelia.slow(0);
    }
    const waited = Date.now();
    expect(cartOf(await change).lines[0]!.quantity).toBe(3);
    expect(Date.now() - waited).toBeGreaterThan(500);
    expect(await rowOf(cart.id)).toMatchObject({ busyToken: null, busyUntil: null });

    const hurried = theliaCarts({
      client: createTheliaClient({ baseUrl: thelia.baseUrl }),
      db: handle.db,
      deadlineMs: 700,
    });
    thelia.slow(400);
    try {
      const started = Date.now();
      // Two calls of 400 ms each: the second is cut off at the request's deadline, not at the call's timeout.
      await expect(
        hurried.changeCartQuantity(cart.id, lineId, { kind: 'set', quantity: 4 }, 'de'),
      ).rejects.toMatchObject({ name: 'TheliaUnavailable', reason: 'timeout' });
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      thelia.slow(0);
    }
    // Let go when cut off: the next change does not wait for the lease to run out.
    const started = Date.now();
    expect(
      cartOf(await carts.changeCartQuantity(cart.id, lineId, { kind: 'set', quantity: 2 }, 'de')).lines[0]!
        .quantity,
    ).toBe(2);
    expect(Date.now() - started).toBeLessThan(1_000);
  }, 30_000);

  it('keeps a look’s new cookies only while no change holds the cart or saved others', async () => {
    const cart = cartOf(await add({ saleElementId: 31 }));
    const before = (await rowOf(cart.id))!.session;
    thelia.world.sessions.expire((await sessionOf(cart.id)).sessionId!);
    await handle.db.execute(
      sql`UPDATE thelia_cart SET busy_token = 'someone', busy_until = now() + interval '1 minute' WHERE id = ${cart.id}`,
    );
    expect(await carts.getCart(cart.id, 'de')).toEqual(cart);
    expect((await rowOf(cart.id))!.session).toEqual(before);
    await handle.db.execute(
      sql`UPDATE thelia_cart SET busy_token = NULL, busy_until = NULL WHERE id = ${cart.id}`,
    );
    expect(await carts.getCart(cart.id, 'de')).toEqual(cart);
    expect((await rowOf(cart.id))!.session).not.toEqual(before);
  });

  it('merges a guest cart into the customer’s: new lines keep the guest’s hold, theirs keep price and hold', async () => {
    const own = cartOf(await add({ saleElementId: 11, quantity: 2 })).id;
    expect(await carts.assignCartToCustomer(4_711, 'at', own, 9_999)).toBe(own);
    (await theliaCartOf(own))!.lines[0]!.price.untaxed = 90;
    const guest = cartOf(await add({ saleElementId: 11, quantity: 3, pricesHeldUntil: later })).id;
    await add({ cartId: guest, saleElementId: 21, pricesHeldUntil: later });
    expect(await carts.assignCartToCustomer(4_711, 'at', guest, 4)).toBe(own);
    const merged = (await carts.getCart(own, 'de'))!;
    expect(
      merged.lines.map((line) => [
        line.saleElementId,
        line.quantity,
        line.addedPrices.price,
        line.pricesHeldUntil,
      ]),
    ).toEqual([
      [11, 4, 9_000, held.toISOString()],
      [21, 1, 2_500, later.toISOString()],
    ]);
    expect(await rowOf(guest)).toBeUndefined();
    expect(await rowOf(own)).toMatchObject({ customerId: 4_711, lineCount: 2 });
  });

  it('lists idle customer carts with lines and stale guest carts from the storefront’s table', async () => {
    const idle = cartOf(await add({ saleElementId: 31 })).id;
    await carts.assignCartToCustomer(4_712, 'at', idle, 9_999);
    const emptied = cartOf(await add({ saleElementId: 31 })).id;
    await carts.assignCartToCustomer(4_713, 'at', emptied, 9_999);
    await carts.clearCart(emptied, 'de');
    const guest = cartOf(await add({ saleElementId: 31 })).id;
    await handle.db.execute(
      sql`UPDATE thelia_cart SET touched_at = now() - interval '3 days' WHERE id IN (${idle}, ${emptied}, ${guest})`,
    );
    const day = 86_400_000;
    const window = {
      idleSince: new Date(Date.now() - day),
      touchedAfter: new Date(Date.now() - 5 * day),
      limit: 100,
    };
    const listed = await carts.listIdleCustomerCarts(window);
    expect(listed.filter((cart) => [idle, emptied].includes(cart.cartId))).toEqual([
      { cartId: idle, store: 'at', customerId: 4_712, touchedAt: expect.any(Date) },
    ]);
    const stale = await carts.listStaleGuestCarts(new Date(Date.now() - day), 100);
    expect(stale).toContain(guest);
    expect(stale).not.toContain(idle);
    expect(await carts.deleteGuestCarts([guest, idle], new Date(Date.now() - day))).toBe(1);
    expect(await carts.getCart(guest, 'de')).toBeNull();

    // An order from the cart since it was last touched: the customer bought, no reminder. One before does not count.
    const orderFrom = (cartId: number, placed: string) =>
      handle.db.execute(sql`INSERT INTO "order" (ref, checkout_key, store_code, language_code, cart_id, email,
          currency_code, delivery_module_id, delivery_title, delivery_kind, payment_method, goods_gross, goods_net,
          postage_gross, postage_net, postage_vat_rate, discount_gross, discount_net, total_gross, total_net,
          created_at)
        VALUES (${`T${cartId}-${placed.replace(' ', '')}`.slice(0, 16)}, ${`thelia-idle-${cartId}-${placed}`}, 'at', 'de', ${cartId},
          'idle@example.at', 'EUR', 1, 'Post', 'parcel', 'prepaid', 100, 80, 0, 0, 2000, 0, 0, 100, 80,
          now() - ${placed}::interval)`);
    await orderFrom(idle, '4 days');
    expect((await carts.listIdleCustomerCarts(window)).map((cart) => cart.cartId)).toContain(idle);
    await orderFrom(idle, '1 hour');
    expect((await carts.listIdleCustomerCarts(window)).map((cart) => cart.cartId)).not.toContain(idle);
  });

  it('neither lists nor deletes a stale guest cart a change holds', async () => {
    const guest = cartOf(await add({ saleElementId: 31 }));
    await handle.db.execute(
      sql`UPDATE thelia_cart SET touched_at = now() - interval '3 days' WHERE id = ${guest.id}`,
    );
    const dayAgo = new Date(Date.now() - 86_400_000);
    thelia.slow(1_000);
    const change = carts.changeCartQuantity(guest.id, guest.lines[0]!.id, { kind: 'set', quantity: 2 }, 'de');
    try {
      await waitFor(async () => (await rowOf(guest.id))!.busyToken !== null);
      expect(await carts.listStaleGuestCarts(dayAgo, 1_000)).not.toContain(guest.id);
      expect(await carts.deleteGuestCarts([guest.id], dayAgo)).toBe(0);
    } finally {
      thelia.slow(0);
    }
    expect(cartOf(await change).lines[0]!.quantity).toBe(2);
    expect(await rowOf(guest.id)).toBeDefined();
  });

  it('merges to the same quantities when a merge that failed midway at Thelia is tried again', async () => {
    let callsLeft = Number.POSITIVE_INFINITY;
    const flaky = theliaCarts({
      client: createTheliaClient({
        baseUrl: thelia.baseUrl,
        fetch: (input, init) =>
          callsLeft-- > 0 ? fetch(input, init) : Promise.reject(new TypeError('fetch failed')),
      }),
      db: handle.db,
    });
    const own = cartOf(await add({ saleElementId: 11, quantity: 2 })).id;
    expect(await carts.assignCartToCustomer(4_721, 'at', own, 9_999)).toBe(own);
    const guest = cartOf(await add({ saleElementId: 11, quantity: 3, pricesHeldUntil: later })).id;
    await add({ cartId: guest, saleElementId: 21, pricesHeldUntil: later });
    await add({ cartId: guest, saleElementId: 31, quantity: 2, pricesHeldUntil: later });
    // Both carts read, the first two lines put: Thelia is gone before the third.
    callsLeft = 4;
    await expect(flaky.assignCartToCustomer(4_721, 'at', guest, 9_999)).rejects.toMatchObject({
      name: 'TheliaUnavailable',
      reason: 'network',
    });
    expect((await theliaCartOf(own))!.lines.map((line) => [line.pseId, line.quantity])).toEqual([
      [11, 5],
      [21, 1],
    ]);
    expect(await rowOf(guest)).toMatchObject({ busyToken: null, customerId: null });
    callsLeft = Number.POSITIVE_INFINITY;
    expect(await flaky.assignCartToCustomer(4_721, 'at', guest, 9_999)).toBe(own);
    const merged = (await carts.getCart(own, 'de'))!;
    expect(merged.lines.map((line) => [line.saleElementId, line.quantity, line.pricesHeldUntil])).toEqual([
      [11, 5, held.toISOString()],
      [21, 1, later.toISOString()],
      [31, 2, later.toISOString()],
    ]);
    expect(await rowOf(guest)).toBeUndefined();
    expect(await rowOf(own)).toMatchObject({ lineCount: 3, busyToken: null });
  });
});
