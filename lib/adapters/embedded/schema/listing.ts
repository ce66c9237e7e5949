import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from './catalog';

/**
 * One row per visible product with what listings filter, count and sort by, derived from the normalised tables
 * by `refreshProductListing` (queries/listing-refresh.ts). Every filterable value sits in one integer array,
 * `facet_keys` (see queries/facet-keys.ts), so a listing's facet counts are a single scan instead of a join
 * per facet: the normalised joins took ~0.5 s per facet on PGlite at 100,000 products, this ~20–60 ms.
 */
export const productListing = pgTable(
  'product_listing',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id'),
    taxRuleId: integer('tax_rule_id').notNull(),
    defaultCategoryId: integer('default_category_id'),
    /** Net price of the default sale element in euro cents, the promotion applied. */
    netPrice: bigint('net_price', { mode: 'number' }).notNull(),
    salesCount: integer('sales_count').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 1 in stock, 2 backorder, 3 preorder, 4 not in stock: of the default sale element, as cards show it. */
    availability: smallint('availability').notNull(),
    facetKeys: integer('facet_keys').array().notNull(),
  },
  (t) => [
    index('product_listing_facet_keys_idx').using('gin', t.facetKeys),
    index('product_listing_sales_idx').on(t.salesCount.desc(), t.position, t.productId),
  ],
);

/**
 * Product titles per locale, narrow so that sorting a large listing by name does not read the descriptions.
 * Sorted in ICU's root collation (Ä with A, Ș with S), which PGlite and PostgreSQL 15+ both ship.
 */
export const productListingI18n = pgTable(
  'product_listing_i18n',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 16 }).notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    index('product_listing_i18n_title_idx').on(t.locale, sql`${t.title} COLLATE "und-x-icu"`),
  ],
);
