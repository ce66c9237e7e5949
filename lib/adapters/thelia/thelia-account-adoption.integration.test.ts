import { sql } from 'drizzle-orm';
import { hashPassword, passwordMatches } from '../../account/password-hash';
import type { ShopBackend } from '../../shop/backend';
import { databaseTargets } from '../../testing/databases';
import { loadTheliaSchemas, type TheliaSchemas } from '../../testing/fake-thelia/fake-thelia-schemas';
import { startFakeThelia, type FakeThelia } from '../../testing/fake-thelia/fake-thelia-server';
import { prepaidOrder, soldLine } from '../../testing/order-fixtures';
import { createEmbeddedBackend } from '../embedded/index';
import { selectRows } from '../embedded/queries/raw';
import { embeddedCustomerLinks } from './order-forwarding/customer-links';
import { embeddedForwardingOutbox } from './order-forwarding/forwarding-outbox';
import { sweepOrderForwarding } from './order-forwarding/forwarding-sweep';
import { openPassword } from './order-forwarding/password-seal';
import { theliaOrderCalls } from './order-forwarding/thelia-calls';
import { theliaAccountAdoption, type TheliaAdoptionDeps } from './thelia-account-adoption';
import { createTheliaClient, TheliaError, TheliaSession, TheliaUnavailable } from './thelia-client';
import {
  freshBuyerEmail as email,
  TEST_SESSION_SECRET as secret,
} from '../../testing/fake-thelia/thelia-buyers';

/**
 * Thelia's customers from before the switch, adopted by the storefront at their first login with their Thelia
 * password: a confirmed account of the storefront, and a link that lets order forwarding log in as them, on a
 * Thelia account that has a new password from then on. The stand-in plays the Thelia shop.
 */

const OLD_PASSWORD = 'Mein-altes-Thelia-Passwort';

describe.each(databaseTargets())('adopting Thelia’s customers ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: Awaited<ReturnType<typeof open>>;
  let shop: ShopBackend;
  let thelia: FakeThelia;
  let schemas: TheliaSchemas;
  let deps: TheliaAdoptionDeps;
  let client: ReturnType<typeof createTheliaClient>;

  const adopt = (address: string, password: string, over: Partial<TheliaAdoptionDeps> = {}) =>
    theliaAccountAdoption({ ...deps, ...over }).adopt({
      email: address,
      password,
      store: 'at',
      language: 'de',
      passwordHash: () => hashPassword(password),
    });
  /** A customer registered at Thelia, as its own front registers them. */
  const atThelia = async (address: string, password = OLD_PASSWORD) =>
    (
      await client.createCustomer(new TheliaSession({ locale: 'de_DE' }), {
        customer: {
          civilityTitle: { id: 2 },
          lang: { id: 1 },
          firstName: 'Maria',
          lastName: 'Leitner',
          email: address,
        },
        password,
      })
    ).id!;
  const theliaAccepts = (address: string, password: string) =>
    client.login(new TheliaSession({ locale: 'de_DE' }), { email: address, password }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof TheliaError && error.kind === 'bad-credentials') return false;
        throw error;
      },
    );
  const customersOf = (address: string) =>
    selectRows<{
      id: number;
      title_id: number;
      firstname: string;
      lastname: string;
      store_code: string;
      language_code: string;
      confirmed: boolean;
    }>(
      handle.db,
      sql`SELECT id, title_id, firstname, lastname, store_code, language_code, confirmed_at IS NOT NULL AS confirmed
          FROM customer WHERE email = ${address.toLowerCase()}`,
    );
  const linksOf = (address: string) =>
    selectRows<{ customer_id: number | null; thelia_customer_id: number | null; sealed_password: string }>(
      handle.db,
      sql`SELECT customer_id, thelia_customer_id, sealed_password FROM thelia_customer_link
          WHERE email = ${address.toLowerCase()}`,
    );
  const patches = () =>
    thelia.requests.filter((request) => request.route === '/customer' && request.method === 'PATCH');
  const localCustomer = async (address: string, password: string | null) => {
    const { customer } = await shop.registerCustomer({
      title: 'mr',
      firstname: 'Lokal',
      lastname: 'Kunde',
      email: address,
      company: null,
      vatNumber: null,
      store: 'at',
      language: 'de',
    });
    if (password) await shop.confirmCustomer(customer.id, await hashPassword(password));
    return customer.id;
  };

  beforeAll(async () => {
    [handle, thelia, schemas] = await Promise.all([
      open({ seed: 11, products: 120 }),
      startFakeThelia(),
      loadTheliaSchemas(),
    ]);
    shop = await createEmbeddedBackend(handle);
    client = createTheliaClient({ baseUrl: thelia.baseUrl });
    deps = {
      customers: shop,
      links: embeddedCustomerLinks(handle.db, secret),
      thelia: createTheliaClient({ baseUrl: thelia.baseUrl }),
    };
  }, 120_000);

  afterAll(async () => {
    await thelia?.close();
    await handle?.dispose();
  }, 30_000);

  beforeEach(() => {
    thelia.up();
    thelia.slow(0);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('makes a confirmed customer of the typed password and links it, giving Thelia’s account a new password', async () => {
    const maria = email('Maria');
    const theliaId = await atThelia(maria);
    const requestsBefore = thelia.requests.length;

    const login = await adopt(maria.toUpperCase(), OLD_PASSWORD);

    const [customer, ...others] = await customersOf(maria);
    expect(others).toEqual([]);
    expect(customer).toMatchObject({
      title_id: 2,
      firstname: 'Maria',
      lastname: 'Leitner',
      store_code: 'at',
      language_code: 'de',
      confirmed: true,
    });
    expect(login).toMatchObject({ id: customer!.id, confirmed: true });
    expect(await shop.getCustomerLogin(maria)).toEqual(login);
    expect(await passwordMatches(login!.passwordHash, OLD_PASSWORD)).toBe(true);

    const [link, ...moreLinks] = await linksOf(maria);
    expect(moreLinks).toEqual([]);
    expect(link).toMatchObject({ customer_id: customer!.id, thelia_customer_id: theliaId });
    const sealed = openPassword(link!.sealed_password, secret);
    expect(sealed).not.toBe(OLD_PASSWORD);
    expect(await theliaAccepts(maria, sealed)).toBe(true);
    expect(await theliaAccepts(maria, OLD_PASSWORD)).toBe(false);

    const calls = thelia.requests.slice(requestsBefore, requestsBefore + 4);
    expect(calls.map((request) => `${request.method} ${request.route} ${request.status}`)).toEqual([
      'POST /login 200',
      'GET /customer 200',
      'PATCH /customer 200',
      'POST /logout 204',
    ]);
    for (const request of calls)
      expect(
        schemas.checkAnswer(request.route!, request.method.toLowerCase(), request.status, request.answer),
      ).toEqual([]);
    expect(JSON.parse(calls[2]!.body)).toMatchObject({
      customer: {
        civilityTitle: { id: 2 },
        lang: { id: 1 },
        reference: expect.stringMatching(/^CUS\d{12}$/),
      },
    });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('forwards the adopted customer’s orders as that Thelia customer, registering nobody', async () => {
    const karl = email('karl');
    const theliaId = await atThelia(karl);
    const login = await adopt(karl, OLD_PASSWORD);
    await handle.db.execute(
      sql`UPDATE product_sale_elements SET quantity = 100, stock_policy = 'stock' WHERE id = 11`,
    );
    await handle.db.execute(sql`DELETE FROM fulfilment_center_stock WHERE product_sale_elements_id = 11`);
    await handle.db.execute(sql`INSERT INTO fulfilment_center_stock VALUES (1, 11, 100)`);
    const [cart] = await selectRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at'
          RETURNING id`,
    );
    const placement = await shop.placeOrder(
      prepaidOrder(cart!.id, {
        customerId: login!.id,
        email: karl,
        lines: [soldLine(1, { saleElementId: 11 })],
      }),
    );
    if (placement.kind !== 'placed') throw new Error(`not placed: ${placement.kind}`);
    const forwarding = {
      orders: shop,
      outbox: embeddedForwardingOutbox(handle.db),
      links: deps.links,
      thelia: theliaOrderCalls({ baseUrl: thelia.baseUrl }),
      settings: {
        THELIA_DELIVERY_MODULES: new Map([[77, 10]]),
        THELIA_PAYMENT_MODULE_ID: 20,
        THELIA_LANGUAGE_IDS: { de: 1, en: 2, ro: 1 },
        SESSION_SECRET: secret,
      },
    };
    const registrationsBefore = thelia.requests.filter(
      (request) => request.route === '/customer' && request.method === 'POST',
    ).length;

    expect(await sweepOrderForwarding(forwarding)).toMatchObject({ forwarded: 1, failed: [] });

    const entry = await forwarding.outbox.getEntry(placement.order.id);
    expect(thelia.world.orders.get(entry!.theliaOrderId!)!.customerId).toBe(theliaId);
    expect(
      thelia.requests.filter((request) => request.route === '/customer' && request.method === 'POST'),
    ).toHaveLength(registrationsBefore);
  });

  it('takes over the link a guest order of the address made before, and its password', async () => {
    const guest = email('guest');
    const theliaId = await atThelia(guest);
    const guestLink = await deps.links.accountOf({ customerId: null, email: guest });

    const login = await adopt(guest, OLD_PASSWORD);

    expect(await linksOf(guest)).toEqual([
      { customer_id: login!.id, thelia_customer_id: theliaId, sealed_password: expect.any(String) },
    ]);
    expect(await theliaAccepts(guest, guestLink.password)).toBe(true);
  });

  it('leaves the Thelia account alone when the storefront has a confirmed account of the address', async () => {
    const confirmed = email('confirmed');
    const confirmedId = await localCustomer(confirmed, 'mein storefront passwort');
    await atThelia(confirmed);
    const patchesBefore = patches().length;

    const found = await adopt(confirmed, OLD_PASSWORD);
    expect(found).toMatchObject({ id: confirmedId, confirmed: true });
    expect(await passwordMatches(found!.passwordHash, OLD_PASSWORD)).toBe(false);

    expect(patches()).toHaveLength(patchesBefore);
    expect(await linksOf(confirmed)).toEqual([]);
    expect(await theliaAccepts(confirmed, OLD_PASSWORD)).toBe(true);
  });

  it('takes over a Thelia account whose address only a registration never confirmed holds', async () => {
    // Anyone can start a registration with any address: it must not lock Thelia's customer out.
    const pending = email('pending');
    await localCustomer(pending, null);
    await atThelia(pending);

    const login = await adopt(pending, OLD_PASSWORD);
    expect(login).toMatchObject({ confirmed: true });
    expect(await passwordMatches(login!.passwordHash, OLD_PASSWORD)).toBe(true);
    expect(await customersOf(pending)).toEqual([expect.objectContaining({ id: login!.id, confirmed: true })]);
    expect(await theliaAccepts(pending, OLD_PASSWORD)).toBe(false);
  });

  it('adopts nobody for an address Thelia does not know or a wrong password, quietly', async () => {
    const stranger = email('stranger');
    const known = email('known');
    await atThelia(known);

    expect(await adopt(stranger, OLD_PASSWORD)).toBeNull();
    expect(await adopt(known, 'not the password')).toBeNull();

    expect([...(await customersOf(stranger)), ...(await customersOf(known))]).toEqual([]);
    expect(await theliaAccepts(known, OLD_PASSWORD)).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('answers null, never throws, and logs it, while Thelia is down or too slow', async () => {
    const patient = email('patient');
    await atThelia(patient);

    thelia.down('close');
    await expect(adopt(patient, OLD_PASSWORD)).resolves.toBeNull();
    thelia.down('error');
    await expect(adopt(patient, OLD_PASSWORD)).resolves.toBeNull();
    thelia.up();
    thelia.slow(3_500);
    await expect(adopt(patient, OLD_PASSWORD)).resolves.toBeNull();
    thelia.slow(0);

    expect(await customersOf(patient)).toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(3);
    expect(console.error).toHaveBeenCalledWith(
      'Thelia could not be asked about a login the storefront refused',
      expect.any(TheliaUnavailable),
    );
  });

  it('keeps the adopted account, and logs it, when Thelia goes away before its account is taken over', async () => {
    const halfway = email('halfway');
    await atThelia(halfway);
    const lost = {
      ...deps.thelia,
      updateCustomer: async () => {
        throw new TheliaUnavailable('network', 'Thelia could not be reached for /customer');
      },
    };

    const login = await adopt(halfway, OLD_PASSWORD, { thelia: lost });

    expect(login).toMatchObject({ confirmed: true });
    expect(await passwordMatches(login!.passwordHash, OLD_PASSWORD)).toBe(true);
    expect(await theliaAccepts(halfway, OLD_PASSWORD)).toBe(true);
    expect(console.error).toHaveBeenCalledWith(
      `Customer ${login!.id} was adopted, but its Thelia account could not be taken over`,
      expect.any(TheliaUnavailable),
    );
  });

  it('ends two first logins at once with one customer and one link, the password opening it for both', async () => {
    const twice = email('twice');
    await atThelia(twice);
    const patchesBefore = patches().length;

    const logins = await Promise.all([adopt(twice, OLD_PASSWORD), adopt(twice, OLD_PASSWORD)]);

    const customers = await customersOf(twice);
    expect(customers).toHaveLength(1);
    const [link, ...moreLinks] = await linksOf(twice);
    expect(moreLinks).toEqual([]);
    expect(link!.customer_id).toBe(customers[0]!.id);
    expect(patches()).toHaveLength(patchesBefore + 1);
    expect(await theliaAccepts(twice, openPassword(link!.sealed_password, secret))).toBe(true);
    // The one whose Thelia login came after the other's takeover is refused by Thelia: the login reads again.
    for (const login of logins) {
      const account = login ?? (await shop.getCustomerLogin(twice));
      expect(account).toMatchObject({ id: customers[0]!.id, confirmed: true });
      expect(await passwordMatches(account!.passwordHash, OLD_PASSWORD)).toBe(true);
    }
  });
});
