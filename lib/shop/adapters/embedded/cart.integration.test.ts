import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../../testing/databases';
import type { ShopBackend } from '../../backend';
import type { AddToCartInput, Cart, CartResult } from '../../types';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { MAX_CART_LINES } from './queries/cart-changes';
import { selectRows } from './queries/raw';
import { runSeed } from './seed/run';

const tomorrow = () => new Date(Date.now() + 86_400_000);

function cartOf(result: CartResult): Cart {
  if (!result.ok) throw new Error(`expected a cart, got ${result.reason}`);
  return result.cart;
}

describe.each(databaseTargets())('carts on the embedded backend ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  let stocked: number[];

  const add = (input: Partial<AddToCartInput> & { saleElementId: number }) =>
    shop.addToCart(
      {
        cartId: null,
        store: 'at',
        quantity: 1,
        maxQuantity: 9_999,
        pricesHeldUntil: tomorrow(),
        undeliverable: false,
        ...input,
      },
      'de',
    );

  beforeAll(async () => {
    handle = await open();
    await runSeed(handle, { seed: 7, products: 120, replace: false });
    shop = await createEmbeddedBackend(handle);
    stocked = (
      await selectRows<{ id: number }>(
        handle.db,
        sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
            WHERE p.visible AND pse.quantity >= 20 AND p.min_quantity = 1 AND p.order_multiple = 1 ORDER BY pse.id LIMIT 6`,
      )
    ).map((row) => row.id);
    expect(stocked).toHaveLength(6);
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('makes a cart on the first add and keeps the day’s net prices on the line', async () => {
    const cart = cartOf(await add({ saleElementId: stocked[0]!, quantity: 2 }));
    expect(cart.store).toBe('at');
    expect(cart.lines).toHaveLength(1);
    const [line] = cart.lines;
    expect(line).toMatchObject({ saleElementId: stocked[0], quantity: 2, undeliverable: false });
    expect(line!.addedPrices).toEqual(line!.currentPrices);
    expect(line!.product.title).not.toBe('');
    expect(line!.product.url).not.toBe('');
    expect(line!.saleElement.stock).toBeGreaterThanOrEqual(20);
  });

  it('adds to the line already there, never beyond the maximum, and makes a new cart when the old one is gone', async () => {
    const first = cartOf(await add({ saleElementId: stocked[1]!, quantity: 3 }));
    const again = cartOf(
      await add({ cartId: first.id, saleElementId: stocked[1]!, quantity: 4, maxQuantity: 5 }),
    );
    expect(again.id).toBe(first.id);
    expect(again.lines.map((line) => line.quantity)).toEqual([5]);
    const other = cartOf(await add({ cartId: 9_999_999, saleElementId: stocked[1]! }));
    expect(other.id).not.toBe(first.id);
    const foreign = cartOf(await add({ cartId: first.id, store: 'ro', saleElementId: stocked[1]! }));
    expect(foreign.id).not.toBe(first.id);
  });

  it('refuses a sale element that does not exist, leaving the cart as it was', async () => {
    const cart = cartOf(await add({ saleElementId: stocked[2]! }));
    expect(await add({ cartId: cart.id, saleElementId: 987_654_321 })).toEqual({
      ok: false,
      reason: 'saleElementNotFound',
    });
    expect((await shop.getCart(cart.id, 'de'))?.lines).toHaveLength(1);
  });

  it('follows docs/product.md §4 for quantities: decrease below 1 or the minimum removes, 0 or less removes', async () => {
    const cart = cartOf(await add({ saleElementId: stocked[3]!, quantity: 3 }));
    const lineId = cart.lines[0]!.id;
    const set = cartOf(await shop.changeCartQuantity(cart.id, lineId, { kind: 'set', quantity: 7 }, 'de'));
    expect(set.lines[0]!.quantity).toBe(7);
    const up = cartOf(
      await shop.changeCartQuantity(cart.id, lineId, { kind: 'increase', by: 5, max: 10 }, 'de'),
    );
    expect(up.lines[0]!.quantity).toBe(10);
    const down = cartOf(
      await shop.changeCartQuantity(cart.id, lineId, { kind: 'decrease', by: 4, min: 1 }, 'de'),
    );
    expect(down.lines[0]!.quantity).toBe(6);
    const belowMinimum = cartOf(
      await shop.changeCartQuantity(cart.id, lineId, { kind: 'decrease', by: 2, min: 5 }, 'de'),
    );
    expect(belowMinimum.lines).toHaveLength(0);
    const again = cartOf(await add({ cartId: cart.id, saleElementId: stocked[3]!, quantity: 1 }));
    const one = again.lines[0]!.id;
    expect(
      cartOf(await shop.changeCartQuantity(cart.id, one, { kind: 'decrease', by: 1, min: 1 }, 'de')).lines,
    ).toEqual([]);
    const third = cartOf(await add({ cartId: cart.id, saleElementId: stocked[3]!, quantity: 2 }));
    expect(
      cartOf(await shop.changeCartQuantity(cart.id, third.lines[0]!.id, { kind: 'set', quantity: -3 }, 'de'))
        .lines,
    ).toEqual([]);
    expect(await shop.changeCartQuantity(cart.id, 424_242, { kind: 'set', quantity: 1 }, 'de')).toEqual({
      ok: false,
      reason: 'lineNotFound',
    });
  });

  it('removes a line and clears a cart, and a line of another cart is not found', async () => {
    const cart = cartOf(await add({ saleElementId: stocked[0]! }));
    const withTwo = cartOf(await add({ cartId: cart.id, saleElementId: stocked[1]! }));
    const otherCart = cartOf(await add({ saleElementId: stocked[2]! }));
    expect(await shop.removeFromCart(cart.id, otherCart.lines[0]!.id, 'de')).toEqual({
      ok: false,
      reason: 'lineNotFound',
    });
    const one = cartOf(await shop.removeFromCart(cart.id, withTwo.lines[0]!.id, 'de'));
    expect(one.lines.map((line) => line.saleElementId)).toEqual([stocked[1]]);
    expect(cartOf(await shop.clearCart(cart.id, 'de')).lines).toEqual([]);
    expect((await shop.getCart(otherCart.id, 'de'))?.lines).toHaveLength(1);
  });

  it('keeps at most the line limit, yet still adds to a line already there', async () => {
    const ids = (
      await selectRows<{ id: number }>(
        handle.db,
        sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
            WHERE p.visible ORDER BY pse.id LIMIT ${MAX_CART_LINES + 1}`,
      )
    ).map((row) => row.id);
    let cartId: number | null = null;
    for (const id of ids.slice(0, MAX_CART_LINES))
      cartId = cartOf(await add({ cartId, saleElementId: id })).id;
    expect(await add({ cartId, saleElementId: ids[MAX_CART_LINES]! })).toEqual({
      ok: false,
      reason: 'tooManyLines',
    });
    expect(cartOf(await add({ cartId, saleElementId: ids[0]! })).lines).toHaveLength(MAX_CART_LINES);
  }, 60_000);

  it('chooses a fulfilment centre only among those holding the sale element', async () => {
    const [split] = await selectRows<{ pse: number; centre: number; other: number }>(
      handle.db,
      sql`SELECT a.product_sale_elements_id AS pse, a.fulfilment_center_id AS centre,
            (SELECT id FROM fulfilment_center WHERE id NOT IN (SELECT fulfilment_center_id FROM fulfilment_center_stock
               WHERE product_sale_elements_id = a.product_sale_elements_id) LIMIT 1) AS other
          FROM fulfilment_center_stock a JOIN fulfilment_center_stock b
            ON b.product_sale_elements_id = a.product_sale_elements_id AND b.fulfilment_center_id <> a.fulfilment_center_id
          JOIN product_sale_elements pse ON pse.id = a.product_sale_elements_id
          JOIN product p ON p.id = pse.product_id AND p.visible
          ORDER BY 1, 2 LIMIT 1`,
    );
    expect(split).toBeDefined();
    const cart = cartOf(await add({ saleElementId: split!.pse }));
    const line = cart.lines[0]!;
    expect(line.saleElement.centres.length).toBeGreaterThan(1);
    expect(line.saleElement.centres.reduce((sum, centre) => sum + centre.quantity, 0)).toBe(
      line.saleElement.stock,
    );
    const chosen = cartOf(await shop.setFulfilmentCentre(cart.id, line.id, split!.centre, 'de'));
    expect(chosen.lines[0]!.fulfilmentCentreId).toBe(split!.centre);
    expect(await shop.setFulfilmentCentre(cart.id, line.id, split!.other, 'de')).toEqual({
      ok: false,
      reason: 'centreNotFound',
    });
    expect(
      cartOf(await shop.setFulfilmentCentre(cart.id, line.id, null, 'de')).lines[0]!.fulfilmentCentreId,
    ).toBeNull();
  });

  it('marks the lines a country does not get, and remembers the country', async () => {
    const [bulky] = await selectRows<{ pse: number; country: number }>(
      handle.db,
      sql`SELECT pse.id AS pse, puc.country_id AS country FROM product_undeliverable_country puc
          JOIN product p ON p.id = puc.product_id AND p.visible
          JOIN product_sale_elements pse ON pse.product_id = p.id ORDER BY 1 LIMIT 1`,
    );
    expect(bulky).toBeDefined();
    const cart = cartOf(await add({ saleElementId: bulky!.pse }));
    const withOther = cartOf(await add({ cartId: cart.id, saleElementId: stocked[0]! }));
    const marked = cartOf(await shop.markUndeliverable(withOther.id, bulky!.country as 5, 'de'));
    expect(marked.markedForCountryId).toBe(bulky!.country);
    expect(marked.lines.map((line) => [line.saleElementId, line.undeliverable])).toEqual([
      [bulky!.pse, true],
      [stocked[0], false],
    ]);
    expect(marked.lines[0]!.product.undeliverableCountryIds).toContain(bulky!.country);
  });

  it('keeps both lines when two tabs add at once, and one of twenty concurrent quantities', async () => {
    const cart = cartOf(await add({ saleElementId: stocked[4]! }));
    await Promise.all([
      add({ cartId: cart.id, saleElementId: stocked[5]! }),
      add({ cartId: cart.id, saleElementId: stocked[0]! }),
    ]);
    const both = await shop.getCart(cart.id, 'de');
    expect(both?.lines.map((line) => line.saleElementId).sort()).toEqual(
      [stocked[4], stocked[5], stocked[0]].sort(),
    );
    const lineId = both!.lines[0]!.id;
    const quantities = Array.from({ length: 20 }, (_, index) => index + 1);
    await Promise.all(
      quantities.map((quantity) => shop.changeCartQuantity(cart.id, lineId, { kind: 'set', quantity }, 'de')),
    );
    const after = await shop.getCart(cart.id, 'de');
    const line = after!.lines.filter((entry) => entry.id === lineId);
    expect(line).toHaveLength(1);
    expect(quantities).toContain(line[0]!.quantity);
  });

  it('names the delivery modules serving each country, with postage in its currency', async () => {
    const austria = await shop.listDeliveryModules(13, 'de');
    expect(austria.map((module) => [module.id, module.kind])).toEqual([
      [77, 'parcel'],
      [78, 'express'],
      [79, 'freight'],
    ]);
    expect(austria[0]!.postage).toMatchObject({ currency: 'EUR', basis: 'weight', freeFrom: 5_000 });
    expect(austria[0]!.postage.tiers.at(-1)?.upTo).toBeNull();
    const romania = await shop.listDeliveryModules(146, 'ro');
    expect(romania.map((module) => module.code)).toEqual(['standard', 'freight', 'pickup']);
    expect(romania[0]!.postage).toMatchObject({ currency: 'RON', freeFrom: 100_000 });
    expect(romania[2]!.pickupLocations.map((point) => point.city)).toEqual(['București', 'Cluj-Napoca']);
    expect(romania[0]!.title).toBe('Livrare standard (colet)');
  });

  it('reads a sale element as adding needs it, and nothing for a hidden product', async () => {
    const element = await shop.getOrderableSaleElement(stocked[0]!);
    expect(element).toMatchObject({ saleElementId: stocked[0], minQuantity: 1, orderMultiple: 1 });
    const [hidden] = await selectRows<{ id: number }>(
      handle.db,
      sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
          WHERE NOT p.visible LIMIT 1`,
    );
    expect(await shop.getOrderableSaleElement(hidden!.id)).toBeNull();
    expect(await shop.getOrderableSaleElement(123_456_789)).toBeNull();
  });
});
