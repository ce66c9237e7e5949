import type { StoreCode } from './codes';

/** A customer's cart with lines that nobody touched for a while and no order came from since. */
export interface IdleCart {
  cartId: number;
  store: StoreCode;
  customerId: number;
  /** When its lines last changed: the reminder is for the cart as it was then. */
  touchedAt: Date;
}

/**
 * What became of an idle cart: reminded; not, for want of consent to marketing mail; not, because the cart had a
 * reminder lately; or not, because it was emptied or its customer is gone meanwhile.
 */
export const reminderOutcomes = ['sent', 'noConsent', 'remindedLately', 'gone'] as const;
export type ReminderOutcome = (typeof reminderOutcomes)[number];

/** A store's idle carts of a period by what became of them, and the orders from reminded carts afterwards. */
export interface ReminderCounts {
  store: StoreCode;
  outcomes: Record<ReminderOutcome, number>;
  ordered: number;
}

/**
 * The storefront's record of abandoned-cart reminders (issue 37, docs/product.md §7 cart/abandoned): each idle state of a cart is
 * decided once, under a lease, so of several servers sweeping one sends, and one that died holding a lease leaves
 * the cart to a later sweep.
 */
export interface CartReminderBook {
  /** Claims the cart as last touched at `touchedAt` until `leaseUntil`; false when decided or leased already. */
  claim(cart: IdleCart, now: Date, leaseUntil: Date): Promise<boolean>;
  /** Records the decision of a claimed cart. */
  settle(cart: IdleCart, outcome: ReminderOutcome, now: Date): Promise<void>;
  /** Gives a claim back (the mail failed): the next sweep tries again. */
  release(cart: IdleCart): Promise<void>;
  /** Whether the cart was reminded since then, whatever its state. */
  remindedSince(cartId: number, since: Date): Promise<boolean>;
  /** An order came from the cart: its latest reminder, if one was sent since `remindedSince`, led to it. */
  markOrdered(cartId: number, remindedSince: Date, now: Date): Promise<void>;
  /** Per store, the carts decided since then and the orders of reminded ones. */
  counts(since: Date): Promise<ReminderCounts[]>;
}
