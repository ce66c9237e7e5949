import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { defaultMarket } from '../i18n/market';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { CartClient, cartOf } from '../testing/cart-requests';
import { databaseTargets } from '../testing/databases';
import { newLineUnitPrice } from './new-line-price';

/** Sale elements the test adds: plain stocked goods, one with an order multiple, one out of stock. */
interface Fixtures {
  stocked: number[];
  multiple: { id: number; multiple: number };
  outOfStock: number;
  priceOnRequest: number;
  service: { product: number; extra: number };
  otherExtra: number;
}

describe.each(databaseTargets())('POST and GET /api/cart on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let fixtures: Fixtures;
  let address = 0;
  // Each client its own address, so the rate limits of one never stop another.
  const client = () => new CartClient('at.localhost:3100', `198.51.100.${(address += 1) % 250}`);

  const ids = async (query: ReturnType<typeof sql>) =>
    (await selectRows<{ id: number }>(handle.db, query)).map((row) => row.id);

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 150 });
    useStorefrontForTests(await storefrontOn(handle));
    const goods = sql`FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id AND p.visible
      LEFT JOIN store s ON s.code = 'at'`;
    const notOnRequest = sql`NOT coalesce(s.locale_config->'price_request_product_ids' @> to_jsonb(p.id), false)`;
    const [multiple] = await selectRows<{ id: number; multiple: number }>(
      handle.db,
      sql`SELECT pse.id, p.order_multiple AS multiple ${goods}
          WHERE p.order_multiple > 1 AND pse.quantity > 50 AND p.min_quantity <= p.order_multiple AND ${notOnRequest} LIMIT 1`,
    );
    const [service] = await selectRows<{ product: number; extra: number }>(
      handle.db,
      sql`SELECT r.product_id AS product, spse.id AS extra FROM product_relation r
          JOIN product sp ON sp.id = r.related_product_id AND sp.visible AND sp.kind = 'service'
          JOIN product_sale_elements spse ON spse.product_id = sp.id AND spse.is_default
          JOIN product_sale_elements mpse ON mpse.product_id = r.product_id AND mpse.is_default AND mpse.quantity > 5
          WHERE r.kind = 'service' LIMIT 1`,
    );
    fixtures = {
      stocked: await ids(
        sql`SELECT pse.id ${goods} WHERE pse.quantity >= 40 AND p.min_quantity = 1 AND p.order_multiple = 1
            AND p.kind = 'goods' AND ${notOnRequest} ORDER BY pse.id LIMIT 5`,
      ),
      multiple: multiple!,
      outOfStock: (
        await ids(sql`SELECT pse.id ${goods} WHERE pse.quantity = 0 AND pse.stock_policy = 'stock' LIMIT 1`)
      )[0]!,
      priceOnRequest: (
        await ids(sql`SELECT pse.id ${goods} WHERE NOT ${notOnRequest} AND pse.is_default LIMIT 1`)
      )[0]!,
      service: service!,
      otherExtra: (
        await ids(sql`SELECT pse.id ${goods} WHERE p.kind = 'goods' ORDER BY pse.id DESC LIMIT 1`)
      )[0]!,
    };
    expect(fixtures.stocked).toHaveLength(5);
    expect(fixtures).toEqual(
      expect.objectContaining({
        multiple: expect.anything(),
        outOfStock: expect.any(Number),
        priceOnRequest: expect.any(Number),
        service: expect.anything(),
        otherExtra: expect.any(Number),
      }),
    );
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  const mainLine = async () => {
    const shopper = client();
    const added = cartOf(
      await shopper.send({ action: 'add', saleElementId: fixtures.stocked[0], quantity: 2 }),
    );
    return { shopper, cart: added, lineId: added.lines[0]!.id };
  };

  it('charges for a line added now what newLineUnitPrice says, and nothing for a price on request', async () => {
    for (const saleElementId of fixtures.stocked) {
      const [line] = cartOf(await client().send({ action: 'add', saleElementId, quantity: 1 })).lines;
      expect(await newLineUnitPrice(defaultMarket('at'), saleElementId)).toEqual(line!.unitPrices.price);
    }
    expect(await newLineUnitPrice(defaultMarket('at'), fixtures.priceOnRequest)).toBeNull();
    expect(await newLineUnitPrice(defaultMarket('at'), 987_654_321)).toBeNull();
  });

  it('gives a visitor who only looks an empty cart and no cookie', async () => {
    const answer = await client().read();
    expect(answer.status).toBe(200);
    expect(cartOf(answer)).toMatchObject({ lines: [], count: 0, shipment: { kind: 'empty' } });
    expect(answer.setCookie).toBeNull();
  });

  it('makes the session on the first add, in an httpOnly SameSite=Lax cookie, and prices on the server', async () => {
    const shopper = client();
    const answer = await shopper.send({
      action: 'add',
      saleElementId: fixtures.stocked[0],
      quantity: 3,
      price: 1,
      total: 1,
      lineTotal: 1,
    });
    expect(answer.status).toBe(200);
    const flags = (answer.setCookie ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(answer.setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(flags).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax']));
    expect(flags).not.toContain('secure');
    const cart = cartOf(answer);
    expect(cart.count).toBe(3);
    const [line] = cart.lines;
    expect(line!.unitPrices.price.amount).toBeGreaterThan(100);
    expect(line!.lineTotal.amount).toBe(line!.unitPrices.price.amount * 3);
    expect(cart.total.amount).toBeGreaterThan(3);
    const again = await shopper.read();
    expect(cartOf(again).count).toBe(3);
    expect(again.setCookie).toBeNull();
  });

  it('answers a plain form with 303 to the cart page and the message, keeping the session cookie', async () => {
    const shopper = client();
    const { id, multiple } = fixtures.multiple;
    const added = await shopper.submit({
      action: 'add',
      saleElementId: String(id),
      quantity: String(multiple + 1),
      language: 'de',
    });
    expect(added.status).toBe(303);
    expect(added.location).toBe(
      `/cart?notice=cart.quantityAdjusted&quantity=${multiple * 2}&multiple=${multiple}`,
    );
    expect(added.setCookie).toMatch(/^sid=/);
    const english = await shopper.submit({ action: 'clear', language: 'en' });
    expect(english.location).toBe('/en/cart?notice=cart.cleared');
    expect(cartOf(await shopper.read()).lines).toEqual([]);
  });

  it('adds services alongside, but only the product’s own', async () => {
    const { product, extra } = fixtures.service;
    const [main] = await ids(
      sql`SELECT id FROM product_sale_elements WHERE product_id = ${product} AND is_default`,
    );
    const shopper = client();
    const cart = cartOf(
      await shopper.send({ action: 'add', saleElementId: main, quantity: 1, extras: [extra] }),
    );
    expect(cart.lines.map((line) => line.saleElementId).sort()).toEqual([main, extra].sort());
    const refused = await shopper.send({
      action: 'add',
      saleElementId: main,
      quantity: 1,
      extras: [fixtures.otherExtra],
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'cart.invalid' } });
    expect(cartOf(await shopper.read()).count).toBe(2);
  });

  it.each([
    ['zero', 0, 'cart.quantityInvalid'],
    ['negative', -2, 'cart.quantityInvalid'],
    ['fractional', 2.5, 'cart.quantityInvalid'],
    ['fractional text', '2.5', 'cart.quantityInvalid'],
    ['1e9', 1e9, 'cart.quantityTooLarge'],
    ['1e9 as text', '1e9', 'cart.quantityInvalid'],
    ['text', 'viele', 'cart.quantityInvalid'],
    ['missing', undefined, 'cart.quantityInvalid'],
  ])(
    'refuses a %s quantity with a translated error and leaves the cart as it was',
    async (_, quantity, code) => {
      const { shopper } = await mainLine();
      const answer = await shopper.send({ action: 'add', saleElementId: fixtures.stocked[1], quantity });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ ok: false, error: { code, fields: ['quantity'] } });
      expect(cartOf(await shopper.read()).lines.map((line) => line.quantity)).toEqual([2]);
    },
  );

  it('refuses what cannot be sold: unknown, out of stock, price on request', async () => {
    const { shopper } = await mainLine();
    const unknown = await shopper.send({ action: 'add', saleElementId: 999_999_999, quantity: 1 });
    const empty = await shopper.send({ action: 'add', saleElementId: fixtures.outOfStock, quantity: 1 });
    const onRequest = await shopper.send({
      action: 'add',
      saleElementId: fixtures.priceOnRequest,
      quantity: 1,
    });
    expect([unknown.status, empty.status, onRequest.status]).toEqual([404, 409, 409]);
    expect(
      [unknown, empty, onRequest].map((answer) => (answer.body?.ok ? '' : answer.body?.error.code)),
    ).toEqual(['cart.saleNotFound', 'cart.notInStock', 'cart.priceOnRequest']);
    expect(cartOf(await shopper.read()).count).toBe(2);
  });

  it('refuses a line of another shopper’s cart', async () => {
    const mine = await mainLine();
    const theirs = await mainLine();
    const answer = await mine.shopper.send({ action: 'remove', lineId: theirs.lineId });
    expect(answer.status).toBe(404);
    expect(cartOf(await theirs.shopper.read()).count).toBe(2);
  });

  it('treats a forged cookie and another store’s session as no session', async () => {
    const forged = client();
    forged.cookie = `sid=${'A'.repeat(43)}`;
    expect(cartOf(await forged.read()).lines).toEqual([]);
    const garbage = client();
    garbage.cookie = 'sid=%00%27;DROP TABLE cart';
    expect((await garbage.read()).status).toBe(200);
    const austrian = await mainLine();
    const romanian = new CartClient('ro.localhost:3100', '198.51.100.251');
    romanian.cookie = austrian.shopper.cookie;
    expect(cartOf(await romanian.read()).lines).toEqual([]);
    const added = await romanian.send({ action: 'add', saleElementId: fixtures.stocked[2], quantity: 1 });
    expect(added.setCookie).toMatch(/^sid=/);
    expect(romanian.cookie).not.toBe(austrian.shopper.cookie);
    expect(cartOf(await austrian.shopper.read()).count).toBe(2);
  });

  it('refuses a request from another origin, or naming none, with 403', async () => {
    const { shopper } = await mainLine();
    const crossSite = await shopper.send({ action: 'clear' }, { origin: 'https://evil.example' });
    const otherShop = await shopper.send({ action: 'clear' }, { origin: 'http://de.localhost:3100' });
    const anonymous = await shopper.send({ action: 'clear' }, { origin: '' });
    expect([crossSite.status, otherShop.status, anonymous.status]).toEqual([403, 403, 403]);
    expect(crossSite.body).toMatchObject({ ok: false, error: { code: 'request.crossSite' } });
    expect(cartOf(await shopper.read()).count).toBe(2);
  });

  it('refuses an oversize body, a wrong content type and broken JSON, never with a 500', async () => {
    const { shopper } = await mainLine();
    const huge = await shopper.send({ action: 'clear', padding: 'x'.repeat(40_000) });
    const text = await shopper.send('action=clear', { 'content-type': 'text/plain' });
    const multipart = await shopper.send('x', { 'content-type': 'multipart/form-data; boundary=x' });
    const broken = await shopper.send('{"action":');
    const nonsense = await shopper.send({ action: 'explode' });
    const notAnObject = await shopper.send('[1,2,3]');
    expect([huge, text, multipart, broken, nonsense, notAnObject].map((answer) => answer.status)).toEqual([
      413, 415, 415, 400, 422, 422,
    ]);
    expect(cartOf(await shopper.read()).count).toBe(2);
  });

  it('keeps a bad form’s shopper on the cart page with the error and a way back', async () => {
    const { shopper } = await mainLine();
    const answer = await shopper.submit(
      { action: 'add', saleElementId: String(fixtures.stocked[1]), quantity: 'zwei', language: 'de' },
      { referer: 'http://at.localhost:3100/bad/armatur.html' },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/cart?error=cart.quantityInvalid&from=%2Fbad%2Farmatur.html');
  });

  it('follows every random sequence of actions like a model of the cart', async () => {
    type Model = Map<number, number>;
    interface Real {
      shopper: CartClient;
      lineOf: Map<number, number>;
    }
    const saleElements = fixtures.stocked;
    const refresh = async (real: Real, model: Model) => {
      const cart = cartOf(await real.shopper.read());
      real.lineOf = new Map(cart.lines.map((line) => [line.saleElementId, line.id]));
      expect(new Map(cart.lines.map((line) => [line.saleElementId, line.quantity]))).toEqual(model);
      expect(cart.count).toBe([...model.values()].reduce((sum, quantity) => sum + quantity, 0));
    };
    const element = fc.constantFrom(...saleElements);
    const commands = [
      fc.record({ element, quantity: fc.integer({ min: 1, max: 5 }) }).map(({ element: id, quantity }) => ({
        check: () => true,
        async run(model: Model, real: Real) {
          cartOf(await real.shopper.send({ action: 'add', saleElementId: id, quantity }));
          model.set(id, (model.get(id) ?? 0) + quantity);
          await refresh(real, model);
        },
        toString: () => `add ${id} × ${quantity}`,
      })),
      fc.record({ element, quantity: fc.integer({ min: -2, max: 9 }) }).map(({ element: id, quantity }) => ({
        check: (model: Readonly<Model>) => model.has(id),
        async run(model: Model, real: Real) {
          cartOf(await real.shopper.send({ action: 'set', lineId: real.lineOf.get(id), quantity }));
          if (quantity <= 0) model.delete(id);
          else model.set(id, quantity);
          await refresh(real, model);
        },
        toString: () => `set ${id} to ${quantity}`,
      })),
      fc.record({ element, up: fc.boolean() }).map(({ element: id, up }) => ({
        check: (model: Readonly<Model>) => model.has(id),
        async run(model: Model, real: Real) {
          cartOf(
            await real.shopper.send({ action: up ? 'increase' : 'decrease', lineId: real.lineOf.get(id) }),
          );
          const next = (model.get(id) ?? 0) + (up ? 1 : -1);
          if (next < 1) model.delete(id);
          else model.set(id, next);
          await refresh(real, model);
        },
        toString: () => `${up ? 'increase' : 'decrease'} ${id}`,
      })),
      element.map((id) => ({
        check: (model: Readonly<Model>) => model.has(id),
        async run(model: Model, real: Real) {
          cartOf(await real.shopper.send({ action: 'remove', lineId: real.lineOf.get(id) }));
          model.delete(id);
          await refresh(real, model);
        },
        toString: () => `remove ${id}`,
      })),
      fc.constant({
        check: (model: Readonly<Model>) => model.size > 0,
        async run(model: Model, real: Real) {
          cartOf(await real.shopper.send({ action: 'clear' }));
          model.clear();
          await refresh(real, model);
        },
        toString: () => 'clear',
      }),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (sequence) => {
        const real: Real = { shopper: client(), lineOf: new Map() };
        await fc.asyncModelRun(() => ({ model: new Map<number, number>(), real }), sequence);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
