import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { DatabaseHandle } from '../shop/adapters/embedded/database';
import { selectRows } from '../shop/adapters/embedded/queries/raw';
import { runSeed } from '../shop/adapters/embedded/seed/run';
import { storefrontOn, useStorefrontForTests } from '../shop';
import { CartClient } from '../testing/cart-requests';
import {
  checkoutBody,
  deliverEvent,
  returnFromProvider,
  sendCheckout,
  shownTotal,
  solvedCaptcha,
} from '../testing/checkout-requests';
import { databaseTargets } from '../testing/databases';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe-server';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';

let stripe: FakeStripe;
let sink: SmtpSink;

beforeAll(async () => {
  [stripe, sink] = await Promise.all([startFakeStripe(), startSmtpSink()]);
  // Read once by lib/env: set before the first handler runs.
  process.env.STRIPE_SECRET_KEY = stripe.config.secretKey;
  process.env.STRIPE_WEBHOOK_SECRET = stripe.config.webhookSecret;
  process.env.STRIPE_API_BASE = stripe.config.apiBase;
  process.env.SMTP_URL = sink.url;
});

afterAll(async () => {
  await Promise.all([stripe?.close(), sink?.close()]);
});

type Answer = Awaited<ReturnType<typeof sendCheckout>>;
const dataOf = (answer: Answer) =>
  (answer.body as unknown as { ok: true; data: { next: string; order: { ref: string } } }).data;
const errorOf = (answer: Answer) =>
  (answer.body as unknown as { ok: false; error: { code: string; fields?: string[] } }).error;

describe.each(databaseTargets())('POST /api/checkout on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let goods: number[];
  let address = 0;
  const client = () => new CartClient('at.localhost:3100', `198.51.100.${(address += 1) % 250}`);

  const orderOf = async (ref: string) => {
    const [row] = await selectRows<{
      id: number;
      status_id: number;
      total_gross: string;
      customer_id: number | null;
      payment_reference: string | null;
      amount_mismatch: boolean;
    }>(
      handle.db,
      sql`SELECT id, status_id, total_gross, customer_id, payment_reference, amount_mismatch FROM "order" WHERE ref = ${ref}`,
    );
    return row!;
  };
  const stockOf = async (id: number) =>
    (
      await selectRows<{ quantity: number }>(
        handle.db,
        sql`SELECT quantity FROM product_sale_elements WHERE id = ${id}`,
      )
    )[0]!.quantity;

  /** A guest with one line in the cart, as after "add to cart". */
  async function shopperWithCart(saleElementId = goods[0]!, quantity = 1) {
    const shopper = client();
    const added = await shopper.send({ action: 'add', saleElementId, quantity, language: 'de' });
    expect(added.status).toBe(200);
    return shopper;
  }

  async function placeAs(shopper: CartClient, fields: Record<string, unknown> = {}) {
    const total = await shownTotal(shopper, fields);
    return sendCheckout(
      shopper,
      checkoutBody({ shownTotal: total, captcha_payload: await solvedCaptcha(), ...fields }),
    );
  }

  beforeAll(async () => {
    handle = await open();
    await runSeed(handle, { seed: 11, products: 80, replace: false });
    useStorefrontForTests(await storefrontOn(handle));
    goods = (
      await selectRows<{ id: number }>(
        handle.db,
        sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id AND p.visible
            LEFT JOIN store s ON s.code = 'at'
            WHERE p.kind = 'goods' AND p.min_quantity = 1 AND p.order_multiple = 1 AND pse.stock_policy = 'stock'
              AND NOT coalesce(s.locale_config->'price_request_product_ids' @> to_jsonb(p.id), false)
              AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country c WHERE c.product_id = p.id)
              AND NOT EXISTS (SELECT 1 FROM product_associated_keyword pak JOIN associated_keyword ak
                ON ak.id = pak.keyword_id WHERE pak.product_id = p.id AND ak.code = 'freight')
            ORDER BY pse.id LIMIT 4`,
      )
    ).map((row) => row.id);
    for (const id of goods)
      await handle.db.execute(sql`UPDATE product_sale_elements SET quantity = 10000 WHERE id = ${id}`);
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it('places a guest order with prepayment at the server’s prices and mails the confirmation', async () => {
    const shopper = await shopperWithCart(goods[0], 2);
    const total = await shownTotal(shopper);
    const email = `anna.${Date.now()}@example.at`;
    const answer = await sendCheckout(
      shopper,
      checkoutBody({ email, shownTotal: total, captcha_payload: await solvedCaptcha() }),
    );
    expect(answer.status).toBe(200);
    const { next, order } = dataOf(answer);
    expect(next).toBe('/order-placed');
    expect(order.ref).toMatch(/^ORD\d{12}$/);
    expect(Number((await orderOf(order.ref)).total_gross)).toBe(total);
    const mail = await sink.next(email);
    expect(mail.subject).toContain(order.ref);
    expect(mail.text).toContain('Widerrufsbelehrung');
  });

  it('ignores every price, total and customer a request names', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          total: fc.integer({ min: 0, max: 1_000_000 }),
          totalGross: fc.integer({ min: 0, max: 1_000_000 }),
          price: fc.integer({ min: 0, max: 1_000_000 }),
          discount: fc.integer({ min: 0, max: 1_000_000 }),
          postage: fc.integer({ min: 0, max: 1_000_000 }),
          amounts: fc.record({ totalGross: fc.integer({ min: 0, max: 1_000_000 }) }),
          customerId: fc.integer({ min: 1, max: 1_000 }),
          lines: fc.constant([{ saleElementId: goods[1], unitGross: 1, quantity: 1 }]),
        }),
        async (forged) => {
          const shopper = await shopperWithCart(goods[1]);
          const total = await shownTotal(shopper, forged);
          const answer = await placeAs(shopper, forged);
          expect(answer.status).toBe(200);
          const order = await orderOf(dataOf(answer).order.ref);
          expect(Number(order.total_gross)).toBe(total);
          expect(order.customer_id).toBeNull();
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it('refuses a total that changed since the shopper saw it, keeping the cart', async () => {
    const shopper = await shopperWithCart();
    const total = await shownTotal(shopper);
    const answer = await sendCheckout(
      shopper,
      checkoutBody({ shownTotal: total + 1, captcha_payload: await solvedCaptcha() }),
    );
    expect(answer.status).toBe(409);
    expect(errorOf(answer).code).toBe('checkout.totalChanged');
    expect((await shopper.read()).body).toMatchObject({ ok: true, data: { cart: { count: 1 } } });
  });

  it('refuses a checkout whose cart was emptied in another tab', async () => {
    const shopper = await shopperWithCart();
    const total = await shownTotal(shopper);
    await shopper.send({ action: 'clear', language: 'de' });
    const answer = await sendCheckout(
      shopper,
      checkoutBody({ shownTotal: total, captcha_payload: await solvedCaptcha() }),
    );
    expect(answer.status).toBe(409);
    expect(errorOf(answer).code).toBe('checkout.cartEmpty');
  });

  it('names the field of each refusal: captcha, coupon, delivery, payment, terms', async () => {
    const shopper = await shopperWithCart();
    const total = await shownTotal(shopper);
    const refusal = async (fields: Record<string, unknown>) =>
      errorOf(
        await sendCheckout(
          shopper,
          checkoutBody({ shownTotal: total, captcha_payload: await solvedCaptcha(), ...fields }),
        ),
      );
    expect(await refusal({ captcha_payload: undefined })).toMatchObject({ code: 'captcha.missing' });
    expect(await refusal({ couponCode: 'SOMMER2025' })).toMatchObject({
      code: 'coupon.expired',
      fields: ['couponCode'],
    });
    expect(await refusal({ couponCode: 'GIBTESNICHT' })).toMatchObject({ code: 'coupon.unknown' });
    expect(await refusal({ deliveryModuleId: 999_999 })).toMatchObject({ code: 'checkout.deliveryRequired' });
    expect(await refusal({ paymentMethod: 'cashOnDelivery' })).toMatchObject({
      code: 'checkout.paymentRequired',
    });
    expect(await refusal({ acceptTerms: false })).toMatchObject({ code: 'checkout.termsRequired' });
    expect(
      await refusal({ delivery: { ...(checkoutBody({}).delivery as object), countryId: '146' } }),
    ).toMatchObject({
      code: 'address.countryInvalid',
    });
  });

  it('spends a captcha once', async () => {
    const shopper = await shopperWithCart();
    const total = await shownTotal(shopper);
    const captcha = await solvedCaptcha();
    const first = await sendCheckout(
      shopper,
      checkoutBody({ shownTotal: total, captcha_payload: captcha, acceptTerms: false }),
    );
    expect(errorOf(first).code).toBe('checkout.termsRequired');
    const again = await sendCheckout(shopper, checkoutBody({ shownTotal: total, captcha_payload: captcha }));
    expect(errorOf(again).code).toBe('captcha.replayed');
  });

  it('refuses another site’s submit', async () => {
    const shopper = await shopperWithCart();
    const answer = await sendCheckout(shopper, checkoutBody({}), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(answer.status).toBe(403);
  });

  it('applies a coupon on the server: the discount is the coupon’s, not the request’s', async () => {
    const shopper = await shopperWithCart(goods[2], 3);
    const without = await shownTotal(shopper);
    const withCoupon = await shownTotal(shopper, { couponCode: 'willkommen10' });
    expect(withCoupon).toBeLessThan(without);
    const answer = await placeAs(shopper, { couponCode: 'willkommen10', discountGross: 999_999 });
    expect(answer.status).toBe(200);
    expect(Number((await orderOf(dataOf(answer).order.ref)).total_gross)).toBe(withCoupon);
  });

  it('makes one order and one payment session of ten submits at once', async () => {
    const shopper = await shopperWithCart(goods[3]);
    const total = await shownTotal(shopper, { paymentMethod: 'stripe' });
    const body = checkoutBody({
      shownTotal: total,
      paymentMethod: 'stripe',
      captcha_payload: await solvedCaptcha(),
    });
    // One captcha for all ten: the first spends it, the rest find the order by its key before the captcha.
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendCheckout(shopper, body)));
    const placed = answers.filter((answer) => answer.status === 200).map(dataOf);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((entry) => entry.order.ref)).size).toBe(1);
    expect(new Set(placed.map((entry) => entry.next)).size).toBe(1);
    const [count] = await selectRows<{ count: number }>(
      handle.db,
      sql`SELECT count(*)::int AS count FROM "order" WHERE checkout_key = ${body.checkoutKey as string}`,
    );
    expect(count!.count).toBe(1);
    // Every call for this order carried one key, so Stripe made one session of them.
    const ref = placed[0]!.order.ref;
    const calls = stripe.requests.filter(
      (entry) => entry.method === 'POST' && entry.idempotencyKey?.startsWith(ref),
    );
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(new Set(calls.map((entry) => entry.idempotencyKey)).size).toBe(1);
    expect(new Set(placed.map((entry) => entry.next)).size).toBe(1);
  });

  /** A guest's order paid with Stripe: placed, with the session the shop opened for it. */
  async function stripeOrder(email: string) {
    const shopper = await shopperWithCart(goods[3], 2);
    const answer = await placeAs(shopper, { paymentMethod: 'stripe', email });
    expect(answer.status).toBe(200);
    expect(dataOf(answer).next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\//);
    const order = await orderOf(dataOf(answer).order.ref);
    return { shopper, ref: dataOf(answer).order.ref, order, session: order.payment_reference! };
  }
  const cartCount = async (shopper: CartClient) =>
    ((await shopper.read()).body as { data: { cart: { count: number } } }).data.cart.count;
  const mailsTo = (email: string) =>
    sink.received.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === email)),
    );

  it('marks an order paid once however often its webhook comes, with one mail, and empties the cart', async () => {
    const email = `stripe.${Date.now()}@example.at`;
    const { shopper, ref, session } = await stripeOrder(email);
    expect(await cartCount(shopper)).toBe(2);
    const stock = await stockOf(goods[3]!);
    stripe.setSessionState(session, 'paid');
    const delivery = stripe.webhook('checkout.session.completed', session);
    const first = await deliverEvent('stripe', delivery);
    expect(first).toMatchObject({ status: 200, body: { data: { record: 'applied' } } });
    const replays = await Promise.all([1, 2, 3, 4].map(() => deliverEvent('stripe', delivery)));
    expect(replays.map((replay) => (replay.body as { data: { record: string } }).data.record)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect((await orderOf(ref)).status_id).toBe(2);
    expect(await stockOf(goods[3]!)).toBe(stock);
    expect(await cartCount(shopper)).toBe(0);
    await sink.next(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('refuses a changed byte, a wrong secret, a missing and a stale signature, changing nothing', async () => {
    const { ref, session } = await stripeOrder(`forged.${Date.now()}@example.at`);
    stripe.setSessionState(session, 'paid');
    const genuine = stripe.webhook('checkout.session.completed', session);
    const forgeries = [
      { ...genuine, body: genuine.body.replace('"paid"', '"paiD"') },
      stripe.webhook('checkout.session.completed', session, { secret: 'whsec_someone_else' }),
      { body: genuine.body, headers: { 'content-type': 'application/json' } },
      stripe.webhook('checkout.session.completed', session, {
        timestamp: Math.floor(Date.now() / 1000) - 3_600,
      }),
    ];
    for (const forged of forgeries) expect((await deliverEvent('stripe', forged)).status).toBe(400);
    expect((await orderOf(ref)).status_id).toBe(1);
  });

  it('ends in one state when the shopper’s return races the webhook', async () => {
    const email = `race.${Date.now()}@example.at`;
    const { shopper, ref, session } = await stripeOrder(email);
    stripe.setSessionState(session, 'paid');
    const [location] = await Promise.all([
      returnFromProvider(shopper, 'stripe', `order=${ref}&session_id=${session}`),
      deliverEvent('stripe', stripe.webhook('checkout.session.completed', session)),
    ]);
    expect(location).toBe('/order-placed');
    expect((await orderOf(ref)).status_id).toBe(2);
    await sink.next(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('cancels an order whose payment failed as a payment error, keeps the cart and takes a new order', async () => {
    const { shopper, ref, session } = await stripeOrder(`failed.${Date.now()}@example.at`);
    const stock = await stockOf(goods[3]!);
    stripe.setSessionState(session, 'expired');
    expect(await returnFromProvider(shopper, 'stripe', `order=${ref}&session_id=${session}`)).toBe(
      '/order-failed?reason=cancelled',
    );
    expect((await orderOf(ref)).status_id).toBe(5);
    expect(await stockOf(goods[3]!)).toBe(stock + 2);
    expect(await cartCount(shopper)).toBe(2);
    const again = await placeAs(shopper, { paymentMethod: 'stripe' });
    expect(dataOf(again).order.ref).not.toBe(ref);
  });

  it('does not settle another shopper’s order from a return link', async () => {
    const { ref, session } = await stripeOrder(`victim.${Date.now()}@example.at`);
    stripe.setSessionState(session, 'expired');
    const stranger = await shopperWithCart();
    expect(await returnFromProvider(stranger, 'stripe', `order=${ref}&cancelled=1`)).toBe('/order-placed');
    expect((await orderOf(ref)).status_id).toBe(1);
  });

  it('flags a payment of another amount and does not mark the order paid', async () => {
    const { ref, session } = await stripeOrder(`amount.${Date.now()}@example.at`);
    stripe.setSessionState(session, 'paid');
    stripe.session(session)!.amount_total = 1;
    const answer = await deliverEvent('stripe', stripe.webhook('checkout.session.completed', session));
    expect(answer).toMatchObject({ status: 200, body: { data: { record: 'mismatch' } } });
    expect(await orderOf(ref)).toMatchObject({ status_id: 1, amount_mismatch: true });
  });

  it('keeps the order unpaid and payable later when Stripe is down', async () => {
    const shopper = await shopperWithCart(goods[3]);
    stripe.down('error');
    try {
      const answer = await placeAs(shopper, { paymentMethod: 'stripe' });
      expect(answer.status).toBe(200);
      expect(dataOf(answer).next).toBe('/order-placed');
      expect(await orderOf(dataOf(answer).order.ref)).toMatchObject({
        status_id: 1,
        payment_reference: null,
      });
    } finally {
      stripe.up();
    }
  });
});
