import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { productSaleElements } from './variants';

/**
 * A radiator variant's EN 442 rating and size, which the configurator converts to a heating system's temperatures.
 * Thelia has no such table: a Thelia shop keeps these as features of one-size products, which its adapter maps.
 */
export const radiatorRating = pgTable(
  'radiator_rating',
  {
    productSaleElementsId: integer('product_sale_elements_id')
      .primaryKey()
      .references(() => productSaleElements.id, { onDelete: 'cascade' }),
    /** Heat output at 75/65/20 °C in watts. */
    ratedOutputW: integer('rated_output_w').notNull(),
    /** The exponent n of the radiator's characteristic equation, in thousandths. */
    exponentMilli: integer('exponent_milli').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    /** 'panel', 'bathroom' or 'designer'. */
    radiatorType: varchar('radiator_type', { length: 16 }).notNull(),
    /** 'side' or 'centre'. */
    connection: varchar('connection', { length: 8 }).notNull(),
  },
  (t) => [
    index('radiator_rating_output_idx').on(t.radiatorType, t.ratedOutputW),
    // Whatever the type: the search bounds the rated output from both sides (radiator-catalog.ts).
    index('radiator_rating_rated_idx').on(t.ratedOutputW),
    // The catalogue's lowest and highest exponent, read through the index at every search.
    index('radiator_rating_exponent_idx').on(t.exponentMilli),
    // The search for radiators that cover a load bounds the rated output by an exponent of at least 1.
    check('radiator_rating_sane', sql`${t.exponentMilli} BETWEEN 1000 AND 2000 AND ${t.ratedOutputW} > 0`),
  ],
);
