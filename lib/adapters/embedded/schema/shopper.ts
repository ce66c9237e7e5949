import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from './catalog';
import { currency } from './geo';
import { fulfilmentCenter } from './delivery';
import { productSaleElements } from './variants';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Thelia's cart: one per shopper and store; `markedForCountryId` is the country its lines were checked for. */
export const cart = pgTable(
  'cart',
  {
    id: serial('id').primaryKey(),
    storeCode: varchar('store_code', { length: 2 }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currency.id),
    customerId: integer('customer_id'),
    markedForCountryId: integer('marked_for_country_id'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('cart_updated_idx').on(t.updatedAt)],
);

/**
 * Thelia's cart_item: one line per sale element, with its net prices (euro cents) of the day it was added,
 * which hold until `priceEndOfLife` (docs/product.md §9).
 */
export const cartItem = pgTable(
  'cart_item',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    productSaleElementsId: integer('product_sale_elements_id')
      .notNull()
      .references(() => productSaleElements.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    promoPrice: bigint('promo_price', { mode: 'number' }).notNull(),
    promo: boolean('promo').notNull(),
    listenPrice: bigint('listen_price', { mode: 'number' }),
    priceEndOfLife: timestamp('price_end_of_life', { withTimezone: true }).notNull(),
    undeliverable: boolean('undeliverable').notNull().default(false),
    fulfilmentCenterId: integer('fulfilment_center_id').references(() => fulfilmentCenter.id, {
      onDelete: 'set null',
    }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('cart_item_line_idx').on(t.cartId, t.productSaleElementsId),
    check('cart_item_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The storefront's own sessions (docs/architecture.md "Shoppers' own state"): only a hash of the cookie's random id is
 * kept, so a copy of this table opens no session. `expiresAt` is the earlier of the idle and absolute limits.
 */
export const storefrontSession = pgTable(
  'storefront_session',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    storeCode: varchar('store_code', { length: 2 }).notNull(),
    cartId: integer('cart_id').references(() => cart.id, { onDelete: 'set null' }),
    customerId: integer('customer_id'),
    createdAt: stamp('created_at'),
    lastSeenAt: stamp('last_seen_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    /** What the shopper entered at checkout (docs/product.md §4 express guest data): kept 30 minutes, dropped at login. */
    checkoutDraft: jsonb('checkout_draft'),
    checkoutDraftExpiresAt: timestamp('checkout_draft_expires_at', { withTimezone: true }),
    /** The order this session placed last: the one /order-placed may show it. */
    lastOrderId: integer('last_order_id'),
  },
  (t) => [
    index('storefront_session_expires_idx').on(t.expiresAt),
    index('storefront_session_cart_idx').on(t.cartId),
  ],
);

/** One-time proofs already spent (a captcha's solution), until they would have expired anyway. */
export const storefrontSpentToken = pgTable(
  'storefront_spent_token',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('storefront_spent_token_expires_idx').on(t.expiresAt)],
);

/** Keys the storefront makes once and every instance on the database shares (the back-to-cart signing key). */
export const storefrontSecret = pgTable('storefront_secret', {
  name: varchar('name', { length: 32 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: stamp('created_at'),
});

/** Mails kept instead of sent when no SMTP server is configured (docs/architecture.md "Mail"). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    sender: varchar('sender', { length: 320 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    keptAt: stamp('kept_at'),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient, t.id)],
);
