import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { taxRule } from './geo';
import { textI18nTable } from './i18n-columns';

/** Category tree; parent 0 is the root, as in Thelia. */
export const category = pgTable(
  'category',
  {
    id: integer('id').primaryKey(),
    parent: integer('parent').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('category_parent_idx').on(t.parent, t.position)],
);

export const categoryI18n = textI18nTable('category_i18n', () => category.id);

/**
 * A brand and, for the General Product Safety Regulation (EU 2023/988, Art. 19), who makes its goods: the
 * manufacturer's name, postal and electronic address, and the responsible person in the EU when the manufacturer
 * is outside it (null then means the manufacturer is in the EU).
 */
export const brand = pgTable('brand', {
  id: integer('id').primaryKey(),
  visible: boolean('visible').notNull().default(true),
  position: integer('position').notNull().default(0),
  logoFile: text('logo_file'),
  manufacturerName: text('manufacturer_name'),
  manufacturerAddress: text('manufacturer_address'),
  manufacturerContact: text('manufacturer_contact'),
  euResponsibleName: text('eu_responsible_name'),
  euResponsibleAddress: text('eu_responsible_address'),
  euResponsibleContact: text('eu_responsible_contact'),
});

export const brandI18n = textI18nTable('brand_i18n', () => brand.id);

/**
 * Thelia keeps min/multiple quantities, units and delivery delays in modules; the embedded backend keeps them
 * on the product so one query answers the product page.
 */
export const product = pgTable(
  'product',
  {
    id: integer('id').primaryKey(),
    ref: varchar('ref', { length: 64 }).notNull().unique(),
    brandId: integer('brand_id').references(() => brand.id, { onDelete: 'set null' }),
    taxRuleId: integer('tax_rule_id')
      .notNull()
      .references(() => taxRule.id),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    kind: varchar('kind', { length: 16 }).notNull().default('goods'),
    unit: varchar('unit', { length: 16 }).notNull().default('piece'),
    minQuantity: integer('min_quantity').notNull().default(1),
    orderMultiple: integer('order_multiple').notNull().default(1),
    deliveryMinDays: integer('delivery_min_days').notNull().default(1),
    deliveryMaxDays: integer('delivery_max_days').notNull().default(3),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('product_brand_idx').on(t.brandId), index('product_sales_idx').on(t.salesCount)],
);

export const productI18n = textI18nTable('product_i18n', () => product.id);

/** A product's warnings and safety information per language (GPSR Art. 19 (d)), one paragraph a line. */
export const productSafetyI18n = pgTable(
  'product_safety_i18n',
  {
    id: integer('id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 16 }).notNull(),
    warnings: text('warnings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.locale] })],
);

/**
 * A product's EU energy label (Regulation 2017/1369 and the product regulation named in `regulation`: 811/2013,
 * 812/2013, 626/2011 or 2015/1186): its class on that regulation's scale, a second class where the label has two
 * (a combination heater's water heating, a reversible air conditioner's heating), the EPREL registration number,
 * and the media files of the drawn label and of the product information sheet.
 */
export const productEnergyLabel = pgTable('product_energy_label', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => product.id, { onDelete: 'cascade' }),
  regulation: varchar('regulation', { length: 16 }).notNull(),
  energyClass: varchar('energy_class', { length: 8 }).notNull(),
  secondClass: varchar('second_class', { length: 8 }),
  eprelNumber: integer('eprel_number'),
  labelFile: text('label_file').notNull(),
  sheetFile: text('sheet_file').notNull(),
});

export const productCategory = pgTable(
  'product_category',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    defaultCategory: boolean('default_category').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_category_category_idx').on(t.categoryId),
  ],
);

/** Countries a product is not shipped to (bulky goods, regional approvals): docs/product.md §4 "undeliverable". */
export const productUndeliverableCountry = pgTable(
  'product_undeliverable_country',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.countryId] })],
);
