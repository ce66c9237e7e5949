import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Thelia's customer, one for all stores (an address is a login everywhere). The e-mail is kept trimmed and
 * lower-cased, so uniqueness is one index; only an argon2id hash of the password is kept. `titleId` uses
 * SPEC §3's codes (1 Mr, 2 Miss, 5 Association, otherwise Company).
 */
export const customer = pgTable(
  'customer',
  {
    id: serial('id').primaryKey(),
    ref: varchar('ref', { length: 16 }).notNull(),
    titleId: integer('title_id').notNull(),
    firstname: varchar('firstname', { length: 255 }).notNull(),
    lastname: varchar('lastname', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    company: varchar('company', { length: 255 }),
    vatNumber: varchar('vat_number', { length: 32 }),
    storeCode: varchar('store_code', { length: 2 }).notNull(),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set when the link of the registration mail was opened; until then nobody can log in with the address. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    passwordChangedAt: stamp('password_changed_at'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('customer_email_idx').on(t.email),
    uniqueIndex('customer_ref_idx').on(t.ref),
    index('customer_created_idx').on(t.createdAt),
    check('customer_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
