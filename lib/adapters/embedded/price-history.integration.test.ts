import { sql } from 'drizzle-orm';
import { priorPriceOf } from '../../pricing/prior-price';
import { databaseTargets } from '../../testing/databases';
import type { ShopBackend } from '../../shop/backend';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { changeSaleElementPrices, type SaleElementPrices } from './queries/price-changes';
import { selectRows } from './queries/raw';
import { EUR } from './seed/static-data';

const DAY = 86_400_000;
const base = new Date('2026-06-01T08:00:00Z');
const day = (offset: number) => new Date(base.getTime() + offset * DAY);

describe.each(databaseTargets())(
  'prices on the embedded backend, their history and measures ($name)',
  ({ open, skip }) => {
    if (skip) {
      it.skip(`skipped: ${skip}`, () => undefined);
      return;
    }
    let handle: DatabaseHandle & { dispose(): Promise<void> };
    let shop: ShopBackend;
    let element: { pse_id: number; product_id: number };

    const history = async () =>
      (
        await selectRows<{ applied_from: Date | string; price: string | number; reduced: boolean }>(
          handle.db,
          sql`SELECT applied_from, price, reduced FROM product_price_history
          WHERE product_sale_elements_id = ${element.pse_id} ORDER BY applied_from`,
        )
      ).map((row) => ({
        appliedFrom: new Date(row.applied_from),
        price: Number(row.price),
        reduced: row.reduced,
      }));
    const set = (at: Date, prices: Partial<SaleElementPrices>) =>
      changeSaleElementPrices(
        handle.db,
        EUR,
        {
          saleElementId: element.pse_id,
          price: 10_000,
          promoPrice: 10_000,
          onPromo: false,
          listPrice: null,
          ...prices,
        },
        at,
      );
    const productPrices = async () => {
      const product = await shop.getProduct(element.product_id, 'de');
      return product!.saleElements.find((pse) => pse.id === element.pse_id)!.prices;
    };
    const listedNetPrice = async () =>
      Number(
        (
          await selectRows<{ net_price: string | number }>(
            handle.db,
            sql`SELECT net_price FROM product_listing WHERE product_id = ${element.product_id}`,
          )
        )[0]!.net_price,
      );

    beforeAll(async () => {
      handle = await open({ seed: 7, products: 60 });
      shop = await createEmbeddedBackend(handle);
      const found = await selectRows<{ pse_id: number; product_id: number }>(
        handle.db,
        sql`SELECT pse.id AS pse_id, pse.product_id FROM product_sale_elements pse
        JOIN product p ON p.id = pse.product_id
        WHERE p.visible AND pse.is_default AND NOT pse.promo AND p.kind = 'goods'
          AND NOT EXISTS (SELECT 1 FROM product_sale_elements o WHERE o.product_id = p.id AND o.id <> pse.id)
        ORDER BY pse.id LIMIT 1`,
      );
      element = found[0]!;
      await handle.db.execute(
        sql`DELETE FROM product_price_history WHERE product_sale_elements_id = ${element!.pse_id}`,
      );
    }, 120_000);

    afterAll(async () => {
      await handle?.dispose();
    }, 30_000);

    it('seeds a history that ends in today’s prices and a prior price the 30-day rule gives', async () => {
      const rows = await selectRows<{
        pse_id: number;
        prior_price: string | number | null;
        promo: boolean;
        selling: string | number;
        history: Array<{ applied_from: string; price: string | number; reduced: boolean }>;
      }>(
        handle.db,
        sql`SELECT pse.id AS pse_id, pp.prior_price, pse.promo,
          CASE WHEN pse.promo THEN pp.promo_price ELSE pp.price END AS selling,
          (SELECT json_agg(json_build_object('applied_from', h.applied_from, 'price', h.price, 'reduced', h.reduced)
             ORDER BY h.applied_from)
           FROM product_price_history h WHERE h.product_sale_elements_id = pse.id) AS history
        FROM product_sale_elements pse JOIN product_price pp ON pp.product_sale_elements_id = pse.id
        WHERE pse.id <> ${element.pse_id}`,
      );
      expect(rows.filter((row) => row.promo).length).toBeGreaterThan(3);
      for (const row of rows) {
        const entries = row.history.map((entry) => ({
          appliedFrom: new Date(entry.applied_from),
          price: Number(entry.price),
          reduced: entry.reduced,
        }));
        expect(entries.at(-1)!.price).toBe(Number(row.selling));
        const prior = row.prior_price === null ? null : Number(row.prior_price);
        expect(prior).toBe(priorPriceOf(entries));
        if (row.promo) expect(prior).toBeGreaterThan(Number(row.selling));
      }
    });

    it('shows a reduction after a rise against the lower price before it, on the product and in the listing', async () => {
      expect(await set(day(-200), { price: 10_000 })).toBe(true);
      expect(await set(day(-10), { price: 12_000, promoPrice: 12_000 })).toBe(true);
      expect(await set(day(0), { price: 12_000, promoPrice: 9_900, onPromo: true, listPrice: 15_000 })).toBe(
        true,
      );
      expect(await productPrices()).toEqual({
        price: 12_000,
        promoPrice: 9_900,
        onPromo: true,
        listPrice: 15_000,
        priorPrice: 10_000,
      });
      expect(await listedNetPrice()).toBe(9_900);
      expect((await history()).map((entry) => [entry.price, entry.reduced])).toEqual([
        [10_000, false],
        [12_000, false],
        [9_900, true],
      ]);
    });

    it('keeps the prior price of a reduction deepened without a break, and drops it when the promotion ends', async () => {
      await set(day(20), { price: 12_000, promoPrice: 8_900, onPromo: true });
      expect((await productPrices()).priorPrice).toBe(10_000);
      await set(day(25), { price: 12_000, promoPrice: 8_900, onPromo: false });
      expect(await productPrices()).toMatchObject({ onPromo: false, priorPrice: null });
      expect(await listedNetPrice()).toBe(12_000);
    });

    it('judges the next promotion against the earlier one’s price, which lies within its 30 days', async () => {
      await set(day(35), { price: 12_000, promoPrice: 9_500, onPromo: true });
      expect(await productPrices()).toMatchObject({ onPromo: true, priorPrice: null });
      await set(day(40), { price: 12_000, promoPrice: 8_500, onPromo: true });
      expect((await productPrices()).priorPrice).toBe(8_900);
      expect((await history()).length).toBe(7);
    });

    it('writes nothing new for prices that did not change', async () => {
      await set(day(41), { price: 12_000, promoPrice: 8_500, onPromo: true, listPrice: 14_000 });
      expect((await history()).length).toBe(7);
      expect((await productPrices()).listPrice).toBe(14_000);
    });

    it('prunes what no look-back needs any more, keeping the price in force when the kept window begins', async () => {
      await set(day(400), { price: 11_000 });
      expect((await history()).map((entry) => entry.price)).toEqual([8_500, 11_000]);
      await set(day(401), { price: 11_000, promoPrice: 9_000, onPromo: true });
      expect((await productPrices()).priorPrice).toBeNull();
      await set(day(440), { price: 11_000, promoPrice: 9_000, onPromo: true });
      expect((await productPrices()).priorPrice).toBeNull();
      await set(day(441), { price: 11_000 });
      await set(day(480), { price: 11_000, promoPrice: 9_000, onPromo: true });
      expect((await productPrices()).priorPrice).toBe(11_000);
    });

    it('answers false for a sale element that does not exist', async () => {
      expect(
        await changeSaleElementPrices(handle.db, EUR, {
          ...(await productPrices()),
          saleElementId: 99_999_999,
        }),
      ).toBe(false);
    });

    it('reads what a piece of goods sold by measure holds on the product, its card and a cart line', async () => {
      const [measured] = await selectRows<{
        id: number;
        product_id: number;
        measure_unit: string;
        measure_milli: number;
      }>(
        handle.db,
        sql`SELECT pse.id, pse.product_id, pse.measure_unit, pse.measure_milli FROM product_sale_elements pse
        JOIN product p ON p.id = pse.product_id
        WHERE p.visible AND pse.is_default AND pse.measure_unit IS NOT NULL ORDER BY pse.id LIMIT 1`,
      );
      const measure = { unit: measured!.measure_unit, milli: measured!.measure_milli };
      const detail = await shop.getProduct(measured!.product_id, 'de');
      expect(detail!.saleElements.find((pse) => pse.id === measured!.id)!.measure).toEqual(measure);
      const cards = await shop.listProducts({ language: 'de', productIds: [measured!.product_id] });
      expect(cards.items[0]!.defaultSaleElement.measure).toEqual(measure);
      const added = await shop.addToCart(
        {
          cartId: null,
          store: 'at',
          saleElementId: measured!.id,
          quantity: 1,
          maxQuantity: 9_999,
          pricesHeldUntil: new Date(Date.now() + DAY),
          undeliverable: false,
        },
        'de',
      );
      if (!added.ok) throw new Error(added.reason);
      expect(added.cart.lines[0]!.saleElement.measure).toEqual(measure);
      expect(detail!.saleElements.some((pse) => pse.measure === null)).toBe(false);
    });
  },
);
