import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { recordVerdict } from '../../checkout/order-payment';
import { databaseTargets, postgresDatabase } from '../../testing/databases';
import { checkAfterCrash } from '../../testing/order-crash-invariants';
import { CRASH_COUPON, paidEventId, type CrashPlan } from '../../testing/order-crash-plan';
import { compileCrashWorker, startWorker, type CrashWorker } from '../../testing/order-crash-process';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
// Not a React hook, whatever its name says: it swaps the storefront the checkout uses.
import { storefrontOn, useStorefrontForTests as setStorefront } from '../../storefront/index';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './database';
import { CONFIRMATION_LEASE_MINUTES } from './queries/order-changes';
import { selectRows } from './queries/raw';
import { Random } from './seed/random';
import { runSeed } from './seed/run';

/** 100 by the issue; fewer for a quick local run. */
const ROUNDS = Number(process.env.ORDER_CRASH_ROUNDS ?? 100);
const SEED = Number(process.env.ORDER_CRASH_SEED ?? Math.floor(Math.random() * 1_000_000));
/** Two scarce sale elements, so buyers also run out of stock mid-crash, and four with plenty. */
const STOCKS = [12, 40, 5_000, 5_000, 5_000, 5_000];

interface CrashSite {
  target: DatabaseTarget;
  /** Works on the database while no worker holds it (PGlite opens a folder in one process at a time). */
  use<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** PGlite in a folder on disk, as a server keeps it: each start after a kill replays its WAL. */
function pgliteSite(): CrashSite {
  const root = mkdtempSync(join(tmpdir(), 'storefront-crash-'));
  const target = { pgliteDataDir: join(root, 'pglite') };
  return {
    target,
    async use(work) {
      const handle = await openDatabase(target);
      try {
        return await work(handle);
      } finally {
        await handle.close();
      }
    },
    dispose: async () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A PostgreSQL database of the suite's own, so suites running beside it never see its orders. */
async function postgresSite(): Promise<CrashSite> {
  const database = await postgresDatabase();
  return {
    target: { databaseUrl: database.url, pgliteDataDir: '' },
    use: (work) => work(database),
    dispose: () => database.dispose(),
  };
}

/** A seeded catalogue whose first sale elements have known stock over three centres, the coupon and a cart. */
async function prepare(handle: DatabaseHandle): Promise<Pick<CrashPlan, 'goods' | 'cartId'>> {
  // A small catalogue: the stores, countries and texts the confirmation needs, and a few goods to sell.
  await runSeed(handle, { seed: 7, products: 8, replace: false });
  const elements = await selectRows<{ id: number; product_id: number }>(
    handle.db,
    sql`SELECT pse.id, pse.product_id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
        WHERE p.visible ORDER BY pse.id LIMIT ${STOCKS.length}`,
  );
  if (elements.length < STOCKS.length) throw new Error(`the seed made ${elements.length} sale elements`);
  const goods = elements.map((row, index) => ({
    productId: row.product_id,
    saleElementId: row.id,
    initialStock: STOCKS[index]!,
  }));
  for (const { saleElementId: id, initialStock: stock } of goods) {
    await handle.db.execute(
      sql`UPDATE product_sale_elements SET quantity = ${stock}, stock_policy = 'stock' WHERE id = ${id}`,
    );
    await handle.db.execute(sql`DELETE FROM fulfilment_center_stock WHERE product_sale_elements_id = ${id}`);
    const [first, second] = [Math.floor(stock / 2), Math.floor(stock / 3)];
    await handle.db.execute(sql`INSERT INTO fulfilment_center_stock VALUES
      (1, ${id}, ${first}), (2, ${id}, ${second}), (3, ${id}, ${stock - first - second})`);
  }
  await handle.db.execute(sql`INSERT INTO coupon (code, kind, amount, max_uses, max_uses_per_customer)
    VALUES (${CRASH_COUPON.code}, 'amount', ${CRASH_COUPON.discountGross}, ${CRASH_COUPON.maxUses},
      ${CRASH_COUPON.perBuyer})`);
  const [cart] = await selectRows<{ id: number }>(
    handle.db,
    sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at' RETURNING id`,
  );
  return { goods, cartId: cart!.id };
}

let worker: CrashWorker;
let sink: SmtpSink;

beforeAll(async () => {
  console.info(
    `Order crash suite: seed ${SEED} (ORDER_CRASH_SEED=${SEED} repeats its choices), ${ROUNDS} kills`,
  );
  [worker, sink] = await Promise.all([compileCrashWorker(), startSmtpSink()]);
  // Read once by lib/env, before the first mail.
  process.env.SMTP_URL = sink.url;
}, 60_000);

afterAll(async () => {
  worker?.dispose();
  await sink?.close();
});

describe.each(databaseTargets())('orders while the server is killed at random ($name)', ({ name, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let site: CrashSite;
  let plan: CrashPlan;

  beforeAll(async () => {
    site = name === 'PGlite' ? pgliteSite() : await postgresSite();
    const prepared = await site.use(prepare);
    // PGlite runs one transaction at a time: more buyers would only queue.
    plan = { target: site.target, seed: SEED, buyers: name === 'PGlite' ? 3 : 6, ...prepared };
  }, 120_000);

  afterAll(async () => {
    await site?.dispose();
  }, 30_000);

  it(`finds every order whole or absent, and stock and coupon counts agreeing, after ${ROUNDS} kills`, async () => {
    const random = new Random(SEED);
    const started = performance.now();
    let next = startWorker(worker, { ...plan, seed: SEED + 1 });
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const current = next;
        next = startWorker(worker, { ...plan, seed: SEED + round + 1 });
        // What the restarted worker found is the previous round's kill, recovered.
        // Anywhere from the first orders to a few payments in, and mid-statement as often as between them.
        const { violations } = await current.run({ steps: random.int(0, 40), afterMs: random.int(0, 30) });
        expect({ round, violations }).toEqual({ round, violations: [] });
      }
    } finally {
      next.cancel();
    }
    const last = await site.use((handle) => checkAfterCrash(handle.db, plan.goods));
    expect(last.violations).toEqual([]);
    expect(last.tally.orders).toBeGreaterThan(0);
    console.info(
      `${name}: ${ROUNDS} kills in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `left ${JSON.stringify(last.tally)}`,
    );
  }, 600_000);

  it('sends, on a replayed webhook, a confirmation a kill lost, once the dead sender’s claim lapsed', async () => {
    await site.use(async (handle) => {
      const storefront = await storefrontOn(handle);
      setStorefront(storefront);
      try {
        const unconfirmed = await selectRows<{ id: number; ref: string; claimed: boolean }>(
          handle.db,
          sql`SELECT id, ref, confirmation_claimed_at IS NOT NULL AS claimed FROM "order"
              WHERE status_id = 2 AND confirmation_sent_at IS NULL ORDER BY id`,
        );
        // Killed between claiming and marking the mail sent (the case the lease exists for), and between the
        // payment and the claim. A few dozen of them: each replay makes the invoice and mails it.
        const lost = [
          ...unconfirmed.filter((order) => order.claimed).slice(0, 20),
          ...unconfirmed.filter((order) => !order.claimed).slice(0, 5),
        ];
        expect(lost.filter((order) => order.claimed).length).toBeGreaterThan(0);
        const sentAt = async (id: number) =>
          (
            await selectRows<{ sent: string | null }>(
              handle.db,
              sql`SELECT confirmation_sent_at AS sent FROM "order" WHERE id = ${id}`,
            )
          )[0]!.sent;
        const mailsBefore = sink.received.length;
        for (const { id, ref, claimed } of lost) {
          const order = (await storefront.shop.getOrder(id))!;
          const replay = () =>
            recordVerdict(
              order,
              { state: 'paid', amount: { amount: order.amounts.totalGross, currency: order.currency } },
              paidEventId(ref),
            );
          // A kill between recording the payment and remembering its event leaves the event to this replay.
          const firstReplay = (await storefront.paymentEvents.handled('stripe', paidEventId(ref)))
            ? 'duplicate'
            : 'unchanged';
          if (claimed) {
            // Within the lease the dead server still holds it: a live sender would be sending now.
            expect(await replay()).toBe(firstReplay);
            expect(await sentAt(id)).toBeNull();
            await handle.db.execute(sql`UPDATE "order"
              SET confirmation_claimed_at = now() - ${CONFIRMATION_LEASE_MINUTES + 1} * interval '1 minute'
              WHERE id = ${id}`);
          }
          expect(await replay()).toBe(claimed ? 'duplicate' : firstReplay);
          expect(await sentAt(id)).not.toBeNull();
          expect(sink.received.at(-1)?.subject).toContain(ref);
        }
        expect(sink.received.length - mailsBefore).toBe(lost.length);
        // Sent is sent: another replay, even after the lease, mails nothing.
        await handle.db.execute(sql`UPDATE "order" SET confirmation_claimed_at = now() - interval '1 day'`);
        for (const { id } of lost.slice(0, 3)) {
          const order = (await storefront.shop.getOrder(id))!;
          await recordVerdict(
            order,
            { state: 'paid', amount: { amount: order.amounts.totalGross, currency: order.currency } },
            paidEventId(order.ref),
          );
        }
        expect(sink.received.length - mailsBefore).toBe(lost.length);
      } finally {
        setStorefront(null);
      }
    });
  }, 120_000);
});
