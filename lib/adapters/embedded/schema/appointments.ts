import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { cart } from './shopper';
import { customer } from './customer';
import { shopOrder } from './order';

/**
 * An installer's appointment: a team of an area at a time. A team is never in two places at once: the migration
 * adds an exclusion constraint over [starts_at, busy_until) per area and team for every appointment not cancelled
 * (drizzle's schema cannot spell one), which is what makes a double booking impossible however many book at once.
 * A hold (checkout) lasts until `held_until`; the booking sweeps expired holds away before it asks for a team.
 */
export const appointment = pgTable(
  'appointment',
  {
    id: serial('id').primaryKey(),
    /** iCalendar UID: a change sent with a higher `sequence` updates the event in the customer's calendar. */
    uid: varchar('uid', { length: 255 }).notNull().unique(),
    sequence: integer('sequence').notNull().default(0),
    store: varchar('store', { length: 2 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    areaId: varchar('area_id', { length: 40 }).notNull(),
    team: smallint('team').notNull(),
    serviceKind: varchar('service_kind', { length: 16 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The end and the travel buffer after it: the team's time this appointment takes. */
    busyUntil: timestamp('busy_until', { withTimezone: true }).notNull(),
    /** 'held', 'confirmed' or 'cancelled'. */
    status: varchar('status', { length: 12 }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    cartId: integer('cart_id').references(() => cart.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => shopOrder.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    street: varchar('street', { length: 120 }).notNull(),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    note: text('note'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    reminderLeasedUntil: timestamp('reminder_leased_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_area_time_idx').on(t.areaId, t.startsAt),
    index('appointment_customer_idx').on(t.customerId),
    check('appointment_times', sql`${t.startsAt} < ${t.endsAt} AND ${t.endsAt} <= ${t.busyUntil}`),
    check('appointment_status', sql`${t.status} IN ('held', 'confirmed', 'cancelled')`),
  ],
);

/** A time an area's teams (all of the store's when no area is named) take no appointments. */
export const appointmentBlock = pgTable(
  'appointment_block',
  {
    id: serial('id').primaryKey(),
    store: varchar('store', { length: 2 }).notNull(),
    areaId: varchar('area_id', { length: 40 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_block_time_idx').on(t.store, t.startsAt)],
);
