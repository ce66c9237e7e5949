import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../../embedded/database';
import { refreshSetStock } from '../../embedded/queries/set-stock';
import { selectRows } from '../../embedded/queries/raw';

/** How far back an order not yet at Thelia still holds its units: older ones are an operator's to sort out. */
const PENDING_DAYS = 30;

/**
 * Units the storefront sold that Thelia's stock does not show yet, per sale element: the lines (a set's: its
 * parts, `quantity` of each per set) of orders neither cancelled (5) nor refunded (6), placed in the last
 * PENDING_DAYS days, whose forwarding to Thelia (thelia_order_forwarding) is not done: no row yet (not queued
 * yet) or one in any state but 'forwarded'. Orders older than the first one ever queued, or than `forwardSince`
 * (THELIA_FORWARD_SINCE), were never meant for Thelia's stock (placed before forwarding began, or their rows
 * cleared once forwarded), so they are not counted.
 */
const pendingUnits = (forwardSince: Date | undefined) => sql`
  WITH since AS (
    SELECT GREATEST(now() - ${sql.raw(`interval '${PENDING_DAYS} days'`)},
      coalesce((SELECT min(first.created_at) FROM thelia_order_forwarding f
        JOIN "order" first ON first.id = f.order_id), '-infinity'::timestamptz),
      ${forwardSince?.toISOString() ?? '-infinity'}::timestamptz) AS at),
  lines AS (
    SELECT op.product_sale_elements_id AS id, op.quantity, op.set_parts
    FROM "order" o
    JOIN order_product op ON op.order_id = o.id
    LEFT JOIN thelia_order_forwarding f ON f.order_id = o.id
    WHERE o.status_id NOT IN (5, 6) AND o.created_at >= (SELECT at FROM since)
      AND (f.order_id IS NULL OR f.state <> 'forwarded')),
  units AS (
    SELECT id, quantity AS units FROM lines WHERE jsonb_array_length(set_parts) = 0
    UNION ALL
    SELECT (part->>'saleElementId')::int, (part->>'quantity')::int * lines.quantity
    FROM lines, jsonb_array_elements(lines.set_parts) AS part
    WHERE jsonb_array_length(lines.set_parts) > 0)
  SELECT id, sum(units)::int AS units FROM units GROUP BY id`;

/**
 * Takes the units of the storefront's orders Thelia has not taken yet (pendingUnits) off the stock just written
 * from Thelia's figure, never below 0, so an import does not give back what the storefront has sold meanwhile;
 * then the sets holding a part changed follow their parts. Run in the import's transaction after the sale
 * elements were written, whose row locks order placement waits for. Returns how many were reduced.
 */
export async function holdBackPendingOrders(
  db: ShopDatabase,
  saleElementIds: number[],
  forwardSince?: Date,
): Promise<number> {
  if (saleElementIds.length === 0) return 0;
  const reduced = await selectRows<{ id: number }>(
    db,
    sql`UPDATE product_sale_elements pse SET quantity = GREATEST(pse.quantity - pending.units, 0)
      FROM (${pendingUnits(forwardSince)}) pending
      WHERE pse.id = pending.id AND pending.units > 0
        AND pse.id = ANY(${sql.param(saleElementIds)}::int[])
      RETURNING pse.id`,
  );
  await refreshSetStock(
    db,
    reduced.map((row) => row.id),
  );
  return reduced.length;
}
