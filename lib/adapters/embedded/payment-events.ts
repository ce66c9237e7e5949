import { sql } from 'drizzle-orm';
import type { PaymentEvents } from '../../shop/payment-events';
import type { ShopDatabase } from './database';
import { selectRows } from './queries/raw';

/** Handled webhook events in the embedded database's `webhook_event` table, by provider and event id. */
export function embeddedPaymentEvents(db: ShopDatabase): PaymentEvents {
  return {
    handled: async (provider, eventId) =>
      (
        await selectRows<{ found: number }>(
          db,
          sql`SELECT 1 AS found FROM webhook_event WHERE provider = ${provider} AND event_id = ${eventId}`,
        )
      ).length > 0,
    remember: async (provider, eventId, orderId) => {
      await db.execute(sql`INSERT INTO webhook_event (provider, event_id, order_id)
        VALUES (${provider}, ${eventId}, ${orderId}) ON CONFLICT DO NOTHING`);
    },
  };
}
