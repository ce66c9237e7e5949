import { sql } from 'drizzle-orm';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import ro from '../../messages/ro.json';
import { handlerMarketContext } from '../api/market-context';
import { defaultMarket } from '../i18n/market';
import { selectRows } from '../adapters/embedded/queries/raw';
import { CartClient, submitAccount } from '../testing/cart-requests';
import { checkoutBody, sendCheckout, shownTotal } from '../testing/checkout-requests';
import { dataOf, errorOf, checkoutShopForSuite, paymentServicesForSuite } from '../testing/checkout-shop';
import { confirmedCustomer } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { checkoutPageProps } from './checkout-page';

const services = paymentServicesForSuite();
const PASSWORD = 'warmwasser aus der therme';
const COUPON = 'EINMAL5';

describe.each(databaseTargets())('a once-per-customer coupon on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  let emails = 0;
  const freshAddress = (name: string) => `${name}.${(emails += 1)}.${Date.now()}@example.at`;
  const cookieOf = (shopper: CartClient) => (name: string) =>
    name === 'sid' ? shopper.cookie?.slice('sid='.length) : undefined;
  const ordersOf = async (email: string) =>
    (
      await selectRows<{ count: number }>(
        suite.handle.db,
        sql`SELECT count(*)::int AS count FROM "order" WHERE email = ${email}`,
      )
    )[0]!.count;
  const usedCount = async () =>
    (
      await selectRows<{ used_count: number }>(
        suite.handle.db,
        sql`SELECT used_count FROM coupon WHERE code = ${COUPON}`,
      )
    )[0]!.used_count;

  beforeAll(async () => {
    await suite.handle.db
      .execute(sql`INSERT INTO coupon (code, kind, amount, min_order, max_uses_per_customer)
      VALUES (${COUPON}, 'amount', 500, 0, 1)`);
  });

  it('prices the same for an address that redeemed the coupon and for one that did not', async () => {
    const anna = freshAddress('anna');
    expect(
      dataOf(
        await suite.shop.placeAs(await suite.shop.shopperWithCart(), { email: anna, couponCode: COUPON }),
      ),
    ).toMatchObject({ order: { ref: expect.any(String) } });
    const shopper = await suite.shop.shopperWithCart();
    const update = (email: string) =>
      sendCheckout(shopper, checkoutBody({ intent: 'update', email, couponCode: COUPON }));
    const redeemed = await update(anna);
    const fresh = await update(freshAddress('berta'));
    expect(redeemed).toEqual(fresh);
    expect(redeemed.body).toMatchObject({ data: { summary: { coupon: { code: COUPON, refusal: null } } } });
  });

  it('refuses the coupon to anna+1@ once anna@ redeemed it, places nothing and keeps the form', async () => {
    const anna = freshAddress('anna');
    expect(
      (await suite.shop.placeAs(await suite.shop.shopperWithCart(), { email: anna, couponCode: COUPON }))
        .status,
    ).toBe(200);
    const tagged = anna.replace('@', '+1@');
    const shopper = await suite.shop.shopperWithCart();
    const uses = await usedCount();
    const answer = await suite.shop.placeAs(shopper, { email: tagged, couponCode: COUPON });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toMatchObject({ code: 'coupon.usedByBuyer', fields: ['couponCode'] });
    expect(await ordersOf(tagged)).toBe(0);
    expect(await usedCount()).toBe(uses);
    const page = await checkoutPageProps(cookieOf(shopper), await handlerMarketContext(defaultMarket('at')));
    expect(page?.values).toMatchObject({ email: tagged, couponCode: COUPON });
    expect(page?.message?.key).toBe('Errors.coupon.usedByBuyer');
    for (const messages of [de, ro, en]) expect(typeof messages.Errors.coupon.usedByBuyer).toBe('string');
    // Without the coupon the same shopper orders as usual.
    expect((await suite.shop.placeAs(shopper, { email: tagged })).status).toBe(200);
  });

  it('refuses it to a customer’s account that redeemed it under the address it had before', async () => {
    let address = 0;
    const client = () => new CartClient('at.localhost:3100', `192.0.2.${(address += 1) % 250}`);
    const email = await confirmedCustomer(client, freshAddress('kunde'), PASSWORD, services.sink);
    const customer = client();
    await submitAccount(customer, { action: 'login', email, password: PASSWORD });
    const order = async () => {
      await customer.send({ action: 'add', saleElementId: suite.shop.goods[0], quantity: 1, language: 'de' });
      const fields = { couponCode: COUPON, paymentMethod: 'prepayment' };
      return sendCheckout(
        customer,
        checkoutBody({ ...fields, shownTotal: await shownTotal(customer, fields) }),
      );
    };
    expect((await order()).status).toBe(200);
    const moved = freshAddress('umgezogen');
    await suite.handle.db.execute(sql`UPDATE customer SET email = ${moved} WHERE email = ${email}`);
    const again = await order();
    expect(errorOf(again)).toMatchObject({ code: 'coupon.usedByBuyer' });
    expect(await ordersOf(moved)).toBe(0);
  });
});
