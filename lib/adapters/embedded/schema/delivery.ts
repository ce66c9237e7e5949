import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { country, currency, taxRule } from './geo';
import { textI18nTable } from './i18n-columns';
import { productSaleElements } from './variants';

/**
 * A way of delivering a cart (Thelia's delivery modules): parcel, express, freight or pickup. `position` orders
 * the choice (docs/product.md §4: id 77 first, else the lowest position); postage is taxed by `taxRuleId`.
 */
export const deliveryModule = pgTable('delivery_module', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  kind: varchar('kind', { length: 16 }).notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  taxRuleId: integer('tax_rule_id')
    .notNull()
    .references(() => taxRule.id),
  requiresPhone: boolean('requires_phone').notNull().default(false),
  deliveryMinDays: integer('delivery_min_days').notNull().default(1),
  deliveryMaxDays: integer('delivery_max_days').notNull().default(3),
});

/** Title and, as chapo, the short description shown with the choice. */
export const deliveryModuleI18n = textI18nTable('delivery_module_i18n', () => deliveryModule.id);

/**
 * Where a module delivers and how it charges there (Thelia's custom delivery postage): by weight, by the cart's
 * amount or flat, net amounts in `currencyId`; postage is free from `freeFrom` of goods as the shopper sees them.
 */
export const deliveryModuleCountry = pgTable(
  'delivery_module_country',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => deliveryModule.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currency.id),
    basis: varchar('basis', { length: 8 }).notNull(),
    freeFrom: bigint('free_from', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.countryId] })],
);

/** One step of a module's postage in a country: up to `upTo` grams or minor units (null: everything above). */
export const postageTier = pgTable(
  'postage_tier',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id').notNull(),
    countryId: integer('country_id').notNull(),
    upTo: bigint('up_to', { mode: 'number' }),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [index('postage_tier_module_idx').on(t.moduleId, t.countryId)],
);

/** A warehouse that ships (and, in Romania, hands out) goods; its stock per sale element is below. */
export const fulfilmentCenter = pgTable('fulfilment_center', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  countryId: integer('country_id')
    .notNull()
    .references(() => country.id),
  position: integer('position').notNull().default(0),
  title: text('title').notNull(),
  street: text('street').notNull(),
  postcode: varchar('postcode', { length: 16 }).notNull(),
  city: text('city').notNull(),
});

/** How many of a sale element a centre holds; together they make up the sale element's stock. */
export const fulfilmentCenterStock = pgTable(
  'fulfilment_center_stock',
  {
    fulfilmentCenterId: integer('fulfilment_center_id')
      .notNull()
      .references(() => fulfilmentCenter.id, { onDelete: 'cascade' }),
    productSaleElementsId: integer('product_sale_elements_id')
      .notNull()
      .references(() => productSaleElements.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fulfilmentCenterId, t.productSaleElementsId] }),
    index('fulfilment_center_stock_pse_idx').on(t.productSaleElementsId),
  ],
);

/** Where a pickup module hands orders out; opening hours per locale in its i18n row's chapo. */
export const pickupLocation = pgTable('pickup_location', {
  id: integer('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => deliveryModule.id, { onDelete: 'cascade' }),
  fulfilmentCenterId: integer('fulfilment_center_id').references(() => fulfilmentCenter.id),
  position: integer('position').notNull().default(0),
  street: text('street').notNull(),
  postcode: varchar('postcode', { length: 16 }).notNull(),
  city: text('city').notNull(),
  phone: varchar('phone', { length: 32 }).notNull(),
});

export const pickupLocationI18n = textI18nTable('pickup_location_i18n', () => pickupLocation.id);
