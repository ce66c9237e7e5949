import 'server-only';
import { sweepOrderForwarding } from '../adapters/thelia/order-forwarding/forwarding-sweep';
import { logError } from '../monitoring/log-error';
import { getOrderForwarding } from '../storefront';

/** Often enough that Thelia's back office sees an order within seconds of the shopper placing it; the outbox query costs next to nothing. */
const SWEEP_EVERY_MS = 10_000;

/**
 * With SHOP_BACKEND=thelia, forwards the storefront's orders to Thelia while the server runs (README "Running on a
 * Thelia shop"); with the embedded backend there is nothing to forward and it never sweeps. One sweep at a time per
 * server; several servers share the work through the outbox's leases.
 */
export function startOrderForwardingSweep(): void {
  let running = false;
  setInterval(() => {
    if (running) return;
    running = true;
    getOrderForwarding()
      .then((forwarding) => forwarding && sweepOrderForwarding(forwarding))
      .catch((error: unknown) => logError('Forwarding orders to Thelia failed', error))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS).unref();
}
