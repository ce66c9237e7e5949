import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { titleI18nTable } from './i18n-columns';
import { currency } from './geo';
import { product } from './catalog';

/**
 * A sale element is the variant a shopper buys (colour × size). `stockPolicy` says what an empty stock means:
 * 'stock' → not in stock, 'backorder' → orderable and delivered later, 'preorder' → orderable before `availableFrom`.
 */
export const productSaleElements = pgTable(
  'product_sale_elements',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    ref: varchar('ref', { length: 64 }).notNull().unique(),
    quantity: integer('quantity').notNull().default(0),
    promo: boolean('promo').notNull().default(false),
    newness: boolean('newness').notNull().default(false),
    weightGrams: integer('weight_grams').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    eanCode: varchar('ean_code', { length: 13 }),
    stockPolicy: varchar('stock_policy', { length: 16 }).notNull().default('stock'),
    availableFrom: date('available_from'),
    /** What one sold unit holds, for the unit price (PAngV §4): 'm', 'm2', 'l' or 'kg', in thousandths. */
    measureUnit: varchar('measure_unit', { length: 4 }),
    measureMilli: integer('measure_milli'),
  },
  (t) => [index('pse_product_idx').on(t.productId)],
);

/**
 * Net prices in minor units of the currency. Rows exist for the default currency; other currencies are derived
 * by rate when `fromDefaultCurrency` is set, as Thelia does. `listenPrice` is the recommended retail price (net).
 */
export const productPrice = pgTable(
  'product_price',
  {
    productSaleElementsId: integer('product_sale_elements_id')
      .notNull()
      .references(() => productSaleElements.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currency.id),
    price: bigint('price', { mode: 'number' }).notNull(),
    promoPrice: bigint('promo_price', { mode: 'number' }).notNull(),
    listenPrice: bigint('listen_price', { mode: 'number' }),
    fromDefaultCurrency: boolean('from_default_currency').notNull().default(false),
    /**
     * While a reduction runs: the lowest price applied in the 30 days before it began (EU Price Indication
     * Directive Art. 6a), fixed when it begins and read with the price so history costs catalogue reads nothing.
     */
    priorPrice: bigint('prior_price', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.productSaleElementsId, t.currencyId] })],
);

/**
 * Every net price a sale element was sold at in a currency and since when, `reduced` when it was announced as a
 * reduction; kept by the price writer, pruned past what a 30-day look-back can still need.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    productSaleElementsId: integer('product_sale_elements_id')
      .notNull()
      .references(() => productSaleElements.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currency.id),
    appliedFrom: timestamp('applied_from', { withTimezone: true }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    reduced: boolean('reduced').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productSaleElementsId, t.currencyId, t.appliedFrom] })],
);

export const attribute = pgTable('attribute', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const attributeI18n = titleI18nTable('attribute_i18n', () => attribute.id);

/** An attribute value; `swatch` is a CSS colour for colour values. */
export const attributeAv = pgTable('attribute_av', {
  id: integer('id').primaryKey(),
  attributeId: integer('attribute_id')
    .notNull()
    .references(() => attribute.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  swatch: varchar('swatch', { length: 16 }),
});

export const attributeAvI18n = titleI18nTable('attribute_av_i18n', () => attributeAv.id);

export const attributeCombination = pgTable(
  'attribute_combination',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'cascade' }),
    attributeAvId: integer('attribute_av_id')
      .notNull()
      .references(() => attributeAv.id, { onDelete: 'cascade' }),
    productSaleElementsId: integer('product_sale_elements_id')
      .notNull()
      .references(() => productSaleElements.id, { onDelete: 'cascade' }),
  },
  // The key leads with the attribute; reads go by sale element (a product page's variants, the feeds' batches).
  (t) => [
    primaryKey({ columns: [t.attributeId, t.attributeAvId, t.productSaleElementsId] }),
    index('attribute_combination_pse_idx').on(t.productSaleElementsId),
  ],
);
