import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import { prepaidOrder, soldLine } from '../../testing/order-fixtures';
import type { ShopBackend } from '../../shop/backend';
import type { StoreCode } from '../../shop/codes';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { facetKey } from './queries/facet-keys';
import { refreshProductListing } from './queries/listing-refresh';
import { selectRows } from './queries/raw';

const DAY_MS = 86_400_000;

describe.each(databaseTargets())('sales figures on the embedded backend ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  let cartId: number;
  /** Products with their shown sale element and default category, the first two of different top categories. */
  let goods: Array<{ product: number; element: number; category: number; top: number }>;
  const since = new Date(Date.now() - 30 * DAY_MS);
  const window = { store: 'at' as StoreCode, since, limit: 10 };

  /** An order of these goods (indexes into `goods`) by a buyer, in the state and at the time given. */
  async function sold(
    picks: number[],
    buyer: { email?: string; customerId?: number },
    { status = 2, store = 'at', daysAgo = 1 }: { status?: number; store?: StoreCode; daysAgo?: number } = {},
  ) {
    const lines = picks.map((pick) =>
      soldLine(1, { productId: goods[pick]!.product, saleElementId: goods[pick]!.element }),
    );
    const placed = await shop.placeOrder(
      prepaidOrder(cartId, {
        lines,
        store,
        email: buyer.email ?? 'someone@example.at',
        customerId: buyer.customerId ?? null,
      }),
    );
    if (placed.kind !== 'placed') throw new Error(`The order was not placed: ${placed.kind}`);
    await handle.db.execute(sql`UPDATE "order" SET status_id = ${status},
      created_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${placed.order.id}`);
  }
  const ids = (figures: Array<{ productId: number; buyers: number }>) =>
    figures.map((figure) => [goods.findIndex((good) => good.product === figure.productId), figure.buyers]);

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 60 });
    shop = await createEmbeddedBackend(handle);
    const rows = await selectRows<{ product: number; element: number; category: number; top: number }>(
      handle.db,
      sql`SELECT DISTINCT ON (p.id) p.id AS product, e.id AS element, pc.category_id AS category,
            (WITH RECURSIVE up(id, parent) AS (SELECT id, parent FROM category WHERE id = pc.category_id
               UNION ALL SELECT c.id, c.parent FROM category c JOIN up ON c.id = up.parent)
             SELECT id FROM up WHERE parent = 0) AS top
          FROM product p JOIN product_sale_elements e ON e.product_id = p.id
          JOIN product_category pc ON pc.product_id = p.id AND pc.default_category
          JOIN product_listing l ON l.product_id = p.id
          WHERE p.visible ORDER BY p.id, e.id`,
    );
    const first = rows[0]!;
    const other = rows.find((row) => row.top !== first.top)!;
    goods = [first, other, ...rows.filter((row) => row !== first && row !== other).slice(0, 3)].map(
      (row) => ({
        ...row,
        product: Number(row.product),
        element: Number(row.element),
        category: Number(row.category),
        top: Number(row.top),
      }),
    );
    for (const { element } of goods) {
      await handle.db.execute(sql`UPDATE product_sale_elements SET quantity = 1000, stock_policy = 'stock'
        WHERE id = ${element}`);
      await handle.db.execute(
        sql`DELETE FROM fulfilment_center_stock WHERE product_sale_elements_id = ${element}`,
      );
      await handle.db.execute(sql`INSERT INTO fulfilment_center_stock VALUES (1, ${element}, 1000)`);
    }
    const [cart] = await selectRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at' RETURNING id`,
    );
    cartId = cart!.id;
    const registered = await Promise.all(
      ['ada@example.at', 'ben@example.at'].map((email) =>
        shop.registerCustomer({
          title: 'mr',
          firstname: 'Ada',
          lastname: 'Muster',
          email,
          company: null,
          vatNumber: null,
          store: 'at',
          language: 'de',
        }),
      ),
    );
    const [ada, ben] = registered.map((registration) => registration.customer.id);
    // Goods 0 and 1 together, by three different buyers; 0 once more by one of them under another spelling.
    await sold([0, 1], { email: 'anna@example.at' });
    await sold([0, 1], { customerId: ada, email: 'ada@example.at' });
    await sold([0, 1], { email: 'carl@example.at' });
    await sold([0], { email: 'Anna@Example.at' });
    // One customer twice under two addresses is one buyer.
    await sold([0, 2], { customerId: ben, email: 'ben@example.at' });
    await sold([0, 2], { customerId: ben, email: 'ben.work@example.at' });
    // Not sold, not here or not lately: none of these counts.
    await sold([2, 0], { email: 'dora@example.at' }, { status: 5 });
    await sold([2, 0], { email: 'emil@example.at' }, { status: 6 });
    await sold([2], { email: 'fritz@example.at' }, { status: 1 });
    await sold([2], { email: 'gerd@example.de' }, { store: 'de' });
    await sold([3], { email: 'hanna@example.at' }, { daysAgo: 31 });
    await sold([4, 1], { email: 'ida@example.at' }, { status: 3 });
    await sold([4], { email: 'jon@example.at' }, { status: 4 });
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('counts the buyers of sold orders in the store and window, most bought first', async () => {
    expect(ids(await shop.bestSellers(window))).toEqual([
      [0, 4],
      [1, 4],
      [4, 2],
      [2, 1],
    ]);
    expect(ids(await shop.bestSellers({ ...window, store: 'de' }))).toEqual([[2, 1]]);
    expect(
      ids(await shop.bestSellers({ ...window, since: new Date(Date.now() - 40 * DAY_MS) })),
    ).toContainEqual([3, 1]);
    expect(ids(await shop.bestSellers({ ...window, limit: 1 }))).toEqual([[0, 4]]);
  });

  it('ranks equal buyers by the quantity sold', async () => {
    // Goods 0 and 1 both have four buyers; 0 was bought six times, 1 four times.
    const [first, second] = await shop.bestSellers(window);
    expect([first!.productId, second!.productId]).toEqual([goods[0]!.product, goods[1]!.product]);
  });

  it('keeps within a category and the ones below it', async () => {
    const top = goods[1]!.top;
    const figures = await shop.bestSellers({ ...window, categoryId: top });
    expect(figures.map((figure) => figure.productId)).toContain(goods[1]!.product);
    expect(figures.map((figure) => figure.productId)).not.toContain(goods[0]!.product);
    const listed = await selectRows<{ product_id: number }>(
      handle.db,
      sql`SELECT product_id FROM product_listing WHERE facet_keys @> ARRAY[${facetKey('category', top)}]::int[]`,
    );
    const inCategory = new Set(listed.map((row) => Number(row.product_id)));
    expect(figures.every((figure) => inCategory.has(figure.productId))).toBe(true);
  });

  it('tells what buyers of some products also bought, the given ones left out', async () => {
    expect(ids(await shop.boughtWith({ ...window, productIds: [goods[0]!.product] }))).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(
      ids(await shop.boughtWith({ ...window, productIds: [goods[0]!.product, goods[4]!.product] })),
    ).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(await shop.boughtWith({ ...window, productIds: [] })).toEqual([]);
    expect(await shop.boughtWith({ ...window, productIds: [goods[3]!.product] })).toEqual([]);
  });

  it('leaves out products no longer shown', async () => {
    const hidden = goods[1]!.product;
    await handle.db.execute(sql`UPDATE product SET visible = false WHERE id = ${hidden}`);
    await refreshProductListing(handle.db, 1, [hidden]);
    try {
      expect((await shop.bestSellers(window)).map((figure) => figure.productId)).not.toContain(hidden);
      const together = await shop.boughtWith({ ...window, productIds: [goods[0]!.product] });
      expect(together.map((figure) => figure.productId)).not.toContain(hidden);
    } finally {
      await handle.db.execute(sql`UPDATE product SET visible = true WHERE id = ${hidden}`);
      await refreshProductListing(handle.db, 1, [hidden]);
    }
  });
});
