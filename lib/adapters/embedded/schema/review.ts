import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from './catalog';
import { productSaleElements } from './variants';
import { customer } from './customer';

/**
 * A shopper's review of a product (Thelia's comment module, docs/product.md §3 "Review"): written for the sale element the
 * customer looked at, waiting for moderation (status 0) until an admin approves (1) or rejects (2) it (docs/product.md §4).
 * One per customer and sale element; `verified` records that the customer bought that sale element when writing.
 * Seeded reviews have no customer, only the author's shown name.
 */
export const productReview = pgTable(
  'product_review',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    saleElementId: integer('sale_element_id')
      .notNull()
      .references(() => productSaleElements.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    author: varchar('author', { length: 80 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    comment: text('comment').notNull(),
    rating: smallint('rating').notNull(),
    verified: boolean('verified').notNull().default(false),
    status: smallint('status').notNull().default(0),
    locale: varchar('locale', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_review_customer_element_idx').on(t.customerId, t.saleElementId),
    // A product page reads its approved reviews newest first, a page at a time.
    index('product_review_product_idx').on(t.productId, t.status, t.createdAt.desc(), t.id.desc()),
    // The moderation page reads the pending ones, oldest first.
    index('product_review_status_idx').on(t.status, t.createdAt),
    check('product_review_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_review_status_known', sql`${t.status} BETWEEN 0 AND 2`),
  ],
);

/**
 * The approved reviews' count and rating sum per product, kept in the moderation's transaction: cards and the
 * search read one row by key instead of aggregating reviews.
 */
export const productRating = pgTable('product_rating', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => product.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull(),
  ratingSum: integer('rating_sum').notNull(),
});
