import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { forgetHandlerReads, handlerMarketContext } from '../api/market-context';
import { defaultMarket } from '../i18n/market';
import { getCustomers, getNewsletterStore } from '../storefront';
import { selectRows } from '../adapters/embedded/queries/raw';
import { CartClient, cartOf, submitAccount } from '../testing/cart-requests';
import { confirmedCustomer } from '../testing/customers';
import { sendNewsletterForm } from '../testing/newsletter-requests';
import {
  checkoutBody,
  newCheckoutKey,
  sendCheckout,
  shownTotal,
  solvedCaptcha,
  viennaAddress,
} from '../testing/checkout-requests';
import { dataOf, errorOf, checkoutShopForSuite, paymentServicesForSuite } from '../testing/checkout-shop';
import { databaseTargets } from '../testing/databases';
import { austrianTransferPayload } from '../testing/transfer-code';
import { checkoutPageProps } from './checkout-page';
import { orderCheckoutKey } from './checkout-key';
import { hashSessionId } from '../session/shopper-session';

const services = paymentServicesForSuite();
const PASSWORD = 'warmwasser aus der therme';

describe.each(databaseTargets())('POST /api/checkout on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  const shopperWithCart = (saleElementId?: number, quantity?: number) =>
    suite.shop.shopperWithCart(saleElementId, quantity);
  const placeAs = (shopper: CartClient, fields?: Record<string, unknown>) =>
    suite.shop.placeAs(shopper, fields);

  it('answers a submit repeated after its order emptied the cart with that order, never a second one', async () => {
    const shopper = await shopperWithCart(suite.shop.goods[0], 1);
    const body = checkoutBody({
      email: `noch.einmal.${Date.now()}@example.at`,
      shownTotal: await shownTotal(shopper),
      captcha_payload: await solvedCaptcha(),
    });
    const first = dataOf(await sendCheckout(shopper, body));
    // Its answer lost (an instance killed under it): the shopper submits the same page again.
    const again = await sendCheckout(shopper, body);
    expect(again.status).toBe(200);
    expect(dataOf(again)).toMatchObject({ next: '/order-placed', order: { ref: first.order.ref } });
    // Another page of the same session is no repeat: its cart is empty.
    const other = await sendCheckout(shopper, { ...body, checkoutKey: newCheckoutKey() });
    expect(errorOf(other).code).toBe('checkout.cartEmpty');
  });

  it('places a guest order with prepayment at the server’s prices and mails the confirmation', async () => {
    const shopper = await shopperWithCart(suite.shop.goods[0], 2);
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
    expect(Number((await suite.shop.orderOf(order.ref)).total_gross)).toBe(total);
    const mail = await services.sink.next(email);
    expect(mail.subject).toContain(order.ref);
    expect(mail.text).toContain('Widerrufsbelehrung');
    expect(mail.text).toContain('Muster-Widerrufsformular');
    // The transfer's code, shown inline under how to pay, reads as the EPC transfer of this order's total.
    const code = mail.attachments.find(
      (attachment) => attachment.contentId === `<transfer-code.${order.ref}@sanitaerwelt.at>`,
    )!;
    // A mail client shows it in place: mailparser, like one, inlines what the HTML names by its content id.
    expect(code.related).toBe(true);
    expect(mail.html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="GiroCode für Ihre Banking-App: /);
    const png = PNG.sync.read(code.content);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      austrianTransferPayload(total, order.ref),
    );
    expect(mail.text).toContain(`Verwendungszweck ${order.ref}.`);
  });

  it('sends a company no consumer’s withdrawal notice or form', async () => {
    const shopper = await shopperWithCart(suite.shop.goods[0], 1);
    const email = `einkauf.${Date.now()}@example.at`;
    const answer = await placeAs(shopper, {
      email,
      delivery: { ...viennaAddress, title: 'company', company: 'Haustechnik Huber GmbH' },
    });
    expect(answer.status).toBe(200);
    const mail = await services.sink.next(email);
    expect(mail.subject).toContain(dataOf(answer).order.ref);
    expect(mail.text).not.toContain('Widerruf');
  });

  it('signs the buyer up for the newsletter only when the box is ticked, with double opt-in, once per order', async () => {
    const newsletterMails = (email: string) =>
      services.sink.received.filter(
        (mail) =>
          /Newsletter/.test(mail.subject ?? '') &&
          [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === email)),
      );
    const subscriberOf = async (email: string) =>
      (await getNewsletterStore()).findForCustomer('at', -1, email);

    const without = `ohne.newsletter.${Date.now()}@example.at`;
    const plain = await shopperWithCart(suite.shop.goods[0]);
    const placedPlain = await sendCheckout(
      plain,
      checkoutBody({
        email: without,
        shownTotal: await shownTotal(plain),
        captcha_payload: await solvedCaptcha(),
      }),
    );
    expect(placedPlain.status).toBe(200);
    await services.sink.next(without); // the order confirmation
    expect(await subscriberOf(without)).toBeNull();

    // A customer paying by card: no captcha and the cart kept until the payment, so the page submitted again
    // finds its order, as after a double click or a client's retry.
    let address = 0;
    const client = () => new CartClient('at.localhost:3100', `192.0.2.${(address += 1) % 250}`);
    const email = await confirmedCustomer(
      client,
      `mit.newsletter.${Date.now()}@example.at`,
      PASSWORD,
      services.sink,
    );
    const customer = client();
    await submitAccount(customer, { action: 'login', email, password: PASSWORD });
    await customer.send({ action: 'add', saleElementId: suite.shop.goods[0], quantity: 1, language: 'de' });
    const body = checkoutBody({
      newsletter: 'on',
      paymentMethod: 'stripe',
      shownTotal: await shownTotal(customer, { paymentMethod: 'stripe' }),
    });
    const placed = await sendCheckout(customer, body);
    expect(placed.body).toMatchObject({ ok: true });
    const first = dataOf(placed).order.ref;
    const confirmation = await services.sink.next(email);
    expect(confirmation.subject).toMatch(/Newsletter/);
    expect(confirmation.text).toMatch(/\/newsletter\?confirm=[A-Za-z0-9_.-]+/);
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', consentSource: 'checkout' });
    expect(dataOf(await sendCheckout(customer, body)).order.ref).toBe(first);
    // A mail the handler sent is in the sink a moment after its answer (parsed as it arrives).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(newsletterMails(email)).toHaveLength(1);

    // Once the link in the mail confirmed it, the customer's checkout no longer offers the box; a guest's always does.
    const token = /\/newsletter\?confirm=([A-Za-z0-9_.-]+)/.exec(confirmation.text ?? '')![1]!;
    await sendNewsletterForm(client(), { action: 'confirm', token, language: 'de' });
    const context = await handlerMarketContext(defaultMarket('at'));
    const cookieOf = (browser: CartClient) => (name: string) =>
      name === 'sid' ? browser.cookie?.slice('sid='.length) : undefined;
    await customer.send({ action: 'add', saleElementId: suite.shop.goods[0], quantity: 1, language: 'de' });
    expect((await checkoutPageProps(cookieOf(customer), context))?.offerNewsletter).toBe(false);
    const guest = await shopperWithCart(suite.shop.goods[0]);
    expect((await checkoutPageProps(cookieOf(guest), context))?.offerNewsletter).toBe(true);

    // The right of withdrawal is named to a consumer and a guest, not to a customer who is a company.
    expect((await checkoutPageProps(cookieOf(customer), context))?.consumerWithdrawal).toBe(true);
    expect((await checkoutPageProps(cookieOf(guest), context))?.consumerWithdrawal).toBe(true);
    const customers = await getCustomers();
    const customerId = (await customers.getCustomerLogin(email))!.id;
    await customers.updateCustomerProfile(customerId, {
      title: 'company',
      firstname: 'Jürgen',
      lastname: 'Österreicher',
      company: 'Österreicher Haustechnik GmbH',
      vatNumber: null,
    });
    expect((await checkoutPageProps(cookieOf(customer), context))?.consumerWithdrawal).toBe(false);
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
          lines: fc.constant([{ saleElementId: suite.shop.goods[1], unitGross: 1, quantity: 1 }]),
        }),
        async (forged) => {
          const shopper = await shopperWithCart(suite.shop.goods[1]);
          const total = await shownTotal(shopper, forged);
          const answer = await placeAs(shopper, forged);
          expect(answer.status).toBe(200);
          const order = await suite.shop.orderOf(dataOf(answer).order.ref);
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

  it('offers to switch the site’s country to a delivery address in another served country, then prices for it', async () => {
    const shopper = await shopperWithCart();
    const munich = {
      ...viennaAddress,
      postcode: '80331',
      city: 'München',
      countryId: '5',
      phone: '+49 89 123 456',
    };
    const answer = await sendCheckout(
      shopper,
      checkoutBody({
        delivery: munich,
        shownTotal: await shownTotal(shopper),
        captcha_payload: await solvedCaptcha(),
      }),
    );
    expect(answer.status).toBe(422);
    expect(errorOf(answer)).toMatchObject({
      code: 'checkout.countryMismatch',
      fields: ['delivery.countryId'],
    });
    const cookie = (name: string) => (name === 'sid' ? shopper.cookie?.slice('sid='.length) : undefined);
    const inAustria = await checkoutPageProps(cookie, await handlerMarketContext(defaultMarket('at')));
    expect(inAustria?.countrySwitch).toMatchObject({ id: 5 });
    expect(inAustria?.message?.key).toBe('Errors.checkout.countryMismatch');
    // After the switch (the header's country cookie), the page prices for Germany and the refusal is past.
    const germany = await handlerMarketContext({ ...defaultMarket('at'), deliveryCountryId: 5 });
    const inGermany = await checkoutPageProps(cookie, germany);
    expect(inGermany?.countrySwitch).toBeNull();
    expect(inGermany?.message).toBeNull();
    expect(inGermany?.deliveryCountry.id).toBe(5);
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

  it('holds back an order below the store’s minimum order value, saying the minimum and what is missing', async () => {
    const shopper = await shopperWithCart(suite.shop.goods[0], 1);
    const goods = cartOf(await shopper.read()).goods.amount;
    const minimumUnits = Math.ceil(goods / 100) + 20;
    const setMinimum = (units: number) =>
      suite.handle.db
        .execute(
          sql`UPDATE store SET locale_config = locale_config || ${JSON.stringify({ config_min_price: units })}::jsonb
          WHERE code = 'at'`,
        )
        .then(forgetHandlerReads);
    await setMinimum(minimumUnits);
    try {
      const missing = minimumUnits * 100 - goods;
      expect(cartOf(await shopper.read()).minimumOrder).toEqual({
        minimum: { amount: minimumUnits * 100, currency: 'EUR' },
        missing: { amount: missing, currency: 'EUR' },
      });
      const money = (minor: number) =>
        new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(minor / 100);
      const answer = await placeAs(shopper);
      expect(answer.status).toBe(422);
      expect(errorOf(answer)).toEqual({
        code: 'checkout.minimumOrder',
        values: { minimum: money(minimumUnits * 100), missing: money(missing) },
      });
      // Enough pieces reach it: the same cart is ordered.
      const [line] = cartOf(await shopper.read()).lines;
      await shopper.send({ action: 'set', lineId: line!.id, quantity: 1 + Math.ceil(missing / goods) });
      expect(cartOf(await shopper.read()).minimumOrder).toBeNull();
      expect((await placeAs(shopper)).status).toBe(200);
    } finally {
      await setMinimum(0);
    }
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
    const shopper = await shopperWithCart(suite.shop.goods[2], 3);
    const without = await shownTotal(shopper);
    const withCoupon = await shownTotal(shopper, { couponCode: 'willkommen10' });
    expect(withCoupon).toBeLessThan(without);
    const answer = await placeAs(shopper, { couponCode: 'willkommen10', discountGross: 999_999 });
    expect(answer.status).toBe(200);
    expect(Number((await suite.shop.orderOf(dataOf(answer).order.ref)).total_gross)).toBe(withCoupon);
  });

  it('makes one order and one payment session of ten submits at once', async () => {
    const shopper = await shopperWithCart(suite.shop.goods[3]);
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
      suite.handle.db,
      sql`SELECT count(*)::int AS count FROM "order" WHERE checkout_key = ${orderCheckoutKey(
        hashSessionId(shopper.cookie!.slice('sid='.length)),
        body.checkoutKey as string,
      )}`,
    );
    expect(count!.count).toBe(1);
    // Every call for this order carried one key, so Stripe made one session of them.
    const ref = placed[0]!.order.ref;
    const calls = services.stripe.requests.filter(
      (entry) => entry.method === 'POST' && entry.idempotencyKey?.startsWith(ref),
    );
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(new Set(calls.map((entry) => entry.idempotencyKey)).size).toBe(1);
    expect(new Set(placed.map((entry) => entry.next)).size).toBe(1);
  });
});
