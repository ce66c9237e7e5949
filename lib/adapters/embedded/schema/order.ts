import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customer } from './customer';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * Thelia's coupon: a percentage (basis points), a fixed amount or free shipping. Amounts are euro cents, turned
 * into the store's currency by its rate like prices; `minOrder` compares with the goods as the shopper sees them.
 * `usedCount` is counted in the order's transaction, so `maxUses` holds under concurrency.
 */
export const coupon = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    /** null: every store. */
    storeCode: varchar('store_code', { length: 2 }),
    kind: varchar('kind', { length: 16 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    minOrder: bigint('min_order', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('coupon_code_idx').on(t.code),
    check('coupon_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupon_used_within_max', sql`${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/**
 * Uses of a coupon per buyer key (coupon-buyer.ts): the normalised e-mail address, so a guest cannot use a
 * once-per-customer coupon twice with `anna+1@`, and `customer:<id>` for a logged-in customer's account.
 */
export const couponUse = pgTable(
  'coupon_use',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.email] })],
);

/**
 * Thelia's order (docs/architecture.md "Orders"): what was bought, at what price, by whom, with a number `ORD` + 12
 * digits. Amounts are minor units of `currencyCode` as the shopper paid them; `vatExcluded` orders are
 * intra-community supplies without VAT (reverse charge). Statuses: 1 not paid, 2 paid, 3 processing, 4 sent,
 * 5 cancelled, 6 refunded. `checkoutKey` is the submit's idempotency key: a second submit finds this order.
 */
export const shopOrder = pgTable(
  'order',
  {
    id: serial('id').primaryKey(),
    ref: varchar('ref', { length: 16 }).notNull(),
    checkoutKey: varchar('checkout_key', { length: 64 }).notNull(),
    storeCode: varchar('store_code', { length: 2 }).notNull(),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    cartId: integer('cart_id'),
    email: varchar('email', { length: 254 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    statusId: integer('status_id').notNull().default(1),
    deliveryModuleId: integer('delivery_module_id').notNull(),
    deliveryTitle: text('delivery_title').notNull(),
    deliveryKind: varchar('delivery_kind', { length: 16 }).notNull(),
    pickupLocationId: integer('pickup_location_id'),
    /** The shopper's choice of one shipment (true) or partial ones (false); null when not asked. */
    completeDelivery: boolean('complete_delivery'),
    paymentMethod: varchar('payment_method', { length: 16 }).notNull(),
    goodsGross: money('goods_gross'),
    goodsNet: money('goods_net'),
    postageGross: money('postage_gross'),
    postageNet: money('postage_net'),
    postageVatRate: integer('postage_vat_rate').notNull(),
    discountGross: money('discount_gross'),
    discountNet: money('discount_net'),
    couponCode: varchar('coupon_code', { length: 32 }),
    totalGross: money('total_gross'),
    totalNet: money('total_net'),
    vatExcluded: boolean('vat_excluded').notNull().default(false),
    /** The tax conditions the buyer confirmed, with their wording's version ('dwelling-photovoltaics/1'). */
    taxConfirmation: varchar('tax_confirmation', { length: 128 }),
    note: text('note'),
    invoiceRef: varchar('invoice_ref', { length: 24 }),
    /** When the invoice was issued: with the order for an offline payment, at the payment for a provider's. */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** The credit note that cancelled the invoice (Stornorechnung), numbered in the store's series; null if none. */
    creditNoteRef: varchar('credit_note_ref', { length: 24 }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    trackingNumber: varchar('tracking_number', { length: 64 }),
    paymentReference: varchar('payment_reference', { length: 255 }),
    /** The provider reported an amount other than the total: not fulfilled until an operator looks. */
    amountMismatch: boolean('amount_mismatch').notNull().default(false),
    /** Why a cancelled order was cancelled: `customer` or `paymentError` (docs/product.md §4). */
    cancelReason: varchar('cancel_reason', { length: 16 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The confirmation mail's lease: a sender claims it for a while, so a sender that died holding it leaves the
     * mail to a later retry (queries/order-changes.ts). Sent: the SMTP server accepted it; never sent again.
     */
    confirmationClaimedAt: timestamp('confirmation_claimed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('order_ref_idx').on(t.ref),
    uniqueIndex('order_invoice_ref_idx').on(t.invoiceRef),
    uniqueIndex('order_credit_note_ref_idx').on(t.creditNoteRef),
    uniqueIndex('order_checkout_key_idx').on(t.checkoutKey),
    index('order_customer_idx').on(t.customerId, t.createdAt),
    index('order_payment_reference_idx').on(t.paymentReference),
    // The sales figures read a store's orders of the last weeks (queries/sales-figures.ts).
    index('order_store_created_idx').on(t.storeCode, t.createdAt),
    check('order_status_known', sql`${t.statusId} BETWEEN 1 AND 6`),
  ],
);

/** Invoice numbers of orders placed before each store had its own series: `RE<year>-<7 digits>`, kept as issued. */
export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 1 });

/**
 * Each store's own gapless series of invoice numbers per calendar year in the store's time zone: the last number
 * given, counted up in the transaction that uses it, so a rolled-back order gives its number back.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    storeCode: varchar('store_code', { length: 2 }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.year] })],
);

/** A line of an order: the sale element with its texts and prices as sold, its VAT rate (Thelia's order_product_tax). */
export const orderProduct = pgTable(
  'order_product',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    saleElementId: integer('product_sale_elements_id').notNull(),
    ref: varchar('ref', { length: 64 }).notNull(),
    title: text('title').notNull(),
    colour: text('colour'),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    unitGross: money('unit_gross'),
    unitNet: money('unit_net'),
    vatRate: integer('vat_rate').notNull(),
    lineGross: money('line_gross'),
    lineNet: money('line_net'),
    fulfilmentCentreId: integer('fulfilment_center_id'),
    position: integer('position').notNull(),
    /** A set's parts as sold (OrderSetPart[]): a cancellation gives their units back; empty for other goods. */
    setParts: jsonb('set_parts').notNull().default([]),
  },
  (t) => [
    index('order_product_order_idx').on(t.orderId, t.position),
    // "Bought together" starts from the orders holding a product.
    index('order_product_product_idx').on(t.productId, t.orderId),
  ],
);

/** The delivery and the invoice address of an order, copied: a later change of the address book changes no order. */
export const orderAddress = pgTable(
  'order_address',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
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
    stateId: integer('state_id'),
    phone: varchar('phone', { length: 64 }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

/** Webhook events already handled, by the provider's event id: a replay changes nothing. */
export const webhookEvent = pgTable(
  'webhook_event',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    orderId: integer('order_id'),
    receivedAt: stamp('received_at'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
