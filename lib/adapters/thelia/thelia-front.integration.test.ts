import { loadTheliaSchemas } from '@/lib/testing/fake-thelia/fake-thelia-schemas';
import { startFakeThelia, type FakeThelia } from '@/lib/testing/fake-thelia/fake-thelia-server';
import { createTheliaClient, TheliaSession, TheliaUnavailable, type TheliaClient } from './thelia-client';
import { createTheliaFront, type TheliaFront } from './thelia-front';
import { createTransport } from './thelia-transport';

/**
 * Placing an order the way Thelia's own front does it, against the stand-in: GET /order/pay in the session that
 * went through POST /checkout, its redirects read and never followed, and the order.placed page.
 */

const anna = { email: 'anna.berger@example.test', password: 'Geheim-Wort-1' };
const checkout = { deliveryModuleId: 10, paymentModuleId: 20, deliveryAddressId: 1, billingAddressId: 2 };

let thelia: FakeThelia;
let client: TheliaClient;
let front: TheliaFront;

/** Anna, logged in, with these lines in her cart and, unless told otherwise, the checkout above set. */
async function annaWith(lines: Array<[number, number]>, state: object | null = checkout) {
  const session = new TheliaSession({ locale: 'de_DE' });
  await client.login(session, anna);
  for (const [pseId, quantity] of lines) await client.addToCart(session, { pseId, quantity, append: true });
  if (state) await client.setCheckout(session, state);
  return session;
}

const stockOf = (pseId: number) =>
  thelia.world.catalogue.products.flatMap((p) => p.productSaleElements ?? []).find((pse) => pse.id === pseId)!
    .quantity;

beforeAll(async () => {
  thelia = await startFakeThelia();
  client = createTheliaClient({ baseUrl: thelia.baseUrl });
  front = createTheliaFront({ baseUrl: thelia.baseUrl });
});
afterAll(() => thelia.close());

describe('Thelia front: /order/pay', () => {
  it('places the session order: lines, address copies, modules and customer, taking the stock', async () => {
    const session = await annaWith([
      [11, 2],
      [21, 1],
    ]);
    const payment = await front.payOrder(session);
    expect(payment).toEqual({ kind: 'placed', theliaOrderId: 1 });
    expect(thelia.requests.at(-1)).toMatchObject({ path: '/order/pay', status: 302 });
    const [order] = thelia.world.orders.list;
    expect(order).toMatchObject({
      customerId: 1,
      deliveryModuleId: 10,
      paymentModuleId: 20,
      deliveryAddress: { id: 1, address1: 'Lindenstraße 5' },
      invoiceAddress: { id: 2, address1: 'Friedrichstraße 100' },
      lines: [
        { pseId: 11, quantity: 2, ref: 'WT-100', title: 'Waschtisch Linea 60 cm' },
        { pseId: 21, quantity: 1 },
      ],
    });
    expect([stockOf(11), stockOf(21)]).toEqual([10, 49]);
    // The session order starts afresh; the cart stays until order.placed is shown.
    expect((await client.getCheckout(session)).deliveryModuleId).toBeNull();
    expect((await client.getCart(session)).items).toHaveLength(2);
    await front.showPlacedOrder(session, 1);
    expect((await client.getCart(session)).items).toEqual([]);
  });

  it('shows order.placed only to the customer who placed it', async () => {
    const stranger = new TheliaSession({ locale: 'de_DE' });
    await expect(front.showPlacedOrder(stranger, 1)).rejects.toBeInstanceOf(TheliaUnavailable);
    await expect(front.showPlacedOrder(await annaWith([], null), 999)).rejects.toMatchObject({ status: 500 });
  });

  it('sends the shopper back, placing nothing, when a check before ORDER_PAY fails', async () => {
    const anonymous = new TheliaSession({ locale: 'de_DE' });
    await client.addToCart(anonymous, { pseId: 11, quantity: 1, append: true });
    const turnedAway = async (session: TheliaSession) =>
      (await front.payOrder(session)).kind === 'turnedAway';
    expect(await front.payOrder(anonymous)).toEqual({ kind: 'turnedAway', to: '/login' });
    expect(await front.payOrder(await annaWith([], null))).toEqual({ kind: 'turnedAway', to: '/cart' });
    expect(await front.payOrder(await annaWith([[11, 1]], null))).toEqual({
      kind: 'turnedAway',
      to: '/order/delivery',
    });
    const withoutInvoice = { ...checkout, billingAddressId: null, paymentModuleId: null };
    expect(await front.payOrder(await annaWith([[11, 1]], withoutInvoice))).toEqual({
      kind: 'turnedAway',
      to: '/order/invoice',
    });
    // With check-available-stock, a sold-out line (the shower head has none) sends the shopper to the cart.
    expect(await turnedAway(await annaWith([[31, 1]]))).toBe(true);
    expect(thelia.world.orders.list).toHaveLength(1);
  });

  it('answers more than the stock with the error page, writing nothing: an unclear answer', async () => {
    const session = await annaWith([[12, 5]]);
    expect(await front.payOrder(session)).toEqual({ kind: 'unclear', status: 500, location: null });
    expect([thelia.world.orders.list.length, stockOf(12)]).toEqual([1, 3]);
  });

  it('keeps the script name Thelia is reached through', async () => {
    const viaScript = `${thelia.origin}/index_dev.php/open_api`;
    client = createTheliaClient({ baseUrl: viaScript });
    front = createTheliaFront({ baseUrl: viaScript });
    const payment = await front.payOrder(await annaWith([[21, 1]]));
    expect(payment).toEqual({ kind: 'placed', theliaOrderId: 2 });
    expect(thelia.requests.at(-1)).toMatchObject({ path: '/index_dev.php/order/pay', route: '/order/pay' });
  });
});

describe('fake Thelia: POST /address', () => {
  it('adds an address to the logged-in customer, answering as the YAML describes', async () => {
    const schemas = await loadTheliaSchemas();
    const call = createTransport({ baseUrl: thelia.baseUrl });
    const session = await annaWith([], null);
    const address = {
      isDefault: false,
      label: 'Werkstatt',
      civilityTitle: { id: 2 },
      firstName: 'Anna',
      lastName: 'Berger',
      address1: 'Hauptplatz 1',
      zipCode: '4020',
      city: 'Linz',
      countryCode: 'AT',
    };
    const created = await call(session, { path: '/address', method: 'post', body: address });
    expect(created).toMatchObject({ ...address, id: 3, countryId: 13, customer: { id: 1 } });
    expect(schemas.checkAnswer('/address', 'post', 200, thelia.requests.at(-1)!.answer)).toEqual([]);
    expect((await client.listAddresses(session)).map((known) => known.id)).toEqual([1, 2, 3]);
    const blank = call(session, { path: '/address', method: 'post', body: { ...address, city: '' } });
    await expect(blank).rejects.toMatchObject({ violations: { city: 'This value should not be blank.' } });
  });
});
