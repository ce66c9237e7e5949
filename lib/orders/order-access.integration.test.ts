import { sql } from 'drizzle-orm';
import { getCustomers, getMailOutbox, getOrders } from '../storefront';
import { CartClient, submitAccount } from '../testing/cart-requests';
import { checkoutShopForSuite, dataOf } from '../testing/checkout-shop';
import { confirmationOf, confirmedCustomer, mailedToken, registrationOf } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { cancelOrder, invoiceOfAccount, invoiceOfLink } from '../testing/order-requests';
import { customerOrders } from './customer-orders';
import { guestOrderPath } from './guest-link';

jest.mock('server-only', () => ({}));

const PASSWORD = 'warmwasser aus der therme';
// One count for both databases' suites: the rate limits live as long as the test process.
let address = 0;
describe.each(databaseTargets())('orders seen and cancelled by their owners on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  const client = () => new CartClient('at.localhost:3100', `192.0.2.${(address += 1) % 250}`);

  beforeAll(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  /** A confirmed customer logged in on a browser of their own, with one line in the cart. */
  async function customerWithCart(name: string): Promise<CartClient> {
    const email = await confirmedCustomer(client, `${name}.${Date.now()}@example.at`, PASSWORD);
    const browser = client();
    await submitAccount(browser, { action: 'login', email, password: PASSWORD });
    await browser.send({ action: 'add', saleElementId: suite.shop.goods[1], quantity: 2, language: 'de' });
    return browser;
  }

  async function orderedBy(browser: CartClient) {
    const answer = await suite.shop.placeAs(browser);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return (await getOrders()).findOrderByRef(dataOf(answer).order.ref).then((order) => order!);
  }

  const cancel = (browser: CartClient, orderId: number, headers: Record<string, string> = {}) =>
    cancelOrder(browser, { orderId }, { headers });

  it('lets customer A see, download and cancel their order, and customer B none of it', async () => {
    const [alice, bob] = [await customerWithCart('alice'), await customerWithCart('bob')];
    const order = await orderedBy(alice);
    expect(order.customerId).not.toBeNull();
    const stockBefore = await suite.shop.stockOf(suite.shop.goods[1]!);

    const listed = await customerOrders(order.customerId!, 'at');
    expect(listed.map((entry) => entry.ref)).toContain(order.ref);
    // Each store lists its own orders: the German shop's account page does not show an Austrian order.
    expect(await customerOrders(order.customerId!, 'de')).toEqual([]);

    const foreign = await bob.fetch(invoiceOfAccount(order.id), `/account/order/${order.id}/invoice.pdf`);
    expect(foreign.status).toBe(404);
    const foreignXml = await bob.fetch(
      invoiceOfAccount(order.id, 'xml'),
      `/account/order/${order.id}/invoice.xml`,
    );
    expect(foreignXml.status).toBe(404);
    const own = await alice.fetch(invoiceOfAccount(order.id), `/account/order/${order.id}/invoice.pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const refused = await cancel(bob, order.id);
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(`/account/order/${order.id}?error=orders.cancelFailed`);
    expect((await suite.shop.orderOf(order.ref)).status_id).toBe(1);

    const cancelled = await cancel(alice, order.id);
    expect(cancelled.location).toBe(`/account/order/${order.id}?notice=orders.cancelled`);
    expect((await suite.shop.orderOf(order.ref)).status_id).toBe(5);
    expect(await suite.shop.stockOf(suite.shop.goods[1]!)).toBe(stockBefore + 2);
    const mails = await (await getMailOutbox()).listFor(order.email);
    expect(mails.some((mail) => mail.subject.includes(order.ref) && /storniert/.test(mail.subject))).toBe(
      true,
    );

    // The invoice issued stays hers, beside the credit note that cancels it; neither is B's.
    expect((await alice.fetch(invoiceOfAccount(order.id), '/')).status).toBe(200);
    const creditNote = invoiceOfAccount(order.id, 'pdf', 'at', 'creditNote');
    expect((await bob.fetch(creditNote, `/account/order/${order.id}/credit-note.pdf`)).status).toBe(404);
    // Once cancelled, it stays so: a second try is refused and gives no stock back twice.
    expect((await cancel(alice, order.id)).location).toBe(
      `/account/order/${order.id}?error=orders.cancelFailed`,
    );
    expect(await suite.shop.stockOf(suite.shop.goods[1]!)).toBe(stockBefore + 2);
  });

  it('refuses to cancel a paid order, a visitor, and a request from another site', async () => {
    const alice = await customerWithCart('paid');
    const order = await orderedBy(alice);
    expect((await cancel(alice, order.id, { origin: 'https://evil.example' })).status).toBe(403);
    // A visitor is asked to log in, and comes back to the order's page afterwards.
    expect((await cancel(client(), order.id)).location).toBe(
      `/login-register?return=${encodeURIComponent(`/account/order/${order.id}`)}`,
    );
    await suite.handle.db.execute(sql`UPDATE "order" SET status_id = 2 WHERE id = ${order.id}`);
    expect((await cancel(alice, order.id)).location).toBe(
      `/account/order/${order.id}?error=orders.cancelFailed`,
    );
    expect((await suite.shop.orderOf(order.ref)).status_id).toBe(2);
    const json = await cancelOrder(alice, { orderId: order.id }, { json: true });
    expect(json.status).toBe(409);
    expect(json.body).toEqual({ ok: false, error: { code: 'orders.cancelFailed', fields: ['orderId'] } });
    const nonsense = await cancelOrder(alice, { orderId: 'x' }, { json: true });
    expect(nonsense.status).toBe(422);
  });

  it('opens a guest’s invoice by its link only: a wrong hash and an unknown order look the same', async () => {
    const guest = await suite.shop.shopperWithCart();
    const answer = await suite.shop.placeAs(guest);
    const order = (await (await getOrders()).findOrderByRef(dataOf(answer).order.ref))!;
    const path = await guestOrderPath(order);
    expect(path).toMatch(/^\/guest\/invoice\/ORD\d{12}\/[A-Za-z0-9_-]{32}$/);

    const stranger = client();
    const own = await stranger.fetch(invoiceOfLink(path), `${path}/invoice.pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="${order.invoiceRef}.pdf"`);
    // An Austrian consumer's invoice comes as a PDF only: no e-invoice is due.
    expect((await stranger.fetch(invoiceOfLink(path, 'xml'), `${path}/invoice.xml`)).status).toBe(404);

    const hash = path.split('/')[4]!;
    const flipped = `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await stranger.fetch(invoiceOfLink(`/guest/invoice/${order.ref}/${flipped}`), path);
    const unknown = await stranger.fetch(invoiceOfLink(`/guest/invoice/ORD000000000000/${hash}`), path);
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(await wrong.text()).toBe(await unknown.text());
  });

  it('limits guest link look-ups per client address', async () => {
    const prober = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const hash = String(attempt).padStart(32, 'x');
      statuses.push(
        (await prober.fetch(invoiceOfLink(`/guest/invoice/ORD123456789012/${hash}`), '/')).status,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 404));
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another address is not held up by it.
    expect(
      (await client().fetch(invoiceOfLink(`/guest/invoice/ORD123456789012/${'y'.repeat(32)}`), '/')).status,
    ).toBe(404);
  });

  it('turns a guest into a customer on request, and gives the account the order once the link sets its password', async () => {
    const guest = await suite.shop.shopperWithCart();
    const email = `gerda.${Date.now()}@example.at`;
    const answer = await suite.shop.placeAs(guest, { email });
    const order = (await (await getOrders()).findOrderByRef(dataOf(answer).order.ref))!;
    const registerAs = (browser: CartClient) =>
      submitAccount(browser, { action: 'registerAfterOrder', language: 'de' });

    expect((await registerAs(client())).location).toBe(
      '/order-placed?error=account.noGuestOrder&form=registerAfterOrder',
    );
    expect((await registerAs(guest)).location).toBe('/order-placed?notice=account.registrationSent');
    const customer = (await (await getCustomers()).getCustomerLogin(email))!;
    // Nothing is the account's before the mailed link proves the address.
    expect(customer.passwordHash).toBeNull();
    expect(await customerOrders(customer.id, 'at')).toEqual([]);

    const token = await mailedToken(email, '/login-register?confirm=');
    const confirmed = await submitAccount(client(), confirmationOf(token!, PASSWORD));
    expect(confirmed.location).toBe('/account?notice=account.confirmed');
    expect((await customerOrders(customer.id, 'at')).map((entry) => entry.ref)).toEqual([order.ref]);
  });

  it('gives the account only the order the registration followed, whoever registers the address meanwhile', async () => {
    const email = `vera.${Date.now()}@example.at`;
    const earlier = await suite.shop.shopperWithCart();
    const earlierRef = dataOf(await suite.shop.placeAs(earlier, { email })).order.ref;
    const guest = await suite.shop.shopperWithCart();
    const ref = dataOf(await suite.shop.placeAs(guest, { email })).order.ref;
    await submitAccount(guest, { action: 'registerAfterOrder' });
    const guestLink = await mailedToken(email, '/login-register?confirm=');
    await submitAccount(client(), registrationOf(email, { firstname: 'Eve' }));

    expect((await submitAccount(client(), confirmationOf(guestLink!, PASSWORD))).location).toBe(
      '/account?notice=account.confirmed',
    );
    const customer = (await (await getCustomers()).getCustomerLogin(email))!;
    expect((await customerOrders(customer.id, 'at')).map((entry) => entry.ref)).toEqual([ref]);
    expect((await suite.shop.orderOf(earlierRef)).customer_id).toBeNull();
  });

  it('counts registrations after an order with the others of the address: three links an hour, the fourth answered alike', async () => {
    const guest = await suite.shop.shopperWithCart();
    const email = `hanna.${Date.now()}@example.at`;
    await suite.shop.placeAs(guest, { email });
    const afterOrder = async () => (await submitAccount(guest, { action: 'registerAfterOrder' })).location;
    const plain = async () => (await submitAccount(client(), registrationOf(email))).location;
    const answers = [await afterOrder(), await plain(), await plain(), await afterOrder()];
    expect(answers).toEqual([
      '/order-placed?notice=account.registrationSent',
      '/login-register?tab=register&notice=account.registrationSent',
      '/login-register?tab=register&notice=account.registrationSent',
      '/order-placed?notice=account.registrationSent',
    ]);
    const links = (await (await getMailOutbox()).listFor(email)).filter((mail) =>
      mail.text.includes('/login-register?confirm='),
    );
    expect(links).toHaveLength(3);
  });

  it('answers an id out of range as not found, and limits a customer’s invoices per minute', async () => {
    const browser = await customerWithCart('many');
    expect((await browser.fetch(invoiceOfAccount(9_999_999_999), '/')).status).toBe(404);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      statuses.push((await browser.fetch(invoiceOfAccount(2_000_000_000 + attempt), '/')).status);
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 404));
    expect(statuses[30]).toBe(429);
  });
});
