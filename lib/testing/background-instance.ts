/**
 * Test helper process: one shop instance's background work on a test's PostgreSQL database, driven over IPC by
 * lib/background/*.integration.test.ts. In "every round" it runs each sweep's round once at the moment the suite
 * names, as three instances do at once; in "drain" it sweeps lost confirmations as the server does and drains
 * on SIGTERM as server.ts does. Mail goes to SMTP_URL and e-Factura to EFACTURA_*, from the environment.
 */
import { createEmbeddedBackend } from '../adapters/embedded';
import { openDatabase } from '../adapters/embedded/database';
import { embeddedCustomerLinks } from '../adapters/thelia/order-forwarding/customer-links';
import { embeddedForwardingOutbox } from '../adapters/thelia/order-forwarding/forwarding-outbox';
import { sweepOrderForwarding } from '../adapters/thelia/order-forwarding/forwarding-sweep';
import { theliaOrderCalls } from '../adapters/thelia/order-forwarding/thelia-calls';
import { drainBackgroundWork } from '../background/background-work';
import { sendDueReminders } from '../booking/reminder-sweep';
import { sendCartReminders } from '../cart-reminders/cart-reminder-sweep';
import { resendLostConfirmations } from '../checkout/confirmation-sweep';
import { configuredAnafClient, sweepEFactura } from '../documents/e-invoice/efactura-sweep';
import { repeatSweep } from '../monitoring/repeat-sweep';
// Not a React hook, whatever its name says: it swaps the storefront the sweeps use.
import { getOrderForwarding, storefrontOn, useStorefrontForTests as setStorefront } from '../storefront';
import { TEST_SESSION_SECRET } from './fake-thelia/thelia-buyers';

export type InstancePlan = { databaseUrl: string } & (
  | {
      mode: 'every round';
      /** The Thelia stand-in orders are forwarded to, those placed since `forwardSince` only. */
      theliaUrl: string;
      forwardSince: string;
    }
  | { mode: 'drain'; drainBoundMs: number }
);

/** What the suite hears from an instance: ready to sweep, then what each sweep's round answered. */
export type InstanceMessage = { ready: true } | { done: RoundAnswers };
export type RoundAnswers = Awaited<ReturnType<typeof everyRound>>;

const plan = JSON.parse(process.argv[2] ?? '') as InstancePlan;

/** The storefront on the suite's database, with forwarding to Thelia as SHOP_BACKEND=thelia wires it. */
async function openStorefront(): Promise<void> {
  const handle = await openDatabase({ databaseUrl: plan.databaseUrl, pgliteDataDir: '' });
  const shop = await createEmbeddedBackend(handle);
  const forwarding =
    plan.mode === 'every round'
      ? {
          orders: shop,
          outbox: embeddedForwardingOutbox(handle.db),
          links: embeddedCustomerLinks(handle.db, TEST_SESSION_SECRET),
          thelia: theliaOrderCalls({ baseUrl: plan.theliaUrl }),
          settings: {
            THELIA_DELIVERY_MODULES: new Map([[77, 10]]),
            THELIA_PAYMENT_MODULE_ID: 20,
            THELIA_LANGUAGE_IDS: { de: 1, en: 2, ro: 1 },
            SESSION_SECRET: TEST_SESSION_SECRET,
            THELIA_FORWARD_SINCE: new Date(plan.forwardSince),
          },
        }
      : null;
  setStorefront(
    await storefrontOn(handle, {}, { shop, forwarding, theliaAnswers: null, accountAdoption: null }),
  );
}

/** Every sweep's round as its start function in lib/ runs it, all at once. */
async function everyRound() {
  const startedAt = Date.now();
  const [confirmations, reminders, cartReminders, eFactura, forwarding] = await Promise.all([
    resendLostConfirmations(),
    sendDueReminders(),
    sendCartReminders(),
    configuredAnafClient().then((client) => client && sweepEFactura(client)),
    getOrderForwarding().then((deps) => deps && sweepOrderForwarding(deps)),
  ]);
  return { startedAt, endedAt: Date.now(), confirmations, reminders, cartReminders, eFactura, forwarding };
}

async function main(): Promise<void> {
  await openStorefront();
  if (plan.mode === 'drain') {
    const { drainBoundMs } = plan;
    process.once('SIGTERM', () => void drainBackgroundWork(drainBoundMs).finally(() => process.exit(143)));
    repeatSweep(
      60_000,
      'Resending lost confirmations',
      (stop) => resendLostConfirmations(new Date(), stop),
      0,
    );
    process.send!({ ready: true } satisfies InstanceMessage);
    return;
  }
  // The barrier: every instance starts its rounds at the moment the suite names.
  process.once('message', (message: { at: number }) =>
    setTimeout(
      () =>
        void everyRound().then(
          (done) => process.send!({ done } satisfies InstanceMessage, () => process.exit(0)),
          fail,
        ),
      message.at - Date.now(),
    ),
  );
  process.send!({ ready: true } satisfies InstanceMessage);
}

function fail(error: unknown): void {
  console.error(error);
  process.exit(1);
}

main().catch(fail);
