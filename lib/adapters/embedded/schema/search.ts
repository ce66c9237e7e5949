import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, real, text, varchar } from 'drizzle-orm/pg-core';
import { product } from './catalog';

/** The locales searches run in (lib/shop/languages.ts); each has a GIN index of its own. */
const searchLocales = ['de_DE', 'ro_RO', 'en_US'] as const;

/** PostgreSQL's tsvector, written only by SQL (queries/search-refresh.ts), never read into JavaScript. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The full-text document of each visible product per locale (the embedded search engine, docs/product.md §7): title
 * (weight A), references and EANs (A, unstemmed), badges (B), brand and categories with their ancestors (C).
 * Text is folded first (shop_fold: ä→ae, ß→ss, Romanian diacritics dropped), so "Duschsäule", "Duschsaeule"
 * and "cadă"/"cada" meet; stemmed in the locale's language and also kept whole for prefixes while typing.
 *
 * Built for the as-you-type search, which reads every match of a prefix such as "wasc" (a fifth of the
 * catalogue): one GIN index per locale, so a match never visits another language's rows; the rank's inputs
 * (sales) and the overlay's filter (categories) on the row itself, so a search reads this table alone; and rows
 * written grouped by locale and kind, so the matches of a word lie on few pages (3–5× faster at 100,000 products).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 16 }).notNull(),
    document: tsvector('document').notNull(),
    /** Lower-case product and sale element references and EANs: an exact hit ranks first. */
    codes: text('codes').array().notNull(),
    /** The listing row's sales count, which lifts the rank. */
    salesCount: integer('sales_count').notNull().default(0),
    /** The approved reviews' average rating, 0 without any; lifts or lowers the rank (docs/product.md §7). */
    rating: real('rating').notNull().default(0),
    /** The product's visible categories with their ancestors, as in the listing row's facet keys. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    ...searchLocales.map((locale) =>
      index(`product_search_document_${locale.toLowerCase()}_idx`)
        .using('gin', t.document)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
    index('product_search_codes_idx').using('gin', t.codes),
  ],
);

/**
 * Folded words of titles, brands and categories per locale with how many products use them: the vocabulary a
 * misspelt word is corrected against (one edit away, docs/product.md §7 "tolerant of one typo").
 */
export const searchTerm = pgTable(
  'search_term',
  {
    locale: varchar('locale', { length: 16 }).notNull(),
    term: text('term').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.term] })],
);
