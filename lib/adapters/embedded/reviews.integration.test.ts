import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import { prepaidOrder, soldLine } from '../../testing/order-fixtures';
import type { ShopBackend } from '../../shop/backend';
import type { NewReview, ProductReviews } from '../../shop/review-types';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { selectRows } from './queries/raw';
import { embeddedReviews } from './reviews';

describe.each(databaseTargets())('product reviews on the embedded backend ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  let reviews: ProductReviews;
  let elements: Array<{ id: number; product_id: number }>;
  let cartId: number;

  const customer = async () => {
    const registered = await shop.registerCustomer({
      title: 'mr',
      firstname: 'Karl',
      lastname: 'Berger',
      email: `reviewer-${randomBytes(4).toString('hex')}@example.at`,
      company: null,
      vatNumber: null,
      store: 'at',
      language: 'de',
    });
    return registered.customer.id;
  };
  const buy = async (customerId: number, saleElementId: number) => {
    const order = prepaidOrder(cartId, {
      customerId,
      email: 'buyer@example.at',
      lines: [soldLine(1, { saleElementId })],
    });
    const placed = await shop.placeOrder(order);
    if (placed.kind !== 'placed') throw new Error(`not placed: ${placed.kind}`);
    return placed.order.id;
  };
  const review = (customerId: number, saleElementId: number, rating = 4): NewReview => ({
    customerId,
    author: 'Karl B.',
    saleElementId,
    title: '<script>alert(1)</script> Gut',
    comment: 'Ein guter Kauf, gerne wieder.',
    rating,
    locale: 'de_DE',
  });
  const pendingIds = async () => (await reviews.listPending('de_DE', 500)).map((pending) => pending.id);

  beforeAll(async () => {
    handle = await open({ seed: 7, products: 60 });
    shop = await createEmbeddedBackend(handle);
    reviews = embeddedReviews(handle.db);
    // Products without seeded reviews, so their totals are this test's alone.
    elements = await selectRows(
      handle.db,
      sql`SELECT pse.id, pse.product_id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
          WHERE p.visible AND NOT EXISTS (SELECT 1 FROM product_review r WHERE r.product_id = p.id)
          ORDER BY pse.id LIMIT 4`,
    );
    await handle.db.execute(sql`UPDATE product_sale_elements SET quantity = 1000, stock_policy = 'stock'`);
    const [cart] = await selectRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at' RETURNING id`,
    );
    cartId = cart!.id;
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('seeds approved reviews whose totals match the product_rating rows, some products with 200 or more', async () => {
    const rows = await selectRows<{
      product_id: number;
      count: number;
      sum: number;
      stored: number;
      stored_sum: number;
    }>(
      handle.db,
      sql`SELECT r.product_id, count(*)::int AS count, sum(r.rating)::int AS sum,
            max(t.review_count) AS stored, max(t.rating_sum) AS stored_sum
          FROM product_review r JOIN product_rating t ON t.product_id = r.product_id
          WHERE r.status = 1 GROUP BY r.product_id`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect([row.stored, row.stored_sum]).toEqual([row.count, row.sum]);
    // 60 products: product 5 is the busy one.
    expect(Math.max(...rows.map((row) => row.count))).toBeGreaterThanOrEqual(200);
  });

  it('lets only a customer who bought the sale element review it, once, and marks it verified', async () => {
    const [bought, other] = elements;
    const buyer = await customer();
    const stranger = await customer();
    await buy(buyer, bought!.id);
    expect(await reviews.rightOf(stranger, bought!.id)).toEqual({ kind: 'notBought' });
    // Rights are per sale element: buying one does not open another.
    expect(await reviews.rightOf(buyer, other!.id)).toEqual({ kind: 'notBought' });
    expect(await reviews.rightOf(buyer, 2_000_000_000)).toEqual({ kind: 'unknownProduct' });
    expect(await reviews.write(review(stranger, bought!.id))).toEqual({
      saved: false,
      right: { kind: 'notBought' },
    });
    const saved = await reviews.write(review(buyer, bought!.id));
    expect(saved).toMatchObject({ saved: true, productId: bought!.product_id });
    expect(await reviews.write(review(buyer, bought!.id))).toEqual({
      saved: false,
      right: { kind: 'alreadyReviewed' },
    });
    const [pending] = (await reviews.listPending('de_DE', 500)).filter(
      (item) => item.productId === bought!.product_id,
    );
    expect(pending).toMatchObject({ verified: true, rating: 4, title: '<script>alert(1)</script> Gut' });
  });

  it('does not count a cancelled order as bought', async () => {
    const element = elements[2]!;
    const buyer = await customer();
    const orderId = await buy(buyer, element.id);
    expect(await shop.cancelOrder(orderId, 'customer', ['notPaid'])).toBe(true);
    expect(await reviews.rightOf(buyer, element.id)).toEqual({ kind: 'notBought' });
  });

  it('shows a review only once approved, keeps the totals, and moderates a review once', async () => {
    const element = elements[3]!;
    const [first, second, third] = [await customer(), await customer(), await customer()];
    for (const id of [first, second, third]) await buy(id, element.id);
    const ids: number[] = [];
    for (const [id, rating] of [
      [first, 5],
      [second, 2],
      [third, 1],
    ] as const) {
      const saved = await reviews.write(review(id, element.id, rating));
      if (!saved.saved) throw new Error('not saved');
      ids.push(saved.reviewId);
    }
    const page = () => reviews.listApproved(element.product_id, { offset: 0, limit: 10 });
    expect(await page()).toEqual({ reviews: [], totals: { count: 0, sum: 0 } });
    expect(await reviews.moderate(ids[0]!, 'approved')).toBe(element.product_id);
    expect(await reviews.moderate(ids[1]!, 'approved')).toBe(element.product_id);
    expect(await reviews.moderate(ids[2]!, 'rejected')).toBe(element.product_id);
    // Already moderated: nothing changes, neither the state nor the totals.
    expect(await reviews.moderate(ids[0]!, 'approved')).toBeNull();
    expect(await reviews.moderate(ids[2]!, 'approved')).toBeNull();
    const approved = await page();
    expect(approved.totals).toEqual({ count: 2, sum: 7 });
    expect(approved.reviews.map((item) => item.rating).sort()).toEqual([2, 5]);
    // The search ranks by the new average (docs/product.md §7), read from its own row.
    const ranked = await selectRows<{ rating: number }>(
      handle.db,
      sql`SELECT DISTINCT rating FROM product_search WHERE product_id = ${element.product_id}`,
    );
    expect(ranked.map((row) => Number(row.rating))).toEqual([3.5]);
    expect(await pendingIds()).not.toEqual(expect.arrayContaining([ids[0], ids[1], ids[2]]));
  });

  it('pages a product’s approved reviews newest first', async () => {
    const [busy] = await selectRows<{ product_id: number }>(
      handle.db,
      sql`SELECT product_id FROM product_rating ORDER BY review_count DESC LIMIT 1`,
    );
    const first = await reviews.listApproved(busy!.product_id, { offset: 0, limit: 10 });
    const second = await reviews.listApproved(busy!.product_id, { offset: 10, limit: 10 });
    expect(first.reviews).toHaveLength(10);
    expect(second.reviews).toHaveLength(10);
    const dates = [...first.reviews, ...second.reviews].map((item) => item.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set([...first.reviews, ...second.reviews].map((item) => item.id)).size).toBe(20);
  });
});
