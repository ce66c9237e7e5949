import { sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { offlinePaymentMethods, orderStatuses } from '../../../shop/order-types';
import type { ShopDatabase } from '../../embedded/database';
import { selectRows } from '../../embedded/queries/raw';

/**
 * Where forwarding an order to Thelia stands (schema/thelia-orders.ts): pending, paying (/order/pay asked, its
 * answer not recorded), forwarded with Thelia's order id, or failed with the reason.
 */
type ForwardingState = 'pending' | 'paying' | 'forwarded' | 'failed';

export interface ForwardingEntry {
  orderId: number;
  state: ForwardingState;
  theliaOrderId: number | null;
  attempts: number;
  nextAttemptAt: Date;
  payingSince: Date | null;
  lastError: string | null;
}

interface EntryRow {
  order_id: number;
  state: string;
  thelia_order_id: number | null;
  attempts: number;
  next_attempt_at: Date | string;
  paying_since: Date | string | null;
  last_error: string | null;
}

const COLUMNS = sql.raw(
  'order_id, state, thelia_order_id, attempts, next_attempt_at, paying_since, last_error',
);
const iso = (date: Date) => date.toISOString();

const entryOf = (row: EntryRow): ForwardingEntry => ({
  orderId: row.order_id,
  state: row.state as ForwardingState,
  theliaOrderId: row.thelia_order_id,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at),
  payingSince: row.paying_since === null ? null : new Date(row.paying_since),
  lastError: row.last_error,
});

/** The outbox in the embedded database, beside the orders it forwards. Several sweeps may run at once. */
export function embeddedForwardingOutbox(db: ShopDatabase) {
  const rows = async (query: SQL) => (await selectRows<EntryRow>(db, query)).map(entryOf);
  /** Changes an entry only while `lease` still holds it: a sweep that lost it leaves it to the other. */
  const leased = async (orderId: number, lease: string, changes: SQL) => {
    await db.execute(
      sql`UPDATE thelia_order_forwarding SET ${changes}, lease = NULL, leased_until = NULL, updated_at = now()
          WHERE order_id = ${orderId} AND lease = ${lease}`,
    );
  };
  const offline = sql.join(
    offlinePaymentMethods.map((method) => sql`${method}`),
    sql`, `,
  );
  return {
    /**
     * Queues the orders placed since `since` that are certain: an offline payment's at once, a provider's once
     * paid (an abandoned payment page's order is cancelled, and Thelia never hears of it).
     */
    queueOrders: async (since: Date, now: Date) =>
      (
        await selectRows(
          db,
          sql`INSERT INTO thelia_order_forwarding (order_id, next_attempt_at)
              SELECT id, ${iso(now)} FROM "order"
              WHERE created_at >= ${iso(since)} AND status_id <> ${orderStatuses.cancelled}
                AND (payment_method IN (${offline}) OR paid_at IS NOT NULL)
              ON CONFLICT DO NOTHING RETURNING order_id`,
        )
      ).length,
    /** Pending and paying entries due by `now`, oldest first, at most `limit`, held under a new lease until `until`. */
    async claimDue(now: Date, until: Date, limit: number) {
      const lease = randomUUID();
      const entries = await rows(
        sql`UPDATE thelia_order_forwarding SET lease = ${lease}, leased_until = ${iso(until)}, updated_at = now()
            WHERE order_id IN (
              SELECT order_id FROM thelia_order_forwarding
              WHERE state IN ('pending', 'paying') AND next_attempt_at <= ${iso(now)}
                AND (leased_until IS NULL OR leased_until <= ${iso(now)})
              ORDER BY next_attempt_at, order_id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
            RETURNING ${COLUMNS}`,
      );
      return { lease, entries: entries.sort((a, b) => a.orderId - b.orderId) };
    },
    /** Marks a pending entry paying before /order/pay; false when its lease has run out or moved on. */
    markPaying: async (orderId: number, lease: string) =>
      (
        await selectRows(
          db,
          sql`UPDATE thelia_order_forwarding SET state = 'paying', paying_since = now(), updated_at = now()
              WHERE order_id = ${orderId} AND state = 'pending' AND lease = ${lease}
                AND leased_until > ${iso(new Date())}
              RETURNING order_id`,
        )
      ).length === 1,
    /** Kept whoever holds the entry now: Thelia's order id is a fact, and the only proof against paying twice. */
    recordForwarded: async (orderId: number, theliaOrderId: number) => {
      await db.execute(
        sql`UPDATE thelia_order_forwarding SET state = 'forwarded', thelia_order_id = ${theliaOrderId},
              last_error = NULL, lease = NULL, leased_until = NULL, updated_at = now()
            WHERE order_id = ${orderId}`,
      );
    },
    recordFailed: (orderId: number, lease: string, reason: string) =>
      leased(orderId, lease, sql`state = 'failed', last_error = ${reason}`),
    /** Counted, its error kept, tried again at `retryAt`; a paying entry stays paying. */
    /** Gives back an entry this sweep claimed but did not touch (the server drains): due again at once. */
    release: (orderId: number, lease: string) => leased(orderId, lease, sql`state = state`),
    recordRetry: (orderId: number, lease: string, error: string, retryAt: Date) =>
      leased(
        orderId,
        lease,
        sql`attempts = attempts + 1, last_error = ${error}, next_attempt_at = ${iso(retryAt)}`,
      ),
    getEntry: async (orderId: number): Promise<ForwardingEntry | null> =>
      (await rows(sql`SELECT ${COLUMNS} FROM thelia_order_forwarding WHERE order_id = ${orderId}`))[0] ??
      null,
  };
}

export type ForwardingOutbox = ReturnType<typeof embeddedForwardingOutbox>;
