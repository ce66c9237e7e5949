import { sql } from 'drizzle-orm';
import type { ShopBackend } from '../../../shop/backend';
import type { NewOrder } from '../../../shop/order-types';
import { databaseTargets } from '../../../testing/databases';
import { startFakeThelia, type FakeThelia } from '../../../testing/fake-thelia/fake-thelia-server';
import { prepaidOrder, soldLine, viennaOrderAddress } from '../../../testing/order-fixtures';
import { createEmbeddedBackend } from '../../embedded/index';
import { selectRows } from '../../embedded/queries/raw';
import { TheliaUnavailable } from '../thelia-client';
import { embeddedCustomerLinks } from './customer-links';
import { ForwardingRefusal } from './forwarding-settings';
import type { ForwardingDeps } from './forward-order';
import { embeddedForwardingOutbox } from './forwarding-outbox';
import { sweepOrderForwarding } from './forwarding-sweep';
import { openPassword } from './password-seal';
import { theliaOrderCalls } from './thelia-calls';
import {
  freshBuyerEmail as email,
  TEST_SESSION_SECRET as secret,
} from '../../../testing/fake-thelia/thelia-buyers';

/**
 * Orders placed in the storefront's own book reach the Thelia stand-in once each. The storefront's catalogue
 * (seed 11) and the stand-in's share the sale element ids 5 to 31 but not their stock, so the test gives the
 * storefront stock of the ones it sells; 5 exists only in the storefront, and Thelia has none of 31.
 */

const minutes = (count: number, from = new Date()) => new Date(from.getTime() + count * 60_000);

describe.each(databaseTargets())('forwarding orders to Thelia ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: Awaited<ReturnType<typeof open>>;
  let shop: ShopBackend;
  let thelia: FakeThelia;
  let deps: ForwardingDeps;
  let cartId: number;
  const outbox = () => deps.outbox;

  const place = async (changes: Partial<NewOrder>) => {
    const placement = await shop.placeOrder(prepaidOrder(cartId, changes));
    if (placement.kind !== 'placed') throw new Error(`not placed: ${placement.kind}`);
    return placement.order;
  };
  const registered = async (address: string) => {
    const { customer } = await shop.registerCustomer({
      title: 'miss',
      firstname: 'Eva',
      lastname: 'Gruber',
      email: address,
      company: null,
      vatNumber: null,
      store: 'at',
      language: 'de',
    });
    return customer.id;
  };
  const paid = () => thelia.requests.filter((request) => request.route === '/order/pay');
  const theliaCustomer = (address: string) => thelia.world.sessions.customerByEmail(address);

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 120 });
    shop = await createEmbeddedBackend(handle);
    for (const id of [5, 11, 12, 21, 31]) {
      await handle.db.execute(
        sql`UPDATE product_sale_elements SET quantity = 100, stock_policy = 'stock' WHERE id = ${id}`,
      );
      await handle.db.execute(
        sql`DELETE FROM fulfilment_center_stock WHERE product_sale_elements_id = ${id}`,
      );
      await handle.db.execute(sql`INSERT INTO fulfilment_center_stock VALUES (1, ${id}, 100)`);
    }
    const [cart] = await selectRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at'
          RETURNING id`,
    );
    cartId = cart!.id;
    thelia = await startFakeThelia();
    deps = {
      orders: shop,
      outbox: embeddedForwardingOutbox(handle.db),
      links: embeddedCustomerLinks(handle.db, secret),
      thelia: theliaOrderCalls({ baseUrl: thelia.baseUrl }),
      settings: {
        THELIA_DELIVERY_MODULES: new Map([[77, 10]]),
        THELIA_PAYMENT_MODULE_ID: 20,
        THELIA_LANGUAGE_IDS: { de: 1, en: 2, ro: 1 },
        SESSION_SECRET: secret,
      },
    };
  }, 120_000);

  afterAll(async () => {
    await thelia?.close();
    await handle?.dispose();
  }, 30_000);

  beforeEach(() => {
    thelia.up();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('a customer’s orders', () => {
    const eva = email('eva');
    let customerId: number;
    const office = viennaOrderAddress({
      title: 'company',
      company: 'Gruber Bad GmbH',
      city: 'Linz',
      postcode: '4020',
    });

    beforeAll(async () => {
      customerId = await registered(eva);
    });

    it('are forwarded once, Thelia’s order holding the lines, addresses, modules and the linked customer', async () => {
      const order = await place({
        customerId,
        email: eva,
        lines: [soldLine(2, { saleElementId: 11 }), soldLine(1, { saleElementId: 21 })],
        invoiceAddress: office,
      });
      const tally = await sweepOrderForwarding(deps);
      expect(tally).toMatchObject({ forwarded: 1, retried: 0, failed: [] });
      const entry = await outbox().getEntry(order.id);
      const atThelia = thelia.world.orders.get(entry!.theliaOrderId!)!;
      expect(entry).toMatchObject({ state: 'forwarded', attempts: 0 });
      expect(atThelia).toMatchObject({
        customerId: theliaCustomer(eva)!.customer.id,
        deliveryModuleId: 10,
        paymentModuleId: 20,
        locale: 'de_DE',
        lines: [
          { pseId: 11, quantity: 2 },
          { pseId: 21, quantity: 1 },
        ],
        deliveryAddress: { firstName: 'Max', address1: 'Ringstraße 1', zipCode: '1010', countryCode: 'AT' },
        invoiceAddress: { company: 'Gruber Bad GmbH', city: 'Linz', zipCode: '4020', titleId: 4 },
      });
      expect(thelia.requests.slice(-2).map((request) => request.route)).toEqual([
        '/order/placed/{order_id}',
        '/logout',
      ]);
      await sweepOrderForwarding(deps);
      expect(paid()).toHaveLength(1);
    });

    it('keep one Thelia customer, its password sealed, and reuse its addresses', async () => {
      const order = await place({ customerId, email: eva, lines: [soldLine(1, { saleElementId: 12 })] });
      expect(await sweepOrderForwarding(deps)).toMatchObject({ forwarded: 1 });
      const registered = theliaCustomer(eva)!;
      expect(thelia.world.orders.get((await outbox().getEntry(order.id))!.theliaOrderId!)!.customerId).toBe(
        registered.customer.id,
      );
      expect(
        thelia.requests.filter((request) => request.route === '/customer' && request.method === 'POST'),
      ).toHaveLength(1);
      expect(registered.addresses).toHaveLength(2);
      const [link] = await selectRows<{ sealed_password: string; thelia_customer_id: number }>(
        handle.db,
        sql`SELECT sealed_password, thelia_customer_id FROM thelia_customer_link WHERE customer_id = ${customerId}`,
      );
      expect(link!.sealed_password).not.toContain(registered.password);
      expect(openPassword(link!.sealed_password, secret)).toBe(registered.password);
      expect(link!.thelia_customer_id).toBe(registered.customer.id);
    });
  });

  it('forwards a guest’s order as a Thelia customer of the guest’s e-mail, kept once the guest registers', async () => {
    const guest = email('guest');
    const order = await place({ email: guest, language: 'en', lines: [soldLine(1, { saleElementId: 12 })] });
    expect(await sweepOrderForwarding(deps)).toMatchObject({ forwarded: 1 });
    const entry = await outbox().getEntry(order.id);
    expect(thelia.world.orders.get(entry!.theliaOrderId!)).toMatchObject({
      customerId: theliaCustomer(guest)!.customer.id,
      locale: 'en_US',
      lines: [{ pseId: 12, quantity: 1 }],
    });
    const linkOfGuest = () =>
      selectRows<{ customer_id: number | null }>(
        handle.db,
        sql`SELECT customer_id FROM thelia_customer_link WHERE email = ${guest}`,
      );
    expect(await linkOfGuest()).toEqual([{ customer_id: null }]);

    const customerId = await registered(guest);
    const again = await place({ customerId, email: guest, lines: [soldLine(1, { saleElementId: 12 })] });
    expect(await sweepOrderForwarding(deps)).toMatchObject({ forwarded: 1 });
    const theliaOrderId = (await outbox().getEntry(again.id))!.theliaOrderId!;
    expect(thelia.world.orders.get(theliaOrderId)!.customerId).toBe(theliaCustomer(guest)!.customer.id);
    expect(await linkOfGuest()).toEqual([{ customer_id: customerId }]);
  });

  it('keeps an order pending while Thelia is down and forwards it once Thelia is back', async () => {
    const order = await place({ email: email('patient'), lines: [soldLine(1, { saleElementId: 21 })] });
    thelia.down('close');
    const now = new Date();
    expect(await sweepOrderForwarding(deps, now)).toMatchObject({ forwarded: 0, retried: 1 });
    expect(await outbox().getEntry(order.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: minutes(1, now),
      lastError: expect.stringMatching(/could not be reached/),
    });
    thelia.up();
    expect(await sweepOrderForwarding(deps, now)).toMatchObject({ forwarded: 0, retried: 0 });
    expect(await sweepOrderForwarding(deps, minutes(2, now))).toMatchObject({ forwarded: 1 });
    expect(await outbox().getEntry(order.id)).toMatchObject({ state: 'forwarded', attempts: 1 });
  });

  it('never pays twice for an order whose /order/pay answer was lost, and reports it', async () => {
    const order = await place({ email: email('lost'), lines: [soldLine(1, { saleElementId: 21 })] });
    const [ordersBefore, paysBefore] = [thelia.world.orders.list.length, paid().length];
    const answerLost: ForwardingDeps = {
      ...deps,
      thelia: {
        ...deps.thelia,
        payOrder: async (session, call) => {
          await deps.thelia.payOrder(session, call);
          throw new TheliaUnavailable('network', 'Thelia could not be reached for /order/pay');
        },
      },
    };
    const now = new Date();
    expect(await sweepOrderForwarding(answerLost, now)).toMatchObject({ forwarded: 0, retried: 1 });
    expect(await outbox().getEntry(order.id)).toMatchObject({ state: 'paying', attempts: 1 });
    const later = await sweepOrderForwarding(deps, minutes(2, now));
    expect(later.failed).toEqual([
      {
        orderId: order.id,
        reason: expect.stringMatching(/^Order \d+ may be at Thelia already: .* in Thelia's back office\.$/),
      },
    ]);
    expect(await outbox().getEntry(order.id)).toMatchObject({ state: 'failed', theliaOrderId: null });
    expect(thelia.world.orders.list).toHaveLength(ordersBefore + 1);
    expect(paid()).toHaveLength(paysBefore + 1);
    expect(console.error).toHaveBeenCalledWith(
      `Order ${order.id} was not forwarded to Thelia`,
      expect.any(Error),
    );
  });

  it('records Thelia’s refusals as failed with Thelia’s word, paying for nothing', async () => {
    const unknown = await place({ email: email('unknown'), lines: [soldLine(1, { saleElementId: 5 })] });
    const soldOut = await place({ email: email('sold-out'), lines: [soldLine(1, { saleElementId: 31 })] });
    const ordersBefore = thelia.world.orders.list.length;
    const tally = await sweepOrderForwarding(deps);
    expect(tally.failed.map((failure) => failure.orderId)).toEqual([unknown.id, soldOut.id]);
    expect(await outbox().getEntry(unknown.id)).toMatchObject({
      state: 'failed',
      lastError: 'Unexpected error: Call to a member function getProductId() on null',
    });
    expect(await outbox().getEntry(soldOut.id)).toMatchObject({
      state: 'failed',
      lastError: `Thelia did not place ${soldOut.ref}: /order/pay sent it to /cart`,
    });
    expect(thelia.world.orders.list).toHaveLength(ordersBefore);
  });

  it('refuses for manual entry, not retries for ever, a buyer whose password the secret no longer opens', async () => {
    const buyer = { customerId: null, email: email('secret-changed') };
    await embeddedCustomerLinks(handle.db, secret).accountOf(buyer);
    const afterRotation = embeddedCustomerLinks(handle.db, 'another-session-secret-of-32-characters');
    await expect(afterRotation.accountOf(buyer)).rejects.toThrow(ForwardingRefusal);
    await expect(afterRotation.accountOf(buyer)).rejects.toThrow(/SESSION_SECRET/);
  });

  it('forwards an order once when two sweeps run at once: one takes it, the other leaves it', async () => {
    const order = await place({ email: email('twice'), lines: [soldLine(1, { saleElementId: 11 })] });
    const logins = () => thelia.requests.filter((request) => request.route === '/login').length;
    const [loginsBefore, paysBefore] = [logins(), paid().length];
    const tallies = await Promise.all([sweepOrderForwarding(deps), sweepOrderForwarding(deps)]);
    expect(tallies.map((tally) => tally.forwarded).sort()).toEqual([0, 1]);
    expect([logins(), paid().length]).toEqual([loginsBefore + 1, paysBefore + 1]);
    expect(await outbox().getEntry(order.id)).toMatchObject({ state: 'forwarded' });
  });

  it('gives back what it claimed when the server drains, for the next sweep to forward at once', async () => {
    const order = await place({ email: email('drained'), lines: [soldLine(1, { saleElementId: 11 })] });
    const paysBefore = paid().length;
    const draining = new AbortController();
    draining.abort();
    const now = new Date();
    expect(await sweepOrderForwarding(deps, now, draining.signal)).toMatchObject({ forwarded: 0 });
    expect(paid()).toHaveLength(paysBefore);
    // Another instance's sweep at the same moment, not ten minutes later, when the claim would have lapsed.
    expect(await sweepOrderForwarding(deps, now)).toMatchObject({ forwarded: 1 });
    expect(await outbox().getEntry(order.id)).toMatchObject({ state: 'forwarded' });
  });

  describe('an order with Thelia’s coupon', () => {
    const withCoupon = async (code: string, buyer: string) => {
      // As the storefront's lookup leaves it (thelia-coupons.ts): the index counts the use at placement.
      await handle.db.execute(
        sql`INSERT INTO coupon (code, kind, amount) VALUES (${code}, 'amount', 1000) ON CONFLICT (code) DO NOTHING`,
      );
      return place({ email: email(buyer), couponCode: code, lines: [soldLine(1, { saleElementId: 11 })] });
    };
    const forwarded = async (orderId: number) =>
      thelia.world.orders.get((await outbox().getEntry(orderId))!.theliaOrderId!)!;

    it('enters the code again at Thelia, so Thelia’s order carries its discount and counts its use', async () => {
      const order = await withCoupon('EINMAL', 'coupon');
      expect(await sweepOrderForwarding(deps)).toMatchObject({ forwarded: 1, failed: [] });
      // 10 € off WT-100's 119 € at Thelia.
      expect(await forwarded(order.id)).toMatchObject({ couponCodes: ['EINMAL'], discount: 10 });
      expect(thelia.world.carts.couponRefusal({ code: 'EINMAL' }, 119, 1)).toMatch(/Maximum usage/);
    });

    it('still brings the goods to Thelia when Thelia refuses the code by then, and says so for the back office', async () => {
      thelia.world.carts.countCouponUses(['EINMAL']);
      const order = await withCoupon('EINMAL', 'coupon-gone');
      expect(await sweepOrderForwarding(deps)).toMatchObject({ forwarded: 1, failed: [] });
      expect(await forwarded(order.id)).toMatchObject({
        couponCodes: [],
        discount: 0,
        lines: [{ pseId: 11 }],
      });
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining(`Thelia refused coupon EINMAL of ${order.ref}`),
        expect.anything(),
      );
    });
  });
});
