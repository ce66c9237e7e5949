import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import { prepaidOrder, soldLine } from '../../testing/order-fixtures';
import type { ShopBackend } from '../../shop/backend';
import type { OrderSetPart } from '../../shop/order-types';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { selectRows } from './queries/raw';
import { refreshSetStock } from './queries/set-stock';

/** Each part's stock before the tests: the first part allows the fewest sets. */
const PART_STOCK = [5, 7, 9];

describe.each(databaseTargets())(
  'sets with a set price on the embedded backend ($name)',
  ({ open, skip }) => {
    if (skip) {
      it.skip(`skipped: ${skip}`, () => undefined);
      return;
    }
    let handle: DatabaseHandle & { dispose(): Promise<void> };
    let shop: ShopBackend;
    let cartId: number;
    let set: { productId: number; saleElementId: number };
    let parts: OrderSetPart[];

    const stockOf = async (ids: number[]) => {
      const rows = await selectRows<{ id: number; quantity: number }>(
        handle.db,
        sql`SELECT id, quantity FROM product_sale_elements WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      return ids.map((id) => rows.find((row) => row.id === id)!.quantity);
    };
    const partStock = () => stockOf(parts.map((part) => part.saleElementId));
    const setStock = async () => (await stockOf([set.saleElementId]))[0];
    const orderOf = (lines: ReturnType<typeof soldLine>[]) =>
      shop.placeOrder(prepaidOrder(cartId, { lines }));
    const setLine = (quantity: number) =>
      soldLine(quantity, { productId: set.productId, saleElementId: set.saleElementId, setParts: parts });

    beforeAll(async () => {
      handle = await open({ seed: 11, products: 150 });
      shop = await createEmbeddedBackend(handle);
      const rows = await selectRows<{
        product_id: number;
        set_id: number;
        part_id: number;
        quantity: number;
      }>(
        handle.db,
        sql`SELECT s.product_id, sp.set_sale_element_id AS set_id, sp.part_sale_element_id AS part_id, sp.quantity
          FROM product_set_part sp JOIN product_sale_elements s ON s.id = sp.set_sale_element_id
          WHERE sp.set_sale_element_id = (SELECT min(set_sale_element_id) FROM product_set_part)
          ORDER BY sp.position`,
      );
      set = { productId: rows[0]!.product_id, saleElementId: rows[0]!.set_id };
      const detail = (await shop.getProduct(set.productId, 'de'))!;
      parts = detail.setParts.map((part) => ({
        saleElementId: part.saleElement.id,
        ref: part.saleElement.ref,
        title: part.title,
        quantity: part.quantity,
      }));
      expect(parts.map((part) => part.saleElementId)).toEqual(rows.map((row) => row.part_id));
      for (const [index, part] of parts.entries()) {
        await handle.db.execute(sql`UPDATE product_sale_elements SET quantity = ${PART_STOCK[index]!},
        stock_policy = 'stock' WHERE id = ${part.saleElementId}`);
        await handle.db.execute(
          sql`DELETE FROM fulfilment_center_stock WHERE product_sale_elements_id = ${part.saleElementId}`,
        );
      }
      // What any writer of a part's stock does after it (the orders do it in their transaction).
      await refreshSetStock(
        handle.db,
        parts.map((part) => part.saleElementId),
      );
      const [cart] = await selectRows<{ id: number }>(
        handle.db,
        sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at'
          RETURNING id`,
      );
      cartId = cart!.id;
    }, 120_000);

    afterAll(async () => {
      await handle?.dispose();
    });

    it('shows a set with its parts, each at its own price, and the stock its parts allow', async () => {
      const detail = (await shop.getProduct(set.productId, 'de'))!;
      expect(detail.setParts).toHaveLength(3);
      expect(detail.setParts.every((part) => part.setSaleElementId === set.saleElementId)).toBe(true);
      expect(detail.setParts.every((part) => part.quantity === 1 && part.saleElement.prices.price > 0)).toBe(
        true,
      );
      expect(detail.setParts.every((part) => part.product?.title === part.title && part.url)).toBe(true);
      expect(detail.saleElements.map((element) => element.stock)).toEqual([5]);
      expect(detail.inSets).toEqual([]);
      // A part is a product of its own, whose page offers the set that holds it.
      const partId = detail.setParts[0]!.product!.id;
      const part = (await shop.getProduct(partId, 'de'))!;
      expect(part.setParts).toEqual([]);
      expect(part.inSets.map((holder) => holder.id)).toEqual([set.productId]);
      // A part taken out of the range keeps its place in the set, but is offered nowhere on its own.
      await handle.db.execute(sql`UPDATE product SET visible = false WHERE id = ${partId}`);
      try {
        const [hidden] = (await shop.getProduct(set.productId, 'de'))!.setParts;
        expect([hidden!.title, hidden!.url, hidden!.product]).toEqual([parts[0]!.title, null, null]);
      } finally {
        await handle.db.execute(sql`UPDATE product SET visible = true WHERE id = ${partId}`);
      }
    });

    it('makes one cart line of a set, listing its parts', async () => {
      const added = await shop.addToCart(
        {
          cartId,
          store: 'at',
          saleElementId: set.saleElementId,
          quantity: 1,
          maxQuantity: 5,
          pricesHeldUntil: new Date(Date.now() + 86_400_000),
          undeliverable: false,
        },
        'de',
      );
      if (!added.ok) throw new Error(added.reason);
      expect(added.cart.lines).toHaveLength(1);
      expect(added.cart.lines[0]!.saleElement.stock).toBe(5);
      // No centre holds a set: its parts go from theirs, so the line offers no choice of centre.
      expect(added.cart.lines[0]!.saleElement.centres).toEqual([]);
      expect(added.cart.lines[0]!.setParts).toEqual(parts);
    });

    it('takes the parts’ units for a set, keeps the parts on the order line, and lowers the set to what is left', async () => {
      const placed = await orderOf([setLine(2)]);
      if (placed.kind !== 'placed') throw new Error(placed.kind);
      expect(placed.order.lines.map((line) => [line.saleElementId, line.quantity, line.setParts])).toEqual([
        [set.saleElementId, 2, parts],
      ]);
      expect(await partStock()).toEqual([3, 5, 7]);
      expect(await setStock()).toBe(3);
    });

    it('refuses a set when one part is short, naming the set, and takes nothing', async () => {
      const refused = await orderOf([setLine(4)]);
      expect(refused).toEqual({ kind: 'outOfStock', saleElementIds: [set.saleElementId] });
      expect(await partStock()).toEqual([3, 5, 7]);
      expect(await setStock()).toBe(3);
    });

    it('counts a part bought on its own beside a set of it in the same order', async () => {
      const part = parts[0]!;
      const alone = soldLine(1, { saleElementId: part.saleElementId, productId: 0, ref: part.ref });
      // Three sets and one more of the first part: four of it, one more than there are; both lines draw on it.
      const refused = await orderOf([setLine(3), alone]);
      expect(refused.kind === 'outOfStock' && [...refused.saleElementIds].sort((a, b) => a - b)).toEqual(
        [part.saleElementId, set.saleElementId].sort((a, b) => a - b),
      );
      expect(await partStock()).toEqual([3, 5, 7]);
      const placed = await orderOf([alone]);
      expect(placed.kind).toBe('placed');
      expect(await partStock()).toEqual([2, 5, 7]);
      expect(await setStock()).toBe(2);
    });

    it('refuses a set line whose parts are not what the set holds, and takes nothing', async () => {
      const withoutParts = soldLine(1, { productId: set.productId, saleElementId: set.saleElementId });
      const fewerParts = { ...setLine(1), setParts: parts.slice(1) };
      const moreOfOne = {
        ...setLine(1),
        setParts: parts.map((part, index) => ({ ...part, quantity: index + 1 })),
      };
      for (const line of [withoutParts, fewerParts, moreOfOne])
        expect(await orderOf([line])).toEqual({ kind: 'outOfStock', saleElementIds: [set.saleElementId] });
      expect(await partStock()).toEqual([2, 5, 7]);
      expect(await setStock()).toBe(2);
    });

    it('gives the parts back when an order of a set is cancelled, and the set its stock', async () => {
      const placed = await orderOf([setLine(2)]);
      if (placed.kind !== 'placed') throw new Error(placed.kind);
      expect(await partStock()).toEqual([0, 3, 5]);
      expect(await setStock()).toBe(0);
      expect(await shop.cancelOrder(placed.order.id, 'customer', ['notPaid'])).toBe(true);
      expect(await partStock()).toEqual([2, 5, 7]);
      expect(await setStock()).toBe(2);
    });

    it('never sells more of a part than there is while sets and the part alone race for it', async () => {
      const [first, ...others] = parts;
      await handle.db.execute(
        sql`UPDATE product_sale_elements SET quantity = 6 WHERE id = ${first!.saleElementId}`,
      );
      for (const part of others)
        await handle.db.execute(
          sql`UPDATE product_sale_elements SET quantity = 40 WHERE id = ${part.saleElementId}`,
        );
      await refreshSetStock(
        handle.db,
        parts.map((part) => part.saleElementId),
      );
      const alone = soldLine(1, { saleElementId: first!.saleElementId, productId: 0, ref: first!.ref });
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, buyer) => orderOf([buyer % 2 === 0 ? setLine(1) : alone])),
      );
      const placed = results.flatMap((result) => (result.kind === 'placed' ? [result.order] : []));
      expect(placed).toHaveLength(6);
      expect(results.filter((result) => result.kind === 'outOfStock')).toHaveLength(6);
      const sets = placed.filter((order) => order.lines[0]!.setParts.length > 0).length;
      expect(await partStock()).toEqual([0, 40 - sets, 40 - sets]);
      expect(await setStock()).toBe(0);
    });
  },
);
