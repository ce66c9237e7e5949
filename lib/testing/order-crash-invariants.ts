import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { orderStatuses } from '../shop/order-types';
import { couponBuyers } from '../adapters/embedded/coupon-buyer';
import type { CrashGoods } from './order-crash-plan';

/** How many orders a database holds, and how many paid ones still wait for their confirmation. */
export interface CrashTally {
  orders: number;
  cancelled: number;
  paid: number;
  unconfirmed: number;
}

/** What the worker found after a restart, or the suite after the last kill. */
export interface CrashReport {
  violations: string[];
  tally: CrashTally;
}

const { cancelled, notPaid, paid } = orderStatuses;

/** Orders without lines or either address, or whose lines do not add up to the goods they name. */
async function brokenOrders(tx: ShopDatabase): Promise<string[]> {
  const rows = await selectRows<Record<string, string | number | null>>(
    tx,
    sql`SELECT o.ref, l.lines, l.gross, l.net, o.goods_gross, o.goods_net, a.kinds FROM "order" o
        CROSS JOIN LATERAL (SELECT count(*)::int AS lines, COALESCE(sum(line_gross), 0)::bigint AS gross,
          COALESCE(sum(line_net), 0)::bigint AS net FROM order_product WHERE order_id = o.id) l
        CROSS JOIN LATERAL (SELECT string_agg(kind, ',' ORDER BY kind) AS kinds FROM order_address
          WHERE order_id = o.id) a
        WHERE l.lines = 0 OR l.gross <> o.goods_gross OR l.net <> o.goods_net
          OR a.kinds IS DISTINCT FROM 'delivery,invoice'
          OR o.total_gross <> o.goods_gross + o.postage_gross - o.discount_gross
          OR o.total_net <> o.goods_net + o.postage_net - o.discount_net`,
  );
  return rows.map(
    (row) =>
      `order ${row.ref}: ${row.lines} lines of ${row.gross}/${row.net} for goods of ` +
      `${row.goods_gross}/${row.goods_net}, addresses ${row.kinds ?? 'none'}`,
  );
}

/** Stock that does not equal what it started from less what live orders hold, or centres that disagree with it. */
async function stockMismatches(tx: ShopDatabase, goods: CrashGoods[]): Promise<string[]> {
  const rows = await selectRows<{ id: number; quantity: number; centres: number; ordered: number }>(
    tx,
    sql`SELECT pse.id, pse.quantity,
          (SELECT COALESCE(sum(s.quantity), 0) FROM fulfilment_center_stock s
            WHERE s.product_sale_elements_id = pse.id)::int AS centres,
          (SELECT COALESCE(sum(l.quantity), 0) FROM order_product l JOIN "order" o ON o.id = l.order_id
            WHERE l.product_sale_elements_id = pse.id AND o.status_id <> ${cancelled})::int AS ordered
        FROM product_sale_elements pse WHERE pse.id IN (${sql.join(
          goods.map((item) => sql`${item.saleElementId}`),
          sql`, `,
        )})`,
  );
  const violations: string[] = [];
  for (const item of goods) {
    const row = rows.find((candidate) => candidate.id === item.saleElementId);
    if (!row) violations.push(`sale element ${item.saleElementId} is gone`);
    else if (row.quantity !== item.initialStock - row.ordered || row.centres !== row.quantity)
      violations.push(
        `sale element ${item.saleElementId}: ${item.initialStock} at the start, ${row.ordered} ordered, ` +
          `${row.quantity} in stock, ${row.centres} in its centres`,
      );
  }
  const [negative] = await selectRows<{ count: number }>(
    tx,
    sql`SELECT ((SELECT count(*) FROM product_sale_elements WHERE quantity < 0)
        + (SELECT count(*) FROM fulfilment_center_stock WHERE quantity < 0))::int AS count`,
  );
  if (negative!.count > 0) violations.push(`${negative!.count} stock rows below 0`);
  return violations;
}

/** Coupon counts that differ from the live orders using the coupon, overall or per buyer key (coupon-buyer.ts). */
async function couponMismatches(tx: ShopDatabase): Promise<string[]> {
  const overall = await selectRows<{ code: string; used_count: number; orders: number }>(
    tx,
    sql`SELECT c.code, c.used_count,
          (SELECT count(*) FROM "order" o WHERE o.coupon_code = c.code AND o.status_id <> ${cancelled})::int AS orders
        FROM coupon c`,
  );
  const counted = await selectRows<{ code: string; email: string; count: number }>(
    tx,
    sql`SELECT c.code, u.email, u.count FROM coupon_use u JOIN coupon c ON c.id = u.coupon_id`,
  );
  const orders = await selectRows<{ coupon_code: string; email: string; customer_id: number | null }>(
    tx,
    sql`SELECT coupon_code, email, customer_id FROM "order"
        WHERE coupon_code IS NOT NULL AND status_id <> ${cancelled}`,
  );
  const live = new Map<string, number>();
  for (const order of orders)
    for (const buyer of couponBuyers(order.email, order.customer_id)) {
      const key = `${order.coupon_code} by ${buyer}`;
      live.set(key, (live.get(key) ?? 0) + 1);
    }
  const uses = new Map(counted.map((row) => [`${row.code} by ${row.email}`, row.count]));
  const perBuyer = [...new Set([...live.keys(), ...uses.keys()])].filter(
    (key) => (uses.get(key) ?? 0) !== (live.get(key) ?? 0),
  );
  return [
    ...overall
      .filter((row) => row.used_count !== row.orders)
      .map((row) => `coupon ${row.code}: used ${row.used_count}, ${row.orders} live orders`),
    ...perBuyer.map(
      (key) => `coupon ${key}: counted ${uses.get(key) ?? 0}, ${live.get(key) ?? 0} live orders`,
    ),
  ];
}

/**
 * Payments and confirmations half done: a handled webhook event whose outcome is not in its order (an event is
 * remembered only after its report was recorded), a paid order without a payment time, a confirmation sent
 * unclaimed. A paid order whose event is not remembered yet is no fault: the kill came between the two, and the
 * provider's next delivery records nothing new and remembers it.
 */
async function paymentMismatches(tx: ShopDatabase): Promise<string[]> {
  const rows = await selectRows<{ ref: string; problem: string }>(
    tx,
    sql`SELECT o.ref, 'event ' || e.event_id || ' stored, order not paid nor cancelled' AS problem
          FROM webhook_event e JOIN "order" o ON o.id = e.order_id WHERE o.status_id = ${notPaid}
        UNION ALL SELECT o.ref, 'paid without a payment time' FROM "order" o
          WHERE o.status_id = ${paid} AND o.paid_at IS NULL
        UNION ALL SELECT o.ref, 'confirmation sent but never claimed, or for an unpaid order' FROM "order" o
          WHERE o.confirmation_sent_at IS NOT NULL
            AND (o.confirmation_claimed_at IS NULL OR o.status_id <> ${paid})`,
  );
  return rows.map((row) => `order ${row.ref}: ${row.problem}`);
}

/** Gaps in a store's invoice series: every number from 1 to the last one given belongs to exactly one order. */
async function invoiceSeriesGaps(tx: ShopDatabase): Promise<string[]> {
  const rows = await selectRows<{
    store_code: string;
    year: number;
    last_number: number;
    used: number;
    top: number;
  }>(
    tx,
    sql`SELECT s.store_code, s.year, s.last_number,
          count(o.id)::int AS used,
          COALESCE(max(split_part(o.invoice_ref, '-', 3)::int), 0) AS top
        FROM invoice_series s LEFT JOIN "order" o
          ON o.invoice_ref LIKE upper(s.store_code) || '-' || s.year || '-%'
        GROUP BY s.store_code, s.year, s.last_number`,
  );
  return rows
    .filter((row) => row.used !== row.last_number || row.top !== row.last_number)
    .map(
      (row) =>
        `invoice series ${row.store_code} ${row.year}: last number ${row.last_number}, ` +
        `${row.used} orders numbered up to ${row.top}`,
    );
}

async function tally(tx: ShopDatabase): Promise<CrashTally> {
  const [row] = await selectRows<CrashTally>(
    tx,
    sql`SELECT count(*)::int AS orders,
          (count(*) FILTER (WHERE status_id = ${cancelled}))::int AS cancelled,
          (count(*) FILTER (WHERE status_id = ${paid}))::int AS paid,
          (count(*) FILTER (WHERE status_id = ${paid} AND confirmation_sent_at IS NULL))::int AS unconfirmed
        FROM "order"`,
  );
  return row!;
}

/**
 * Checks what must hold after any crash (the issue's test): every order whole or absent, stock and coupon counts
 * agreeing with the orders that hold them, no payment or confirmation half recorded, no gap in an invoice series. Read in one snapshot: on
 * PostgreSQL the server may still be committing what a killed client sent just before it died.
 */
export function checkAfterCrash(db: ShopDatabase, goods: CrashGoods[]): Promise<CrashReport> {
  return db.transaction(
    async (tx) => ({
      violations: [
        ...(await brokenOrders(tx)),
        ...(await stockMismatches(tx, goods)),
        ...(await couponMismatches(tx)),
        ...(await paymentMismatches(tx)),
        ...(await invoiceSeriesGaps(tx)),
      ],
      tally: await tally(tx),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
