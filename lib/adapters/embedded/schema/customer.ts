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
 * lower-cased, so uniqueness is one index; only an argon2id hash of the password is kept, and none for a customer
 * who signed up with Google or Facebook until they set one through password recovery. `titleId` uses docs/product.md §3's
 * codes (1 Mr, 2 Miss, 5 Association, otherwise Company).
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
    passwordHash: text('password_hash'),
    company: varchar('company', { length: 255 }),
    vatNumber: varchar('vat_number', { length: 32 }),
    /** What VIES last said of `vat_number`: unchecked, valid, invalid, or unknown (asked again later). */
    vatStatus: varchar('vat_status', { length: 16 }).notNull().default('unchecked'),
    vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
    /**
     * The customer asked for VAT-excluded prices (docs/product.md §6 excludeVAT). Only a wish: prices are net only while
     * the id is verified and the delivery is intra-community (lib/pricing/vat-exclusion.ts decides).
     */
    excludeVat: boolean('exclude_vat').notNull().default(false),
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

/**
 * A Google or Facebook account a customer signs in with (docs/product.md §1 social-login association): the provider's stable
 * subject, never its tokens. One customer per identity; a customer may have one of each provider and more.
 */
export const customerIdentity = pgTable(
  'customer_identity',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('customer_identity_subject_idx').on(t.provider, t.subject),
    index('customer_identity_customer_idx').on(t.customerId),
  ],
);

/**
 * A country's states or counties where an address names one (Thelia's `state`); Romania's județe and Bucharest
 * by their ISO 3166-2 codes. Proper names, so one title serves every language.
 */
export const countryState = pgTable(
  'state',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull(),
    isocode: varchar('isocode', { length: 4 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('state_country_code_idx').on(t.countryId, t.isocode)],
);

/**
 * An address of a customer's book (Thelia's `address`): `address1` the street name, `address2` the house number,
 * `address3` the second line. At most one default per customer, which the partial unique index keeps true even
 * under concurrent changes.
 */
export const address = pgTable(
  'address',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 100 }).notNull(),
    titleId: integer('title_id').notNull(),
    firstname: varchar('firstname', { length: 255 }).notNull(),
    lastname: varchar('lastname', { length: 255 }).notNull(),
    company: varchar('company', { length: 255 }),
    vatNumber: varchar('vat_number', { length: 32 }),
    address1: varchar('address1', { length: 255 }).notNull(),
    address2: varchar('address2', { length: 32 }).notNull(),
    address3: varchar('address3', { length: 255 }),
    zipcode: varchar('zipcode', { length: 16 }).notNull(),
    city: varchar('city', { length: 255 }).notNull(),
    countryId: integer('country_id').notNull(),
    stateId: integer('state_id').references(() => countryState.id),
    phone: varchar('phone', { length: 32 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('address_customer_idx').on(t.customerId, t.id),
    uniqueIndex('address_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);
