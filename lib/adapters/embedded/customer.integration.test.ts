import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import type { ShopBackend } from '../../shop/backend';
import { someone } from '../../testing/contract/customer-backend.contract';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';

describe.each(databaseTargets())('customers on the embedded backend ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  let emails = 0;
  const freshEmail = () => `kunde${(emails += 1)}-${Date.now()}@example.at`;

  beforeAll(async () => {
    handle = await open({ seed: 7, products: 12 });
    shop = await createEmbeddedBackend(handle);
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

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
});
