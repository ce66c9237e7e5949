import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { productSaleElements } from './variants';

/**
 * A set sold at its own price (a WC with its frame and seat): the set's sale element holds `quantity` of each part.
 * The set keeps no stock of its own: its `quantity` is what its parts allow, refreshed wherever a part's stock
 * changes (queries/set-stock.ts), and an order takes the parts' units. A part is never itself a set.
 */
export const productSetPart = pgTable(
  'product_set_part',
  {
    setSaleElementId: integer('set_sale_element_id')
      .notNull()
      .references(() => productSaleElements.id, { onDelete: 'cascade' }),
    // A part still sold in a set cannot be deleted: the set would be sold without it.
    partSaleElementId: integer('part_sale_element_id')
      .notNull()
      .references(() => productSaleElements.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.setSaleElementId, t.partSaleElementId] }),
    // A sold part finds the sets whose stock it changes.
    index('product_set_part_part_idx').on(t.partSaleElementId),
    check('product_set_part_quantity_positive', sql`${t.quantity} > 0`),
    check('product_set_part_not_itself', sql`${t.setSaleElementId} <> ${t.partSaleElementId}`),
  ],
);
