import { bytea } from './bytea';
import { boolean, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { product } from './catalog';
import { titleI18nTable } from './i18n-columns';

/**
 * Generated images and documents live in the database rather than on one instance's disk, so every instance
 * behind a load balancer serves the same files and a seed stays one atomic transaction.
 */
export const mediaFile = pgTable('media_file', {
  file: varchar('file', { length: 200 }).primaryKey(),
  contentType: varchar('content_type', { length: 64 }).notNull(),
  width: integer('width'),
  height: integer('height'),
  body: bytea('body').notNull(),
});

export const productImage = pgTable(
  'product_image',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    file: varchar('file', { length: 200 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(1),
  },
  (t) => [index('product_image_product_idx').on(t.productId, t.position)],
);

export const productImageI18n = titleI18nTable('product_image_i18n', () => productImage.id);

export const productDocument = pgTable(
  'product_document',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    file: varchar('file', { length: 200 }).notNull(),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(1),
  },
  (t) => [index('product_document_product_idx').on(t.productId)],
);

export const productDocumentI18n = titleI18nTable('product_document_i18n', () => productDocument.id);

/** Accessories, related and alternative products, each ordered by position. */
export const productRelation = pgTable(
  'product_relation',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    position: integer('position').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId, t.kind] })],
);

export const feature = pgTable('feature', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 48 }).notNull().unique(),
  unit: varchar('unit', { length: 16 }),
  filterable: boolean('filterable').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const featureI18n = titleI18nTable('feature_i18n', () => feature.id);

export const featureAv = pgTable('feature_av', {
  id: integer('id').primaryKey(),
  featureId: integer('feature_id')
    .notNull()
    .references(() => feature.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
});

export const featureAvI18n = titleI18nTable('feature_av_i18n', () => featureAv.id);

/** Either a listed value (`featureAvId`) or a free text value such as "230 V" (Thelia's feature_product). */
export const featureProduct = pgTable(
  'feature_product',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => feature.id, { onDelete: 'cascade' }),
    featureAvId: integer('feature_av_id').references(() => featureAv.id, { onDelete: 'cascade' }),
    freeTextValue: text('free_text_value'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.featureId] }),
    index('feature_product_av_idx').on(t.featureAvId),
  ],
);

/** Badges ("Bestseller", "Neu", "Energiesparend") with their colour. */
/** A badge; one that `announcesReduction` ("Top-Angebot") shows only while a lawful reduction is shown with it. */
export const associatedKeyword = pgTable('associated_keyword', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  color: varchar('color', { length: 16 }).notNull(),
  announcesReduction: boolean('announces_reduction').notNull().default(false),
});

export const associatedKeywordI18n = titleI18nTable('associated_keyword_i18n', () => associatedKeyword.id);

export const productAssociatedKeyword = pgTable(
  'product_associated_keyword',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => associatedKeyword.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.keywordId] })],
);
