import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customer } from './customer';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A newsletter subscriber of one store (docs/product.md §4 newsletter): the address, the language its mails are in, where it
 * stands in the double opt-in, and the proof of consent that the law asks for (when and where it was given, when
 * the mailed link confirmed it). A customer's subscription names the account; deleting the account keeps the
 * proof, as the consent was the address's.
 */
export const newsletterSubscriber = pgTable(
  'newsletter_subscriber',
  {
    id: serial('id').primaryKey(),
    storeCode: varchar('store_code', { length: 2 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull(),
    consentAt: moment('consent_at').notNull(),
    consentSource: varchar('consent_source', { length: 16 }).notNull(),
    confirmedAt: moment('confirmed_at'),
    unsubscribedAt: moment('unsubscribed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriber_store_email_idx').on(t.storeCode, t.email),
    index('newsletter_subscriber_customer_idx').on(t.customerId),
    check('newsletter_subscriber_status', sql`${t.status} IN ('pending', 'subscribed', 'unsubscribed')`),
  ],
);
