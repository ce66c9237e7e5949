import { sql } from 'drizzle-orm';
import { selectRows } from '../adapters/embedded/queries/raw';
import { resendLostConfirmations } from '../checkout/confirmation-sweep';
import type { Order } from '../shop/order-types';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { startBackgroundInstance, type BackgroundInstance } from '../testing/background-instances';
import { describeOnPostgres, postgresDatabase } from '../testing/databases';
import { DUE_WORK_CATALOGUE, lostConfirmation, stockGoods } from '../testing/due-background-work';
import { startHeldSmtp, type HeldSmtp } from '../testing/held-smtp';

/**
 * Issue 40: an instance draining on SIGTERM finishes its background work or gives it up. A process sweeps lost
 * order confirmations as the server does and gets SIGTERM while the mail server holds its answer to the first
 * mail; this process, another instance on the same PostgreSQL database, sweeps after it.
 */
describeOnPostgres('an instance draining on SIGTERM', () => {
  let database: Awaited<ReturnType<typeof postgresDatabase>>;
  let smtp: HeldSmtp;
  const instances: BackgroundInstance[] = [];

  beforeAll(async () => {
    smtp = await startHeldSmtp();
    // Before the first handler reads the environment, which it does once.
    process.env.SMTP_URL = smtp.url;
    database = await postgresDatabase(DUE_WORK_CATALOGUE);
    useStorefrontForTests(await storefrontOn(database));
    await stockGoods(database.db);
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGKILL');
    useStorefrontForTests(null);
    await Promise.all([database?.dispose(), smtp?.close()]);
  }, 30_000);

  const confirmationOf = async (order: Order) =>
    (
      await selectRows<{ claimed: boolean; sent: boolean }>(
        database.db,
        sql`SELECT confirmation_claimed_at IS NOT NULL AS claimed, confirmation_sent_at IS NOT NULL AS sent
            FROM "order" WHERE id = ${order.id}`,
      )
    )[0];
  const takenBy = (order: Order) => smtp.taken.filter((to) => to === order.email).length;

  /** SIGTERM to an instance sweeping as soon as its first mail's text arrived: how it ended, and how soon. */
  async function drainWhileMailing(drainBoundMs: number) {
    const arrival = smtp.nextArrival();
    const instance = startBackgroundInstance(
      { mode: 'drain', databaseUrl: database.url, drainBoundMs },
      { SMTP_URL: smtp.url },
    );
    instances.push(instance);
    await instance.next();
    await arrival;
    const signalledAt = Date.now();
    instance.process.kill('SIGTERM');
    const ended = await instance.ended;
    return { ended, afterMs: Date.now() - signalledAt };
  }

  it('gives back the claim of a mail still unanswered at the bound, so another instance sends it at once', async () => {
    const first = await lostConfirmation(database.db);
    const second = await lostConfirmation(database.db);
    smtp.holdMs = null;
    const { ended, afterMs } = await drainWhileMailing(2_000);
    expect(ended).toBe(143);
    expect(afterMs).toBeGreaterThanOrEqual(1_900);
    expect(afterMs).toBeLessThan(4_000);
    expect([await confirmationOf(first), await confirmationOf(second)]).toEqual([
      { claimed: false, sent: false },
      { claimed: false, sent: false },
    ]);

    smtp.holdMs = 0;
    await resendLostConfirmations();
    expect([takenBy(first), takenBy(second)]).toEqual([1, 1]);
  });

  it('lets a mail under way finish and starts no other, which another instance then sends at once', async () => {
    const third = await lostConfirmation(database.db);
    const fourth = await lostConfirmation(database.db);
    smtp.holdMs = 1_500;
    const { ended, afterMs } = await drainWhileMailing(8_000);
    expect(ended).toBe(143);
    // It waited for the mail server's answer, not for the bound.
    expect(afterMs).toBeGreaterThanOrEqual(1_000);
    expect(afterMs).toBeLessThan(5_000);
    expect(await confirmationOf(third)).toMatchObject({ sent: true });
    expect(await confirmationOf(fourth)).toEqual({ claimed: false, sent: false });

    smtp.holdMs = 0;
    await resendLostConfirmations();
    expect([takenBy(third), takenBy(fourth)]).toEqual([1, 1]);
  });
});
