import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../../testing/databases';
import type { ShopBackend } from '../../backend';
import type { NewCustomer } from '../../types';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { selectRows } from './queries/raw';
import { runSeed } from './seed/run';

const someone = (overrides: Partial<NewCustomer> = {}): NewCustomer => ({
  title: 'miss',
  firstname: 'Ioana',
  lastname: 'Șerban',
  email: 'Ioana.Serban@Example.RO ',
  company: null,
  vatNumber: null,
  store: 'ro',
  language: 'ro',
  ...overrides,
});

describe.each(databaseTargets())('customers on the embedded backend ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  let stocked: number[];
  let emails = 0;
  const freshEmail = () => `kunde${(emails += 1)}-${Date.now()}@example.at`;

  beforeAll(async () => {
    handle = await open();
    await runSeed(handle, { seed: 7, products: 120, replace: false });
    shop = await createEmbeddedBackend(handle);
    stocked = (
      await selectRows<{ id: number }>(
        handle.db,
        sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
            WHERE p.visible AND pse.quantity >= 20 AND p.min_quantity = 1 AND p.order_multiple = 1
            ORDER BY pse.id LIMIT 3`,
      )
    ).map((row) => row.id);
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('registers an unconfirmed customer without a password under the trimmed, lower-cased address, with a CUS reference', async () => {
    const email = `Ioana.${Date.now()}@Example.RO `;
    const registration = await shop.registerCustomer(someone({ email }));
    expect(registration.kind).toBe('created');
    expect(registration.customer).toMatchObject({
      title: 'miss',
      lastname: 'Șerban',
      email: email.trim().toLowerCase(),
      store: 'ro',
      language: 'ro',
      isAdmin: false,
      confirmed: false,
    });
    expect(registration.customer.ref).toMatch(/^CUS\d{12}$/);
    expect(await shop.getCustomerLogin(email.toUpperCase())).toEqual({
      id: registration.customer.id,
      passwordHash: null,
      confirmed: false,
    });
    expect(await shop.getCustomerLogin('nobody@example.ro')).toBeNull();
  });

  it('replaces an unconfirmed registration of the address, and never touches a confirmed account', async () => {
    const email = freshEmail();
    const first = await shop.registerCustomer(someone({ email }));
    // A password set on the pending registration (as one made before registrations had none) goes with it.
    await handle.db.execute(
      sql`UPDATE customer SET password_hash = '$first' WHERE id = ${first.customer.id}`,
    );
    const again = await shop.registerCustomer(someone({ email, firstname: 'Maria' }));
    expect(again).toMatchObject({
      kind: 'replacedPending',
      customer: { id: first.customer.id, firstname: 'Maria' },
    });
    expect((await shop.getCustomerLogin(email))?.passwordHash).toBeNull();
    expect(await shop.replaceCustomerPassword(first.customer.id, null, '$second')).toBe(true);
    const intruder = await shop.registerCustomer(someone({ email: email.toUpperCase(), firstname: 'Eve' }));
    expect(intruder).toMatchObject({
      kind: 'alreadyConfirmed',
      customer: { firstname: 'Maria', confirmed: true },
    });
    expect((await shop.getCustomerLogin(email))?.passwordHash).toBe('$second');
  });

  it('replaces a password only while the old hash is current, confirming the address', async () => {
    const { customer } = await shop.registerCustomer(someone({ email: freshEmail() }));
    const outcomes = await Promise.all([
      shop.replaceCustomerPassword(customer.id, null, '$new-a'),
      shop.replaceCustomerPassword(customer.id, null, '$new-b'),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const login = await shop.getCustomerLogin(customer.email);
    expect(['$new-a', '$new-b']).toContain(login?.passwordHash);
    expect(login?.confirmed).toBe(true);
    expect(await shop.replaceCustomerPassword(customer.id, null, '$again')).toBe(false);
  });

  it('lets one of two simultaneous registrations of an address win, without an error', async () => {
    const email = freshEmail();
    const outcomes = await Promise.all(
      ['A', 'B', 'C'].map((name) => shop.registerCustomer(someone({ email, firstname: name }))),
    );
    expect(new Set(outcomes.map((outcome) => outcome.customer.id)).size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(1);
  });

  it('gives a guest cart to a customer without one, and merges it into the cart they have', async () => {
    const { customer } = await shop.registerCustomer(someone({ email: freshEmail(), store: 'at' }));
    const held = new Date(Date.now() + 86_400_000);
    const add = async (cartId: number | null, saleElementId: number, quantity: number) => {
      const result = await shop.addToCart(
        {
          cartId,
          store: 'at',
          saleElementId,
          quantity,
          maxQuantity: 9_999,
          pricesHeldUntil: held,
          undeliverable: false,
        },
        'de',
      );
      if (!result.ok) throw new Error(result.reason);
      return result.cart.id;
    };
    const first = await add(null, stocked[0]!, 2);
    expect(await shop.assignCartToCustomer(customer.id, 'at', first, 9_999)).toBe(first);
    // Another device: a new guest cart with one line the customer has and one they have not.
    const second = await add(null, stocked[0]!, 3);
    await add(second, stocked[1]!, 1);
    expect(await shop.assignCartToCustomer(customer.id, 'at', second, 9_999)).toBe(first);
    const merged = await shop.getCart(first, 'de');
    expect(merged?.lines.map((line) => [line.saleElementId, line.quantity]).sort()).toEqual(
      [
        [stocked[0]!, 5],
        [stocked[1]!, 1],
      ].sort(),
    );
    expect(await shop.getCart(second, 'de')).toBeNull();
    // Without a guest cart the login finds the customer's; another store's customer cart is not theirs there.
    expect(await shop.assignCartToCustomer(customer.id, 'at', null, 9_999)).toBe(first);
    expect(await shop.assignCartToCustomer(customer.id, 'de', null, 9_999)).toBeNull();
  });

  it('never takes a cart that belongs to another customer or another store', async () => {
    const owner = await shop.registerCustomer(someone({ email: freshEmail(), store: 'at' }));
    const other = await shop.registerCustomer(someone({ email: freshEmail(), store: 'at' }));
    const result = await shop.addToCart(
      {
        cartId: null,
        store: 'at',
        saleElementId: stocked[2]!,
        quantity: 1,
        maxQuantity: 9,
        pricesHeldUntil: new Date(),
        undeliverable: false,
      },
      'de',
    );
    if (!result.ok) throw new Error(result.reason);
    await shop.assignCartToCustomer(owner.customer.id, 'at', result.cart.id, 9_999);
    expect(await shop.assignCartToCustomer(other.customer.id, 'at', result.cart.id, 9_999)).toBeNull();
    expect(await shop.assignCartToCustomer(owner.customer.id, 'de', null, 9_999)).toBeNull();
    expect((await shop.getCart(result.cart.id, 'de'))?.lines).toHaveLength(1);
  });
});
