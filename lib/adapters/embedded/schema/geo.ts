import { boolean, date, integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { titleI18nTable } from './i18n-columns';

/** Languages with the locale their *_i18n rows are keyed by, as Thelia's `lang` table. */
export const lang = pgTable('lang', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  locale: varchar('locale', { length: 16 }).notNull().unique(),
  title: text('title').notNull(),
  byDefault: boolean('by_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const country = pgTable('country', {
  id: integer('id').primaryKey(),
  isoalpha2: varchar('isoalpha2', { length: 2 }).notNull().unique(),
  isoalpha3: varchar('isoalpha3', { length: 3 }).notNull(),
  visible: boolean('visible').notNull().default(true),
  byDefault: boolean('by_default').notNull().default(false),
});

export const countryI18n = titleI18nTable('country_i18n', () => country.id);

/** Rate is units of this currency per unit of the default currency (EUR = 1), as Thelia stores it. */
export const currency = pgTable('currency', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  symbol: varchar('symbol', { length: 8 }).notNull(),
  rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
  byDefault: boolean('by_default').notNull().default(false),
});

/** A tax; `serializedRequirements` holds Thelia's JSON, e.g. {"percent":20}. */
export const tax = pgTable('tax', {
  id: integer('id').primaryKey(),
  type: varchar('type', { length: 64 }).notNull(),
  serializedRequirements: text('serialized_requirements').notNull(),
});

export const taxI18n = titleI18nTable('tax_i18n', () => tax.id);

export const taxRule = pgTable('tax_rule', {
  id: integer('id').primaryKey(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const taxRuleI18n = titleI18nTable('tax_rule_i18n', () => taxRule.id);

/**
 * Rule × country → tax, applied in `position` order (Thelia's tax_rule_country), in force from `valid_from`
 * through `valid_to` (open-ended when null) on the day of supply in the store's time zone: rates change by law on
 * a set day, and an order placed before keeps its rate.
 */
export const taxRuleCountry = pgTable('tax_rule_country', {
  id: serial('id').primaryKey(),
  taxRuleId: integer('tax_rule_id')
    .notNull()
    .references(() => taxRule.id, { onDelete: 'cascade' }),
  countryId: integer('country_id')
    .notNull()
    .references(() => country.id, { onDelete: 'cascade' }),
  taxId: integer('tax_id')
    .notNull()
    .references(() => tax.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(1),
  validFrom: date('valid_from', { mode: 'string' }).notNull().default('2000-01-01'),
  validTo: date('valid_to', { mode: 'string' }),
  /** A condition the buyer confirms for this rate to apply (lib/pricing/tax-conditions.ts); null: none. */
  condition: varchar('condition', { length: 32 }),
});
