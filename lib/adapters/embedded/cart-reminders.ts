import { sql } from 'drizzle-orm';
import type { StoreCode } from '../../shop/codes';
import {
  reminderOutcomes,
  type CartReminderBook,
  type IdleCart,
  type ReminderCounts,
  type ReminderOutcome,
} from '../../shop/cart-reminders';
import type { ShopDatabase } from './database';
import { selectRows } from './queries/raw';

const iso = (date: Date) => date.toISOString();
const state = (cart: IdleCart) => sql`cart_id = ${cart.cartId} AND touched_at = ${iso(cart.touchedAt)}`;

/** The storefront's record of abandoned-cart reminders in the embedded database. */
export function embeddedCartReminders(db: ShopDatabase): CartReminderBook {
  return {
    async claim(cart, now, leaseUntil) {
      const claimed = await selectRows<{ cart_id: number }>(
        db,
        sql`INSERT INTO cart_reminder (cart_id, touched_at, store_code, leased_until)
          VALUES (${cart.cartId}, ${iso(cart.touchedAt)}, ${cart.store}, ${iso(leaseUntil)})
          ON CONFLICT (cart_id, touched_at) DO UPDATE SET leased_until = EXCLUDED.leased_until
          WHERE cart_reminder.outcome IS NULL
            AND (cart_reminder.leased_until IS NULL OR cart_reminder.leased_until < ${iso(now)})
          RETURNING cart_id`,
      );
      return claimed.length === 1;
    },
    async settle(cart, outcome, now) {
      await db.execute(sql`UPDATE cart_reminder SET outcome = ${outcome}, decided_at = ${iso(now)},
        leased_until = NULL WHERE ${state(cart)}`);
    },
    async release(cart) {
      await db.execute(
        sql`UPDATE cart_reminder SET leased_until = NULL WHERE ${state(cart)} AND outcome IS NULL`,
      );
    },
    async remindedSince(cartId, since) {
      const rows = await selectRows<{ cart_id: number }>(
        db,
        sql`SELECT cart_id FROM cart_reminder WHERE cart_id = ${cartId} AND outcome = 'sent'
          AND decided_at >= ${iso(since)} LIMIT 1`,
      );
      return rows.length > 0;
    },
    async markOrdered(cartId, remindedSince, now) {
      await db.execute(sql`UPDATE cart_reminder SET ordered_at = ${iso(now)}
        WHERE (cart_id, touched_at) = (SELECT cart_id, touched_at FROM cart_reminder
          WHERE cart_id = ${cartId} AND outcome = 'sent' AND decided_at >= ${iso(remindedSince)}
          ORDER BY decided_at DESC LIMIT 1)
        AND ordered_at IS NULL`);
    },
    async counts(since) {
      const rows = await selectRows<{
        store_code: StoreCode;
        outcome: ReminderOutcome;
        carts: string | number;
        ordered: string | number;
      }>(
        db,
        sql`SELECT store_code, outcome, count(*) AS carts, count(ordered_at) AS ordered FROM cart_reminder
          WHERE decided_at >= ${iso(since)} GROUP BY store_code, outcome ORDER BY store_code`,
      );
      const byStore = new Map<StoreCode, ReminderCounts>();
      for (const row of rows) {
        const counts = byStore.get(row.store_code) ?? {
          store: row.store_code,
          outcomes: Object.fromEntries(
            reminderOutcomes.map((outcome) => [outcome, 0]),
          ) as ReminderCounts['outcomes'],
          ordered: 0,
        };
        counts.outcomes[row.outcome] = Number(row.carts);
        counts.ordered += Number(row.ordered);
        byStore.set(row.store_code, counts);
      }
      return [...byStore.values()];
    },
  };
}
