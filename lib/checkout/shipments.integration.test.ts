import { sql } from 'drizzle-orm';
import { selectRows } from '../adapters/embedded/queries/raw';
import { pricedSummary } from '../testing/checkout-requests';
import { dataOf, checkoutShopForSuite, paymentServicesForSuite } from '../testing/checkout-shop';
import { databaseTargets } from '../testing/databases';

const services = paymentServicesForSuite();

describe.each(databaseTargets())('one shipment or partial ones at checkout on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  /** A guest's cart of a wash basin on the shelf and another good reordered from its maker. */
  async function mixedCart() {
    const reordered = suite.shop.goods[3]!;
    await suite.handle.db
      .execute(sql`UPDATE product_sale_elements SET quantity = 0, stock_policy = 'backorder'
      WHERE id = ${reordered}`);
    const shopper = await suite.shop.shopperWithCart(suite.shop.goods[0], 1);
    const added = await shopper.send({
      action: 'add',
      saleElementId: reordered,
      quantity: 1,
      language: 'de',
    });
    expect(added.status).toBe(200);
    return shopper;
  }
  const deliveryOf = async (ref: string) =>
    (
      await selectRows<{ complete_delivery: boolean | null; postage_gross: string; total_gross: string }>(
        suite.handle.db,
        sql`SELECT complete_delivery, postage_gross, total_gross FROM "order" WHERE ref = ${ref}`,
      )
    )[0]!;

  it('prices the later shipment before ordering, and the order keeps partial delivery and says so', async () => {
    const shopper = await mixedCart();
    const complete = await pricedSummary(shopper, { deliverySplit: 'complete' });
    const partial = await pricedSummary(shopper, { deliverySplit: 'partial' });
    expect(partial.total).toBeGreaterThanOrEqual(complete.total);
    const email = `paula.${Date.now()}@example.at`;
    const answer = await suite.shop.placeAs(shopper, { email, deliverySplit: 'partial' });
    expect(answer.status).toBe(200);
    const { order } = dataOf(answer);
    const row = await deliveryOf(order.ref);
    expect(row.complete_delivery).toBe(false);
    expect(Number(row.total_gross)).toBe(partial.total);
    const mail = await services.sink.next(email);
    expect(mail.text).toContain('Lieferung: Teillieferung: Lieferbares sofort, der Rest sobald lieferbar');
  });

  it('keeps one shipment by default, and asks nothing of a cart that goes together', async () => {
    const mixed = await mixedCart();
    const { order } = dataOf(await suite.shop.placeAs(mixed, { email: `karl.${Date.now()}@example.at` }));
    expect((await deliveryOf(order.ref)).complete_delivery).toBe(true);
    const together = await suite.shop.shopperWithCart(suite.shop.goods[1], 2);
    const email = `lena.${Date.now()}@example.at`;
    const plain = dataOf(await suite.shop.placeAs(together, { email, deliverySplit: 'partial' }));
    expect((await deliveryOf(plain.order.ref)).complete_delivery).toBeNull();
    expect((await services.sink.next(email)).text).not.toContain('Teillieferung');
  });
});
