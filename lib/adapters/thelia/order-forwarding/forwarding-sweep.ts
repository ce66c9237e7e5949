import { logError } from '../../../monitoring/log-error';
import { TheliaError } from '../thelia-client';
import type { ForwardingEntry } from './forwarding-outbox';
import { ForwardingRefusal } from './forwarding-settings';
import { forwardOrder, type ForwardingDeps } from './forward-order';

const MINUTE = 60_000;
/** A provider's order is queued once paid: a month back also catches one paid late or held up by an outage. */
const LOOK_BACK_MS = 30 * 24 * 60 * MINUTE;
/** An order one sweep took is another's again after this, should the first die holding it. */
const CLAIM_MS = 10 * MINUTE;
const ORDERS_PER_SWEEP = 20;

/** After the n-th failure: 1, 2, 4 … minutes, at most an hour, so orders reach Thelia soon after it is back. */
const retryDelay = (attempts: number) => Math.min(MINUTE * 2 ** attempts, 60 * MINUTE);

interface ForwardingTally {
  queued: number;
  forwarded: number;
  retried: number;
  /** Orders that need an operator, with the reason recorded for them. */
  failed: Array<{ orderId: number; reason: string }>;
}

/** A paying entry found again: its /order/pay was asked and its answer never recorded. */
const mayBePlaced = (entry: ForwardingEntry) =>
  `Order ${entry.orderId} may be at Thelia already: /order/pay was asked at ${entry.payingSince?.toISOString()} ` +
  `and its answer was not recorded (${entry.lastError ?? 'the forwarding stopped'}). ` +
  "It is not sent again: look for it in Thelia's back office.";

/**
 * One pass over the forwarding outbox: queues the orders to forward, then forwards each due one at most once.
 * Thelia out of reach is tried again later; a refusal, and an order that may have reached Thelia without its
 * answer, is recorded as failed and reported, never sent again by itself. Once `stop` is aborted it ends after
 * the order at hand.
 */
export async function sweepOrderForwarding(
  deps: ForwardingDeps,
  now = new Date(),
  stop?: AbortSignal,
): Promise<ForwardingTally> {
  const { outbox } = deps;
  const lookBack = now.getTime() - LOOK_BACK_MS;
  const since = new Date(Math.max(lookBack, deps.settings.THELIA_FORWARD_SINCE?.getTime() ?? lookBack));
  const tally: ForwardingTally = {
    queued: await outbox.queueOrders(since, now),
    forwarded: 0,
    retried: 0,
    failed: [],
  };
  const { lease, entries } = await outbox.claimDue(now, new Date(now.getTime() + CLAIM_MS), ORDERS_PER_SWEEP);
  const fail = async (orderId: number, reason: string) => {
    await outbox.recordFailed(orderId, lease, reason);
    tally.failed.push({ orderId, reason });
    logError(`Order ${orderId} was not forwarded to Thelia`, new Error(reason));
  };
  for (const [index, entry] of entries.entries()) {
    if (stop?.aborted) {
      // The server drains: what it did not touch goes back at once, for another instance's next sweep.
      for (const untouched of entries.slice(index)) await outbox.release(untouched.orderId, lease);
      break;
    }
    if (entry.state === 'paying') {
      await fail(entry.orderId, mayBePlaced(entry));
      continue;
    }
    try {
      if ((await forwardOrder(entry.orderId, lease, deps)) !== null) tally.forwarded += 1;
    } catch (error) {
      if (error instanceof TheliaError || error instanceof ForwardingRefusal) {
        await fail(entry.orderId, error.message);
        continue;
      }
      tally.retried += 1;
      const retryAt = new Date(now.getTime() + retryDelay(entry.attempts));
      const message = error instanceof Error ? error.message : String(error);
      await outbox.recordRetry(entry.orderId, lease, message, retryAt);
      logError(`Forwarding order ${entry.orderId} to Thelia failed (attempt ${entry.attempts + 1})`, error);
    }
  }
  return tally;
}
