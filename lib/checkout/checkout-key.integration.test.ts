import { sql } from 'drizzle-orm';
import { defaultMarket } from '../i18n/market';
import { selectRows } from '../adapters/embedded/queries/raw';
import type { CartClient } from '../testing/cart-requests';
import { checkoutBody, sendCheckout, shownTotal, solvedCaptcha } from '../testing/checkout-requests';
import { dataOf, checkoutShopForSuite, paymentServicesForSuite } from '../testing/checkout-shop';
import { databaseTargets } from '../testing/databases';
import { placedOrder } from '../orders/placed-order';

paymentServicesForSuite();

describe.each(databaseTargets())('the checkout key on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  const cookieOf = (shopper: CartClient) => (name: string) =>
    name === 'sid' ? shopper.cookie?.slice('sid='.length) : undefined;
  const submit = async (shopper: CartClient, fields: Record<string, unknown>) =>
    sendCheckout(
      shopper,
      checkoutBody({
        shownTotal: await shownTotal(shopper, fields),
        captcha_payload: await solvedCaptcha(),
        ...fields,
      }),
    );

  it('finds nothing of another session’s order: a foreign key is a new checkout of the sender’s own cart', async () => {
    const anna = await suite.shop.shopperWithCart(suite.shop.goods[0]);
    const checkoutKey = checkoutBody({}).checkoutKey;
    const annasEmail = `anna.${Date.now()}@example.at`;
    // Paid by card, so her cart stays until the payment and a second submit of the page finds the order.
    const annas = { checkoutKey, email: annasEmail, paymentMethod: 'stripe' };
    const first = await submit(anna, annas);
    expect(first.status).toBe(200);
    const annasRef = dataOf(first).order.ref;

    const mallory = await suite.shop.shopperWithCart(suite.shop.goods[1]);
    const foreign = await submit(mallory, {
      checkoutKey,
      email: `mallory.${Date.now()}@example.at`,
      delivery: { ...(checkoutBody({}).delivery as object), firstname: 'Mallory', lastname: 'Muster' },
    });
    expect(JSON.stringify(foreign.body)).not.toContain(annasRef);
    const market = defaultMarket('at');
    const shown = await placedOrder(cookieOf(mallory), market);
    expect(shown?.ref).not.toBe(annasRef);
    expect(shown?.email).not.toBe(annasEmail);
    expect(JSON.stringify(shown)).not.toContain('Huber');

    // Anna’s double click still finds her one order.
    const again = await submit(anna, annas);
    expect(dataOf(again).order.ref).toBe(annasRef);
    expect((await placedOrder(cookieOf(anna), market))?.ref).toBe(annasRef);
    const [count] = await selectRows<{ count: number }>(
      suite.handle.db,
      sql`SELECT count(*)::int AS count FROM "order" WHERE email = ${annasEmail}`,
    );
    expect(count!.count).toBe(1);
  });
});
