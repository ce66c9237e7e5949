import { boolean, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cart } from './shopper';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A storefront cart kept at Thelia (SHOP_BACKEND=thelia): Thelia knows a cart only through the PHP session
 * that holds it, so the storefront's cart id names the session's cookies (a TheliaSessionSnapshot). The
 * storefront's own state, beside what Thelia has no place for: the customer the cart was given to (Thelia
 * sessions are not logged in by the storefront yet), the country the lines' undeliverable marks were set for,
 * when the lines last changed and how many there were then. Its id is a storefront `cart` row's, so the
 * sessions, appointments and lists that name a cart keep naming one, and deleting the cart deletes this.
 *
 * A change to the cart holds it under a short lease (busy_token, busy_until) while it talks to Thelia, rather
 * than a row lock in a transaction left open over HTTP (thelia-cart-rows.ts claimCart). A guest cart being
 * merged into a customer's keeps the merge's quantities (merge_plan) until it is gone, so a merge that failed
 * midway sets the same quantities again when it is retried rather than adding the guest's pieces twice.
 */
export const theliaCart = pgTable(
  'thelia_cart',
  {
    id: integer('id')
      .primaryKey()
      .references(() => cart.id, { onDelete: 'cascade' }),
    storeCode: varchar('store_code', { length: 2 }).notNull(),
    session: jsonb('session').notNull(),
    customerId: integer('customer_id'),
    markedForCountryId: integer('marked_for_country_id'),
    lineCount: integer('line_count').notNull().default(0),
    createdAt: stamp('created_at'),
    touchedAt: stamp('touched_at'),
    /** Who holds the cart for a change, and until when; a lease past its time is free to claim. */
    busyToken: varchar('busy_token', { length: 36 }),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    /** The quantities a merge of this guest cart gives the customer's cart (thelia-cart-merge.ts MergePlan). */
    mergePlan: jsonb('merge_plan'),
  },
  (t) => [
    index('thelia_cart_touched_idx').on(t.touchedAt),
    index('thelia_cart_customer_idx').on(t.customerId, t.storeCode),
  ],
);

/**
 * What a Thelia cart item (by its id) carries in the storefront and not at Thelia: until when its prices hold,
 * its undeliverable mark and the fulfilment centre chosen for it.
 */
export const theliaCartLine = pgTable(
  'thelia_cart_line',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => theliaCart.id, { onDelete: 'cascade' }),
    cartItemId: integer('cart_item_id').notNull(),
    /** Null for a line the storefront did not add (its prices were never promised): today's prices apply. */
    pricesHeldUntil: timestamp('prices_held_until', { withTimezone: true }),
    undeliverable: boolean('undeliverable').notNull().default(false),
    fulfilmentCentreId: integer('fulfilment_centre_id'),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.cartItemId] })],
);
