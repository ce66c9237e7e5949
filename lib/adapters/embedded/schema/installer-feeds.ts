import { index, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * An installer team's private calendar subscription. The secret URL's token is shown once; only its SHA-256 hash
 * is kept, so a copy of the database opens no team's calendar. Revoking keeps the row (who had a feed, when) and
 * makes the token answer 404 like one never issued.
 */
export const installerFeed = pgTable(
  'installer_feed',
  {
    id: serial('id').primaryKey(),
    store: varchar('store', { length: 2 }).notNull(),
    areaId: varchar('area_id', { length: 40 }).notNull(),
    team: smallint('team').notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    /** base64url SHA-256 of the token: 43 characters. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('installer_feed_store_idx').on(t.store, t.createdAt)],
);
