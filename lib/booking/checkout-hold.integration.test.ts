import { sql } from 'drizzle-orm';
import { selectRows } from '../adapters/embedded/queries/raw';
import { serviceAreaOf } from '../appointments/service-area';
import { postHold } from '../testing/appointment-requests';
import { dataOf, errorOf, checkoutShopForSuite, paymentServicesForSuite } from '../testing/checkout-shop';
import { databaseTargets } from '../testing/databases';
import { CartClient, cartOf, submitAccount } from '../testing/cart-requests';
import {
  deliverEvent,
  newCheckoutKey,
  returnFromProvider,
  sendCheckoutForm,
} from '../testing/checkout-requests';
import { handlerMarketContext } from '../api/market-context';
import { loadCheckout } from '../checkout/checkout-context';
import { defaultMarket } from '../i18n/market';
import { confirmedCustomer } from '../testing/customers';
import { cancelOrder } from '../testing/order-requests';
import { searchSlots } from './slot-search';

jest.mock('server-only', () => ({}));

const services = paymentServicesForSuite();
const PASSWORD = 'warmwasser aus der therme';

describe.each(databaseTargets())('an appointment held at checkout on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  const vienna = serviceAreaOf('at', '1010')!;
  const slots = () => searchSlots('at', vienna, 'fitting', new Date());
  const linzSlots = () => searchSlots('at', serviceAreaOf('at', '4020')!, 'fitting', new Date());
  let fitting = 0;

  beforeAll(async () => {
    // The checkout suite's 80 products may hold no installation service (one kind of many): a product other than
    // the suite's goods is sold as one here.
    const goods = sql.join(
      suite.shop.goods.map((id) => sql`${id}`),
      sql`, `,
    );
    const [service] = await selectRows<{ id: number }>(
      suite.handle.db,
      sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id AND p.visible
          WHERE p.kind = 'goods' AND p.min_quantity = 1 AND p.order_multiple = 1 AND pse.stock_policy = 'stock'
            AND p.id NOT IN (SELECT product_id FROM product_sale_elements WHERE id IN (${goods}))
          ORDER BY pse.id LIMIT 1`,
    );
    fitting = service!.id;
    await suite.handle.db.execute(
      sql`UPDATE product_sale_elements SET quantity = 10000 WHERE id = ${fitting}`,
    );
    await suite.handle.db.execute(
      sql`UPDATE product SET kind = 'service' WHERE id = (SELECT product_id FROM product_sale_elements WHERE id = ${fitting})`,
    );
  });

  const appointmentOf = async (orderRef: string) =>
    (
      await selectRows<{
        status: string;
        name: string;
        street: string;
        email: string;
        held_until: Date | null;
      }>(
        suite.handle.db,
        sql`SELECT a.status, a.name, a.street, a.email, a.held_until FROM appointment a
            JOIN "order" o ON o.id = a.order_id WHERE o.ref = ${orderRef}`,
      )
    )[0];
  const hold = (fields: Record<string, string>) => ({
    action: 'hold',
    service: 'fitting',
    language: 'de',
    ...fields,
  });

  it('holds a slot for a cart with fitting, and the order confirms it at the delivery address with an invite', async () => {
    const [slot] = await slots();
    const shopper = await suite.shop.shopperWithCart(fitting, 1);
    const held = await postHold(shopper, hold({ postcode: '1010', startsAt: slot!.startsAt.toISOString() }));
    expect(held.status).toBe(303);
    expect(held.location).toBe('/checkout?service=fitting&postcode=1010&notice=appointment.held#appointment');
    const after = (await slots()).find((open) => open.startsAt.getTime() === slot!.startsAt.getTime());
    expect(after?.remaining ?? 0).toBe(slot!.remaining - 1);

    const email = `hold.${Date.now()}@example.at`;
    const placed = await suite.shop.placeAs(shopper, { email });
    expect(placed.status).toBe(200);
    const { ref } = dataOf(placed).order;
    expect(await appointmentOf(ref)).toMatchObject({
      status: 'confirmed',
      name: 'Anna Huber',
      street: 'Ringstraße 5',
      email,
      held_until: null,
    });
    const mails = [await services.sink.next(email), await services.sink.next(email)];
    const invite = mails.find((mail) => mail.subject?.startsWith('Ihr Termin: Montage'));
    expect(invite?.attachments.map((file) => file.contentType)).toEqual(['text/calendar']);
  });

  /** The mails to `email` until one whose subject starts so has come (a few go out around an order). */
  async function mailStarting(email: string, subject: string) {
    for (let taken = 0; taken < 6; taken += 1) {
      const mail = await services.sink.next(email);
      if (mail.subject?.startsWith(subject)) return mail;
    }
    throw new Error(`no mail "${subject}…" to ${email}`);
  }
  const remainingAt = async (startsAt: Date) =>
    (await slots()).find((open) => open.startsAt.getTime() === startsAt.getTime())?.remaining ?? 0;

  /** A shopper's order with the first open Vienna slot held: the order's ref and the slot as it was. */
  async function orderWithAppointment(shopper: CartClient, fields: Record<string, unknown>) {
    const [slot] = await slots();
    await postHold(shopper, hold({ postcode: '1010', startsAt: slot!.startsAt.toISOString() }), {
      json: true,
    });
    const placed = await suite.shop.placeAs(shopper, fields);
    expect(placed.status).toBe(200);
    const { ref } = dataOf(placed).order;
    expect((await appointmentOf(ref))?.status).toBe('confirmed');
    expect(await remainingAt(slot!.startsAt)).toBe(slot!.remaining - 1);
    return { ref, slot: slot! };
  }

  it('cancels the appointment of an order whose card payment failed, frees its time and mails the cancellation', async () => {
    const email = `failedcard.${Date.now()}@example.at`;
    const shopper = await suite.shop.shopperWithCart(fitting, 1);
    const { ref, slot } = await orderWithAppointment(shopper, { paymentMethod: 'stripe', email });
    const session = (await suite.shop.orderOf(ref)).payment_reference!;
    services.stripe.setSessionState(session, 'expired');
    expect(await returnFromProvider(shopper, 'stripe', `order=${ref}&session_id=${session}`)).toBe(
      '/order-failed?reason=cancelled',
    );
    // The webhook comes too: the appointment is cancelled and mailed once.
    await deliverEvent('stripe', services.stripe.webhook('checkout.session.expired', session));
    expect((await appointmentOf(ref))?.status).toBe('cancelled');
    expect(await remainingAt(slot.startsAt)).toBe(slot.remaining);
    const cancellation = await mailStarting(email, 'Abgesagt: Montage');
    expect(cancellation.attachments[0]?.content.toString()).toContain('METHOD:CANCEL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const cancellations = services.sink.received.filter(
      (mail) =>
        mail.subject?.startsWith('Abgesagt:') &&
        [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === email)),
    );
    expect(cancellations).toHaveLength(1);
  });

  it('cancels the appointment with the order its customer cancels from the account', async () => {
    const email = `cancelsorder.${Date.now()}@example.at`;
    const client = () => new CartClient('at.localhost:3100', '198.51.100.251');
    await confirmedCustomer(client, email, PASSWORD, services.sink);
    const customer = client();
    await submitAccount(customer, { action: 'login', email, password: PASSWORD });
    await customer.send({ action: 'add', saleElementId: fitting, quantity: 1, language: 'de' });
    const { ref, slot } = await orderWithAppointment(customer, {});
    const cancelled = await cancelOrder(customer, { orderId: (await suite.shop.orderOf(ref)).id });
    expect(cancelled.location).toBe(
      `/account/order/${(await suite.shop.orderOf(ref)).id}?notice=orders.cancelled`,
    );
    expect((await appointmentOf(ref))?.status).toBe('cancelled');
    expect(await remainingAt(slot.startsAt)).toBe(slot.remaining);
    expect((await mailStarting(email, 'Abgesagt: Montage')).attachments).toHaveLength(1);
  });

  /** What the checkout page fills its order form with: the draft its session keeps. */
  const draftOf = async (shopper: CartClient) => {
    const context = await handlerMarketContext(defaultMarket('at'));
    const session = new URLSearchParams(shopper.cookie!.replace(/; /g, '&'));
    const state = await loadCheckout((name) => session.get(name) ?? undefined, context);
    return state!.draft.values;
  };

  it('keeps what the order form held when the shopper searches, holds or gives up a slot with it', async () => {
    const [slot] = await slots();
    const shopper = await suite.shop.shopperWithCart(fitting, 1);
    const orderForm = {
      checkoutKey: newCheckoutKey(),
      email: `typed.${Date.now()}@example.at`,
      'delivery.firstname': 'Toni',
      'delivery.street': 'Am Hof',
      note: 'Bitte klingeln',
    };
    const search = await postHold(shopper, {
      ...orderForm,
      action: 'search',
      service: 'fitting',
      postcode: '1010',
    });
    expect(search.location).toBe('/checkout?service=fitting&postcode=1010#appointment');
    expect(await draftOf(shopper)).toMatchObject(orderForm);
    const typedOn = { ...orderForm, 'delivery.firstname': 'Antonia' };
    const held = await postHold(shopper, {
      ...typedOn,
      action: 'hold',
      service: 'fitting',
      postcode: '1010',
      startsAt: slot!.startsAt.toISOString(),
    });
    expect(held.location).toBe('/checkout?service=fitting&postcode=1010&notice=appointment.held#appointment');
    expect(await draftOf(shopper)).toMatchObject(typedOn);
    const released = await postHold(
      shopper,
      { ...typedOn, note: 'Hund im Garten', action: 'release' },
      { json: true },
    );
    expect(dataOf(released)).toEqual({
      notice: { code: 'appointment.released' },
      location: '/checkout?notice=appointment.released#appointment',
    });
    expect((await draftOf(shopper)).note).toBe('Hund im Garten');
  });

  it('keeps the appointment search and an unticked invoice address whichever button sent the order form', async () => {
    const shopper = await suite.shop.shopperWithCart(fitting, 1);
    // Enter in the appointment's postcode presses the form's first update button: a plain form to /api/checkout.
    const answer = await sendCheckoutForm(shopper, {
      checkoutKey: newCheckoutKey(),
      language: 'de',
      intent: 'update',
      email: 'enter@example.at',
      'invoice.street': 'Rechnungsgasse',
      service: 'maintenance',
      postcode: '1010',
    });
    // Refused (the invoice address is only begun), and back with the search and everything typed.
    expect(answer.location).toBe('/checkout?service=maintenance&postcode=1010#checkout-message');
    expect(await draftOf(shopper)).toMatchObject({ invoiceSame: 'off', 'invoice.street': 'Rechnungsgasse' });
    const unknown = await postHold(shopper, { action: 'reserve', language: 'de' }, { json: true });
    expect([unknown.status, errorOf(unknown).code]).toEqual([422, 'appointment.invalid']);
  });

  it('refuses the order once the hold ran out, or for a delivery outside the held area, until given up', async () => {
    const [slot] = await slots();
    const shopper = await suite.shop.shopperWithCart(fitting, 1);
    await postHold(shopper, hold({ postcode: '1010', startsAt: slot!.startsAt.toISOString() }), {
      json: true,
    });
    await suite.handle.db.execute(
      sql`UPDATE appointment SET held_until = now() - interval '1 minute' WHERE status = 'held'`,
    );
    const lapsed = await suite.shop.placeAs(shopper);
    expect(lapsed.status).toBe(409);
    expect(errorOf(lapsed).code).toBe('checkout.appointmentExpired');

    const linz = serviceAreaOf('at', '4020')!;
    const [linzSlot] = await searchSlots('at', linz, 'fitting', new Date());
    const elsewhere = await postHold(
      shopper,
      hold({ postcode: '4020', startsAt: linzSlot!.startsAt.toISOString() }),
      { json: true },
    );
    expect(elsewhere.status).toBe(200);
    const wrongArea = await suite.shop.placeAs(shopper);
    expect(errorOf(wrongArea).code).toBe('checkout.appointmentElsewhere');

    const released = await postHold(shopper, { action: 'release', language: 'de' }, { json: true });
    expect(released.status).toBe(200);
    const withoutAppointment = await suite.shop.placeAs(shopper);
    expect(withoutAppointment.status).toBe(200);
    expect(await appointmentOf(dataOf(withoutAppointment).order.ref)).toBeUndefined();
  });

  it('gives a hold up when its service leaves the cart, so the order goes without it', async () => {
    const [linzSlot] = await linzSlots();
    const shopper = await suite.shop.shopperWithCart(suite.shop.goods[0], 1);
    const withService = cartOf(await shopper.send({ action: 'add', saleElementId: fitting, quantity: 1 }));
    await postHold(shopper, hold({ postcode: '4020', startsAt: linzSlot!.startsAt.toISOString() }), {
      json: true,
    });
    const line = withService.lines.find((entry) => entry.saleElementId === fitting)!;
    await shopper.send({ action: 'remove', lineId: line.id });
    // Held for Linz, delivered to Vienna: with the service still there the order would be refused.
    const placed = await suite.shop.placeAs(shopper);
    expect(placed.status).toBe(200);
    expect(await appointmentOf(dataOf(placed).order.ref)).toBeUndefined();
    const after = (await linzSlots()).find(
      (open) => open.startsAt.getTime() === linzSlot!.startsAt.getTime(),
    );
    expect(after?.remaining).toBe(linzSlot!.remaining);
  });

  it('keeps one hold per cart however fast the shopper clicks, and no advice slot for work sold', async () => {
    const shopper = await suite.shop.shopperWithCart(fitting, 1);
    const [first, second] = await slots();
    await Promise.all(
      [first, second, first].map((slot) =>
        postHold(shopper, hold({ postcode: '1010', startsAt: slot!.startsAt.toISOString() }), { json: true }),
      ),
    );
    const held = await selectRows<{ count: number }>(
      suite.handle.db,
      sql`SELECT count(*)::int AS count FROM appointment WHERE status = 'held' AND cart_id =
            (SELECT cart_id FROM appointment WHERE status = 'held' ORDER BY id DESC LIMIT 1)`,
    );
    expect(held[0]!.count).toBe(1);
    const advice = await postHold(
      shopper,
      hold({ service: 'consultation', postcode: '1010', startsAt: first!.startsAt.toISOString() }),
      { json: true },
    );
    expect([advice.status, errorOf(advice).code]).toEqual([422, 'appointment.serviceKindRequired']);
  });

  it('refuses a hold for a cart without a service, a slot off the grid and a postcode outside the areas', async () => {
    const [slot] = await slots();
    const goodsOnly = await suite.shop.shopperWithCart();
    const noService = await postHold(
      goodsOnly,
      hold({ postcode: '1010', startsAt: slot!.startsAt.toISOString() }),
      {
        json: true,
      },
    );
    expect([noService.status, errorOf(noService).code]).toEqual([409, 'appointment.noServiceInCart']);
    const shopper = await suite.shop.shopperWithCart(fitting, 1);
    const offGrid = new Date(slot!.startsAt.getTime() + 60_000).toISOString();
    const refused = await postHold(shopper, hold({ postcode: '1010', startsAt: offGrid }));
    expect(refused.location).toBe(
      '/checkout?service=fitting&postcode=1010&error=appointment.slotUnavailable#appointment',
    );
    const outside = await postHold(
      shopper,
      hold({ postcode: '9020', startsAt: slot!.startsAt.toISOString() }),
      {
        json: true,
      },
    );
    expect([outside.status, errorOf(outside).code]).toEqual([422, 'appointment.outsideArea']);
  });
});
