import type { CartClient } from '../testing/cart-requests';
import { sql } from 'drizzle-orm';
import { deliverEvent, payAgain, returnFromProvider } from '../testing/checkout-requests';
import { dataOf, checkoutShopForSuite, paymentServicesForSuite } from '../testing/checkout-shop';
import { databaseTargets } from '../testing/databases';

const services = paymentServicesForSuite();

describe.each(databaseTargets())('Stripe payments of orders on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  const shopperWithCart = (saleElementId?: number, quantity?: number) =>
    suite.shop.shopperWithCart(saleElementId, quantity);
  const placeAs = (shopper: CartClient, fields?: Record<string, unknown>) =>
    suite.shop.placeAs(shopper, fields);

  /** A guest's order paid with Stripe: placed, with the session the shop opened for it. */
  async function stripeOrder(email: string) {
    const shopper = await shopperWithCart(suite.shop.goods[3], 2);
    const answer = await placeAs(shopper, { paymentMethod: 'stripe', email });
    expect(answer.status).toBe(200);
    expect(dataOf(answer).next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\//);
    const order = await suite.shop.orderOf(dataOf(answer).order.ref);
    return { shopper, ref: dataOf(answer).order.ref, order, session: order.payment_reference! };
  }
  const cartCount = async (shopper: CartClient) =>
    ((await shopper.read()).body as { data: { cart: { count: number } } }).data.cart.count;
  const mailsTo = (email: string) =>
    services.sink.received.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === email)),
    );

  it('marks an order paid once however often its webhook comes, with one mail, and empties the cart', async () => {
    const email = `stripe.${Date.now()}@example.at`;
    const { shopper, ref, session } = await stripeOrder(email);
    expect(await cartCount(shopper)).toBe(2);
    const stock = await suite.shop.stockOf(suite.shop.goods[3]!);
    // Unpaid, a card order has no invoice yet: an abandoned payment page takes no number.
    expect((await suite.shop.orderOf(ref)).invoice_ref).toBeNull();
    services.stripe.setSessionState(session, 'paid');
    const delivery = services.stripe.webhook('checkout.session.completed', session);
    const first = await deliverEvent('stripe', delivery);
    expect(first).toMatchObject({ status: 200, body: { data: { record: 'applied' } } });
    const replays = await Promise.all([1, 2, 3, 4].map(() => deliverEvent('stripe', delivery)));
    expect(replays.map((replay) => (replay.body as { data: { record: string } }).data.record)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect((await suite.shop.orderOf(ref)).status_id).toBe(2);
    expect(await suite.shop.stockOf(suite.shop.goods[3]!)).toBe(stock);
    expect(await cartCount(shopper)).toBe(0);
    const confirmation = await services.sink.next(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(1);
    // Paid, it is invoiced: the confirmation carries the invoice under the number the payment issued.
    const { invoice_ref: invoiceRef } = await suite.shop.orderOf(ref);
    expect(invoiceRef).toMatch(/^AT-\d{4}-\d{6}$/);
    expect(confirmation.attachments.map((file) => file.filename)).toEqual([`${invoiceRef}.pdf`]);
    // "Pay now" on a page left open meanwhile says it is paid, and opens no second payment.
    expect(await payAgain(shopper)).toBe('/order-placed?error=orders.alreadyPaid');
    expect((await suite.shop.orderOf(ref)).payment_reference).toBe(session);
  });

  it('refuses a changed byte, a wrong secret, a missing and a stale signature, changing nothing', async () => {
    const { ref, session } = await stripeOrder(`forged.${Date.now()}@example.at`);
    services.stripe.setSessionState(session, 'paid');
    const genuine = services.stripe.webhook('checkout.session.completed', session);
    const forgeries = [
      { ...genuine, body: genuine.body.replace('"paid"', '"paiD"') },
      services.stripe.webhook('checkout.session.completed', session, { secret: 'whsec_someone_else' }),
      { body: genuine.body, headers: { 'content-type': 'application/json' } },
      services.stripe.webhook('checkout.session.completed', session, {
        timestamp: Math.floor(Date.now() / 1000) - 3_600,
      }),
    ];
    for (const forged of forgeries) expect((await deliverEvent('stripe', forged)).status).toBe(400);
    expect((await suite.shop.orderOf(ref)).status_id).toBe(1);
  });

  it('ends in one state when the shopper’s return races the webhook', async () => {
    const email = `race.${Date.now()}@example.at`;
    const { shopper, ref, session } = await stripeOrder(email);
    services.stripe.setSessionState(session, 'paid');
    const [location] = await Promise.all([
      returnFromProvider(shopper, 'stripe', `order=${ref}&session_id=${session}`),
      deliverEvent('stripe', services.stripe.webhook('checkout.session.completed', session)),
    ]);
    expect(location).toBe('/order-placed');
    expect((await suite.shop.orderOf(ref)).status_id).toBe(2);
    await services.sink.next(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('cancels an order whose payment failed as a payment error, keeps the cart and takes a new order', async () => {
    const { shopper, ref, session } = await stripeOrder(`failed.${Date.now()}@example.at`);
    const stock = await suite.shop.stockOf(suite.shop.goods[3]!);
    services.stripe.setSessionState(session, 'expired');
    expect(await returnFromProvider(shopper, 'stripe', `order=${ref}&session_id=${session}`)).toBe(
      '/order-failed?reason=cancelled',
    );
    expect((await suite.shop.orderOf(ref)).status_id).toBe(5);
    expect(await suite.shop.stockOf(suite.shop.goods[3]!)).toBe(stock + 2);
    expect(await cartCount(shopper)).toBe(2);
    const again = await placeAs(shopper, { paymentMethod: 'stripe' });
    expect(dataOf(again).order.ref).not.toBe(ref);
  });

  it('tells a shopper back from a refused card that the card was declined, from Stripe’s decline code', async () => {
    const { shopper, ref, session } = await stripeOrder(`declined.${Date.now()}@example.at`);
    services.stripe.setSessionState(session, 'card_declined');
    expect(await returnFromProvider(shopper, 'stripe', `order=${ref}&cancelled=1`)).toBe(
      '/order-failed?reason=declined',
    );
    expect((await suite.shop.orderOf(ref)).status_id).toBe(5);
    expect(await cartCount(shopper)).toBe(2);
    // Back without a refused card, the same return is the shopper's own cancellation.
    const other = await stripeOrder(`cancelled.${Date.now()}@example.at`);
    expect(await returnFromProvider(other.shopper, 'stripe', `order=${other.ref}&cancelled=1`)).toBe(
      '/order-failed?reason=cancelled',
    );
  });

  it('keeps a cancelled order cancelled when its payment arrives late, and calls for a refund', async () => {
    const { ref, session } = await stripeOrder(`late.${Date.now()}@example.at`);
    services.stripe.setSessionState(session, 'expired');
    await deliverEvent('stripe', services.stripe.webhook('checkout.session.expired', session));
    expect((await suite.shop.orderOf(ref)).status_id).toBe(5);
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    services.stripe.setSessionState(session, 'paid');
    await deliverEvent('stripe', services.stripe.webhook('checkout.session.completed', session));
    expect((await suite.shop.orderOf(ref)).status_id).toBe(5);
    expect(reported).toHaveBeenCalledWith(
      'A payment arrived for a cancelled order: refund it',
      expect.any(Error),
    );
    reported.mockRestore();
  });

  it('does not settle another shopper’s order from a return link', async () => {
    const { ref, session } = await stripeOrder(`victim.${Date.now()}@example.at`);
    services.stripe.setSessionState(session, 'expired');
    const stranger = await shopperWithCart();
    expect(await returnFromProvider(stranger, 'stripe', `order=${ref}&cancelled=1`)).toBe('/order-placed');
    expect((await suite.shop.orderOf(ref)).status_id).toBe(1);
  });

  it('flags a payment of another amount and does not mark the order paid', async () => {
    const { ref, session } = await stripeOrder(`amount.${Date.now()}@example.at`);
    services.stripe.setSessionState(session, 'paid');
    services.stripe.session(session)!.amount_total = 1;
    const answer = await deliverEvent(
      'stripe',
      services.stripe.webhook('checkout.session.completed', session),
    );
    expect(answer).toMatchObject({ status: 200, body: { data: { record: 'mismatch' } } });
    expect(await suite.shop.orderOf(ref)).toMatchObject({ status_id: 1, amount_mismatch: true });
  });

  it('keeps the order unpaid when Stripe is down, and payable from 10 s after the order', async () => {
    const shopper = await shopperWithCart(suite.shop.goods[3]);
    services.stripe.down('error');
    let ref: string;
    try {
      const answer = await placeAs(shopper, { paymentMethod: 'stripe' });
      expect(answer.status).toBe(200);
      expect(dataOf(answer).next).toBe('/order-placed');
      ref = dataOf(answer).order.ref;
      expect(await suite.shop.orderOf(ref)).toMatchObject({ status_id: 1, payment_reference: null });
    } finally {
      services.stripe.up();
    }
    expect(await payAgain(shopper)).toMatch(/^\/order-placed\?error=payment\.wait&seconds=\d+$/);
    await suite.handle.db.execute(
      sql`UPDATE "order" SET created_at = now() - interval '11 seconds' WHERE ref = ${ref}`,
    );
    expect(await payAgain(shopper)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\//);
    expect((await suite.shop.orderOf(ref)).payment_reference).toMatch(/^cs_/);
    // Someone else's "pay now" opens nothing: the order is the session's own.
    const stranger = await shopperWithCart();
    expect(await payAgain(stranger)).toBe('/order-placed');
  });
});
