import 'server-only';
import { sweepOrderForwarding } from '../adapters/thelia/order-forwarding/forwarding-sweep';
import { repeatSweep } from '../monitoring/repeat-sweep';
import { getOrderForwarding } from '../storefront';

/** Often enough that Thelia's back office sees an order within seconds of the shopper placing it; the outbox query costs next to nothing. */
const SWEEP_EVERY_MS = 10_000;

/**
 * With SHOP_BACKEND=thelia, forwards the storefront's orders to Thelia while the server runs (README "Running on a
 * Thelia shop"); with the embedded backend there is nothing to forward and it never sweeps. Several servers share the
 * work through the outbox's leases.
 */
export function startOrderForwardingSweep(): void {
  repeatSweep(SWEEP_EVERY_MS, 'Forwarding orders to Thelia', async (stop) => {
    const forwarding = await getOrderForwarding();
    if (forwarding) await sweepOrderForwarding(forwarding, new Date(), stop);
  });
}
