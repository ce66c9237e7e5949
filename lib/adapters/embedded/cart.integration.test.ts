import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import type { ShopBackend } from '../../shop/backend';
import { cartAdder, cartOf } from '../../testing/contract/cart-backend.contract';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { MAX_CART_LINES } from './queries/cart-changes';
import { selectRows } from './queries/raw';

describe.each(databaseTargets())('carts on the embedded backend ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  let stocked: number[];

  const add = (input: Parameters<ReturnType<typeof cartAdder>>[0]) => cartAdder(shop)(input);

  beforeAll(async () => {
    handle = await open({ seed: 7, products: 120 });
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
