/**
 * Test helper process for order-crash.integration.test.ts: a shop server on the plan's database that reports
 * what it found there when it started (the check after a restart), then has several buyers place, pay, cancel and
 * confirm orders at once until the suite kills it with SIGKILL.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionRollbackError } from 'drizzle-orm';
import type { OrderBackend } from '../shop/backend';
import type { OrderConfirmationLeases } from '../shop/confirmation-leases';
import type { PaymentEvents } from '../shop/payment-events';
import { embeddedConfirmationLeases } from '../adapters/embedded/confirmation-leases';
import { openDatabase, type ShopDatabase } from '../adapters/embedded/database';
import { embeddedPaymentEvents } from '../adapters/embedded/payment-events';
import { cancelOrder } from '../adapters/embedded/queries/order-changes';
import { recordPayment } from '../adapters/embedded/queries/order-payments';
import { placeOrder } from '../adapters/embedded/queries/order-placement';
import { Random } from '../adapters/embedded/seed/random';
import type { NewOrder, OrderLine, PaymentReport } from '../shop/order-types';
import { soldLine, standardDelivery, viennaOrderAddress } from './order-fixtures';
import { checkAfterCrash } from './order-crash-invariants';
import {
  CRASH_COUPON,
  paidEventId,
  REPORT_PREFIX,
  STEP_LINE,
  WORKING_LINE,
  type CrashGoods,
  type CrashPlan,
} from './order-crash-plan';

/** What checkout, webhooks and the order mail use of the order port, the confirmation leases and the handled events. */
type OrderDesk = Pick<OrderBackend, 'placeOrder' | 'recordPayment' | 'cancelOrder'> &
  OrderConfirmationLeases & { events: PaymentEvents };

/**
 * The embedded adapter's queries behind those methods, wired as its index.ts does. Without the rest of the
 * backend's start-up (catalogue checks, index upkeep), which a hundred starts would pay for nothing.
 */
const orderDesk = (db: ShopDatabase): OrderDesk => ({
  placeOrder: (order) => placeOrder(db, order),
  recordPayment: (report) => recordPayment(db, report),
  cancelOrder: (orderId, reason, from) => cancelOrder(db, orderId, reason, from),
  ...embeddedConfirmationLeases(db),
  events: embeddedPaymentEvents(db),
});

/** Calls `work` and then tells the suite one more step is done, so it can time its kill by the buyers' progress. */
function reported<Args extends unknown[], Result>(work: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    const result = await work(...args);
    // Synchronous on a pipe: the suite counts steps as they finish, not as a buffer drains.
    process.stdout.write(`${STEP_LINE}\n`);
    return result;
  };
}

/** The desk whose every finished call is a step the suite counts. */
const reportingDesk = (desk: OrderDesk): OrderDesk => ({
  ...desk,
  placeOrder: reported(desk.placeOrder),
  recordPayment: reported(desk.recordPayment),
  cancelOrder: reported(desk.cancelOrder),
  claimOrderConfirmation: reported(desk.claimOrderConfirmation),
  markOrderConfirmationSent: reported(desk.markOrderConfirmationSent),
  releaseOrderConfirmation: reported(desk.releaseOrderConfirmation),
  events: {
    ...desk.events,
    handled: reported(desk.events.handled),
    remember: reported(desk.events.remember),
  },
});

const address = viennaOrderAddress({ title: 'miss', firstname: 'Erika' });

const orderLine = (goods: CrashGoods, quantity: number, centre: number | null): OrderLine =>
  soldLine(quantity, {
    productId: goods.productId,
    saleElementId: goods.saleElementId,
    fulfilmentCentreId: centre,
  });

/** One to three lines from any centre. */
const randomLines = (random: Random, plan: CrashPlan) =>
  random
    .sample(plan.goods, random.int(1, 3))
    .map((goods) => orderLine(goods, random.int(1, 3), random.pick([null, 1, 2, 3])));

/** An order of the lines, with the limited coupon or without, from one of a dozen buyers who come back. */
function newOrder(random: Random, plan: CrashPlan, lines: OrderLine[], withCoupon: boolean): NewOrder {
  const coupon = withCoupon ? CRASH_COUPON : null;
  const goodsGross = lines.reduce((sum, line) => sum + line.lineGross, 0);
  const goodsNet = lines.reduce((sum, line) => sum + line.lineNet, 0);
  const [discountGross, discountNet] = coupon ? [coupon.discountGross, coupon.discountNet] : [0, 0];
  return {
    checkoutKey: `crash-${plan.seed}-${random.int(0, 2 ** 30)}-${random.int(0, 2 ** 30)}`,
    store: 'at',
    language: 'de',
    pricedOn: '2026-11-26',
    customerId: null,
    cartId: plan.cartId,
    email: `buyer${random.int(1, 12)}@example.at`,
    currency: 'EUR',
    lines,
    delivery: standardDelivery,
    payment: 'stripe',
    amounts: {
      goodsGross,
      goodsNet,
      postageGross: 590,
      postageNet: 492,
      postageVatRate: 2_000,
      discountGross,
      discountNet,
      totalGross: goodsGross + 590 - discountGross,
      totalNet: goodsNet + 492 - discountNet,
    },
    couponCode: coupon?.code ?? null,
    vatExcluded: false,
    taxConfirmation: null,
    deliveryAddress: address,
    invoiceAddress: address,
    note: null,
    emptyCart: false,
    issueInvoice: false,
  };
}

/** The SMTP exchange as far as a crash cares: mostly quick, sometimes refused, sometimes a server that never answers. */
async function deliverMail(random: Random): Promise<boolean> {
  const fate = random.next();
  if (fate < 0.1) await new Promise(() => undefined);
  await sleep(random.int(1, 20));
  return fate >= 0.15;
}

const paidReport = (orderId: number, total: number): PaymentReport => ({
  orderId,
  provider: 'stripe',
  outcome: 'paid',
  amount: { amount: total, currency: 'EUR' },
});

const failedReport = (orderId: number): PaymentReport => ({
  orderId,
  provider: 'stripe',
  outcome: 'failed',
  amount: null,
});

/** What the webhook handler does with a provider's event (recordVerdict): records it unless handled, then remembers it. */
async function deliverEvent(shop: OrderDesk, report: PaymentReport, eventId: string): Promise<void> {
  if (await shop.events.handled(report.provider, eventId)) return;
  await shop.recordPayment(report);
  await shop.events.remember(report.provider, eventId, report.orderId);
}

/** What the webhook handler and the order mail do for a paid order, on the port. */
async function pay(shop: OrderDesk, random: Random, orderId: number, ref: string, total: number) {
  await deliverEvent(shop, paidReport(orderId, total), paidEventId(ref));
  if (!(await shop.claimOrderConfirmation(orderId))) return;
  if (await deliverMail(random)) await shop.markOrderConfirmationSent(orderId);
  else await shop.releaseOrderConfirmation(orderId);
}

/** A buyer who orders again and again, a third with the coupon: submits twice, pays, has a payment fail, cancels. */
async function buyer(shop: OrderDesk, random: Random, plan: CrashPlan): Promise<never> {
  for (;;) {
    const order = newOrder(random, plan, randomLines(random, plan), random.chance(0.3));
    const [placed] = await Promise.all(
      Array.from({ length: random.chance(0.1) ? 2 : 1 }, () => shop.placeOrder(order)),
    );
    if (placed!.kind !== 'placed' && placed!.kind !== 'existing') continue;
    const { id, ref } = placed!.order;
    const next = random.next();
    if (next < 0.6) await pay(shop, random, id, ref, order.amounts.totalGross);
    else if (next < 0.75) await deliverEvent(shop, failedReport(id), `evt_failed_${ref}`);
    else if (next < 0.8) await shop.cancelOrder(id, 'customer', ['notPaid']);
  }
}

/**
 * Goes every buyer's way once in a transaction it then rolls back. A restarted PGlite spends tens of milliseconds
 * on each first statement (cold caches): kills 5–150 ms into that would seldom come after a payment.
 */
async function warmUp(db: ShopDatabase, plan: CrashPlan): Promise<void> {
  const random = new Random(plan.seed);
  const plentiful = plan.goods.reduce((most, goods) =>
    goods.initialStock > most.initialStock ? goods : most,
  );
  await db
    .transaction(async (tx) => {
      const shop = orderDesk(tx);
      await shop.placeOrder(newOrder(random, plan, randomLines(random, plan), true));
      for (const outcome of ['paid', 'failed'] as const) {
        const order = newOrder(random, plan, [orderLine(plentiful, 1, null)], false);
        const placed = await shop.placeOrder(order);
        if (placed.kind !== 'placed') continue;
        const { id, ref } = placed.order;
        if (outcome === 'failed') await deliverEvent(shop, failedReport(id), `evt_failed_${ref}`);
        else {
          await deliverEvent(shop, paidReport(id, order.amounts.totalGross), paidEventId(ref));
          await shop.claimOrderConfirmation(id);
          await shop.releaseOrderConfirmation(id);
          await shop.markOrderConfirmationSent(id);
        }
      }
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
}

async function main(): Promise<void> {
  const plan = JSON.parse(process.argv[2] ?? '') as CrashPlan;
  // Started while the previous server may still hold the database: the suite says go once that one is gone.
  await new Promise((resolve) => process.stdin.once('data', resolve));
  const handle = await openDatabase(plan.target);
  console.log(`${REPORT_PREFIX}${JSON.stringify(await checkAfterCrash(handle.db, plan.goods))}`);
  await warmUp(handle.db, plan);
  // The suite counts the buyers’ steps towards the kill from here.
  console.log(WORKING_LINE);
  const shop = reportingDesk(orderDesk(handle.db));
  await Promise.all(
    Array.from({ length: plan.buyers }, (_, index) => buyer(shop, new Random(plan.seed * 100 + index), plan)),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
