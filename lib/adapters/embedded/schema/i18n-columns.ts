import { integer, pgTable, primaryKey, text, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

function keyColumns(parentId: () => AnyPgColumn) {
  return {
    id: integer('id').notNull().references(parentId, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 16 }).notNull(),
    title: text('title').notNull(),
  };
}

/** Thelia's short *_i18n tables: a translated title per locale. */
export function titleI18nTable<N extends string>(name: N, parentId: () => AnyPgColumn) {
  return pgTable(name, keyColumns(parentId), (t) => [primaryKey({ columns: [t.id, t.locale] })]);
}

/** Thelia's long *_i18n tables: title, chapo, description, postscriptum and meta texts per locale. */
export function textI18nTable<N extends string>(name: N, parentId: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      ...keyColumns(parentId),
      chapo: text('chapo').notNull().default(''),
      description: text('description').notNull().default(''),
      postscriptum: text('postscriptum').notNull().default(''),
      metaTitle: text('meta_title').notNull().default(''),
      metaDescription: text('meta_description').notNull().default(''),
      metaKeywords: text('meta_keywords').notNull().default(''),
    },
    (t) => [primaryKey({ columns: [t.id, t.locale] })],
  );
}
