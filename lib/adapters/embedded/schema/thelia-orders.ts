import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customer } from './customer';
import { shopOrder } from './order';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * The Thelia customer each buyer's forwarded orders are placed as (SHOP_BACKEND=thelia): a storefront customer by
 * id, a guest by e-mail. The storefront registered that customer at Thelia with a password of its own making,
 * kept sealed (order-forwarding/password-seal.ts). `email` is the login at Thelia, unique there as here;
 * `theliaCustomerId` is null until Thelia confirmed the customer by a login.
 */
export const theliaCustomerLink = pgTable('thelia_customer_link', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .unique()
    .references(() => customer.id, { onDelete: 'set null' }),
  email: varchar('email', { length: 254 }).notNull().unique(),
  theliaCustomerId: integer('thelia_customer_id'),
  sealedPassword: text('sealed_password').notNull(),
  createdAt: stamp('created_at'),
});

/**
 * The outbox of orders to forward to Thelia, one row per storefront order: pending until forwarded (with
 * Thelia's order id) or failed (with the reason). `paying` is set before /order/pay is asked and stays when
 * its answer never came: such an order may be at Thelia, so it is never paid again but reported. A sweep
 * holds the rows it works on under its `lease` until `leasedUntil`.
 */
export const theliaOrderForwarding = pgTable(
  'thelia_order_forwarding',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => shopOrder.id),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    theliaOrderId: integer('thelia_order_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stamp('next_attempt_at'),
    lease: varchar('lease', { length: 36 }),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    payingSince: timestamp('paying_since', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('thelia_order_forwarding_due_idx').on(t.state, t.nextAttemptAt)],
);
