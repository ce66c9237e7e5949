import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from './catalog';
import { customer } from './customer';
import { storefrontSession } from './shopper';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A shopper's wishlist or compare list in one store (docs/product.md §3 "Wishlist and compare lists"). A customer's
 * wishlist is kept with their account; a guest's lists, and everyone's compare list, belong to the session and
 * go with it (a swept session takes its lists along).
 */
export const shopperList = pgTable(
  'shopper_list',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    storeCode: varchar('store_code', { length: 2 }).notNull(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'cascade' }),
    sessionHash: varchar('session_hash', { length: 64 }).references(() => storefrontSession.idHash, {
      onDelete: 'cascade',
    }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('shopper_list_customer_idx').on(t.customerId, t.storeCode, t.kind),
    uniqueIndex('shopper_list_session_idx').on(t.sessionHash, t.kind),
    check('shopper_list_kind', sql`${t.kind} IN ('wishlist', 'compare')`),
    check('shopper_list_one_owner', sql`(${t.customerId} IS NULL) <> (${t.sessionHash} IS NULL)`),
  ],
);

/** A product on a list, once; the order added is the order shown. */
export const shopperListItem = pgTable(
  'shopper_list_item',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => shopperList.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    addedAt: stamp('added_at'),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    index('shopper_list_item_product_idx').on(t.productId),
  ],
);
