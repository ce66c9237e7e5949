import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { country, currency } from './geo';
import { textI18nTable, titleI18nTable } from './i18n-columns';

export const folder = pgTable('folder', {
  id: integer('id').primaryKey(),
  parent: integer('parent').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const folderI18n = textI18nTable('folder_i18n', () => folder.id);

export const content = pgTable('content', {
  id: integer('id').primaryKey(),
  visible: boolean('visible').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const contentI18n = textI18nTable('content_i18n', () => content.id);

/** Images of a content page (Thelia's content_image); the home page's content teasers show the first one. */
export const contentImage = pgTable(
  'content_image',
  {
    id: integer('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    file: varchar('file', { length: 200 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(1),
  },
  (t) => [index('content_image_content_idx').on(t.contentId, t.position)],
);

export const contentImageI18n = titleI18nTable('content_image_i18n', () => contentImage.id);

export const contentFolder = pgTable(
  'content_folder',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folder.id, { onDelete: 'cascade' }),
    defaultFolder: boolean('default_folder').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.folderId] })],
);

/**
 * Thelia's rewriting_url: `redirected` null marks the current URL of a view; a retired URL points at the row
 * id of the current one and answers 301.
 */
export const rewritingUrl = pgTable(
  'rewriting_url',
  {
    id: serial('id').primaryKey(),
    url: varchar('url', { length: 255 }).notNull(),
    view: varchar('view', { length: 16 }).notNull(),
    viewId: integer('view_id').notNull(),
    viewLocale: varchar('view_locale', { length: 16 }).notNull(),
    redirected: integer('redirected'),
  },
  (t) => [
    uniqueIndex('rewriting_url_url_locale_idx').on(t.url, t.viewLocale),
    index('rewriting_url_view_idx').on(t.view, t.viewId, t.viewLocale),
  ],
);

/**
 * One row per shop (AT, DE, RO). `localeConfig` holds every field of docs/product.md §3's locale configuration, validated
 * by the port's zod schema on read; the store info columns answer the header's phone block.
 */
export const store = pgTable('store', {
  code: varchar('code', { length: 2 }).primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => country.id),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currency.id),
  langLocale: varchar('lang_locale', { length: 16 }).notNull(),
  contentLocale: varchar('content_locale', { length: 16 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  supportTime: text('support_time').notNull(),
  supportTimeMoTh: text('support_time_mo_th').notNull(),
  address1: text('address1').notNull(),
  city: text('city').notNull(),
  zipcode: text('zipcode').notNull(),
  localeConfig: jsonb('locale_config').notNull(),
});

/** Per-store configuration (menus, extra links, category icons): Thelia's config table, one set per shop. */
export const storeConfig = pgTable(
  'store_config',
  {
    storeCode: varchar('store_code', { length: 2 })
      .notNull()
      .references(() => store.code, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.name] })],
);

/** Module settings per locale (Thelia's module_config_i18n), e.g. the SalesBar texts. */
export const moduleConfig = pgTable(
  'module_config',
  {
    moduleCode: varchar('module_code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    locale: varchar('locale', { length: 16 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.moduleCode, t.name, t.locale] })],
);

/** One row per completed seed, written in the seed's own transaction: its presence means the data is whole. */
export const seedRun = pgTable('seed_run', {
  id: serial('id').primaryKey(),
  seed: integer('seed').notNull(),
  products: integer('products').notNull(),
  finishedAt: text('finished_at').notNull(),
});
