import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per idle state of a customer's cart (the cart and when its lines last changed): leased while a sweep
 * decides it, then what became of it (lib/shop/cart-reminders.ts), and when an order came from the cart after a
 * reminder. The storefront's own state, so it names the backend's cart without a foreign key.
 */
export const cartReminder = pgTable(
  'cart_reminder',
  {
    cartId: integer('cart_id').notNull(),
    touchedAt: moment('touched_at').notNull(),
    storeCode: varchar('store_code', { length: 2 }).notNull(),
    leasedUntil: moment('leased_until'),
    outcome: varchar('outcome', { length: 16 }),
    decidedAt: moment('decided_at'),
    orderedAt: moment('ordered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.touchedAt] }),
    index('cart_reminder_decided_idx').on(t.decidedAt),
  ],
);
