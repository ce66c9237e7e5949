import { customType, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { product } from './catalog';

/** PostgreSQL's tsvector, written only by SQL (queries/search-refresh.ts), never read into JavaScript. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The full-text document of each visible product per locale (the embedded search engine, SPEC §7): title
 * (weight A), references and EANs (A, unstemmed), badges (B), brand and categories with their ancestors (C).
 * Text is folded first (shop_fold: ä→ae, ß→ss, Romanian diacritics dropped), so "Duschsäule", "Duschsaeule"
 * and "cadă"/"cada" meet; stemmed in the locale's language and also kept whole for prefixes while typing.
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
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    index('product_search_document_idx').using('gin', t.document),
    index('product_search_codes_idx').using('gin', t.codes),
  ],
);

/**
 * Folded words of titles, brands and categories per locale with how many products use them: the vocabulary a
 * misspelt word is corrected against (one edit away, SPEC §7 "tolerant of one typo").
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
