import type { StoreCode } from './codes';

/** A session as the storefront keeps it: whose cart it holds, and until when it lives. */
export interface StoredSession {
  store: StoreCode;
  cartId: number | null;
  customerId: number | null;
  lastSeenAt: Date;
  /** The earlier of the idle and the absolute limit. */
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

/**
 * The storefront's own store of sessions and shared secrets (docs/architecture.md "Shoppers' own state"). Sessions are
 * found by a hash of the cookie's value only; what this store holds opens no session by itself.
 */
export interface SessionStore {
  /** Stores a new session and answers it as `find` would. */
  create(session: {
    idHash: string;
    store: StoreCode;
    cartId: number | null;
    customerId: number | null;
    now: Date;
    idleMs: number;
    absoluteMs: number;
  }): Promise<StoredSession>;
  /** The session if it exists and has not expired at `now`. */
  find(idHash: string, now: Date): Promise<StoredSession | null>;
  /** Marks it used at `now`, moving the idle limit on (never past the absolute one). */
  touch(idHash: string, now: Date, idleMs: number): Promise<void>;
  setCart(idHash: string, cartId: number | null): Promise<void>;
  /** Moves a session to a new id (a new cookie), so an id seen before the change opens nothing after it. */
  rotate(oldIdHash: string, newIdHash: string): Promise<boolean>;
  remove(idHash: string): Promise<void>;
  /** Ends every session of a customer but one (a password change keeps the session that made it). */
  removeForCustomer(customerId: number, exceptIdHash: string | null): Promise<number>;
  /** Deletes expired sessions and spent proofs; answers how many sessions went. */
  sweep(now: Date): Promise<number>;
  /** Which of these carts a session holds: the backend's stale guest carts the sweep must keep. */
  heldCarts(cartIds: readonly number[]): Promise<number[]>;
  /** Keeps what the shopper entered at checkout until `expiresAt`; null forgets it. */
  saveCheckoutDraft(idHash: string, draft: unknown, expiresAt: Date | null): Promise<void>;
  /** The checkout draft while it lives, and the order the session placed last. */
  readCheckout(idHash: string, now: Date): Promise<{ draft: unknown; lastOrderId: number | null }>;
  /** Remembers the order the session placed; its draft loses the submit's key and consent, keeping the details. */
  setLastOrder(idHash: string, orderId: number): Promise<void>;
  /** Spends a one-time proof: true the first time, false ever after (until it expires and is swept). */
  spendOnce(id: string, expiresAt: Date): Promise<boolean>;
  /** A secret shared by every instance on this store, made by `make` the first time it is asked for. */
  secret(name: string, make: () => string): Promise<string>;
}
