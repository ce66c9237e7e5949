import type { StoreCode } from './codes';

/** docs/product.md §3 "Wishlist and compare lists". */
export type ShopperListKind = 'wishlist' | 'compare';

/**
 * Whose list: a customer's (kept with the account) or a session's (a guest's lists, and everyone's compare list).
 * Always taken from the session on the server, never from a request.
 */
export type ShopperListOwner =
  | { kind: ShopperListKind; store: StoreCode; customerId: number }
  | { kind: ShopperListKind; store: StoreCode; sessionHash: string };

export type ShopperListChange = { op: 'add' | 'remove'; productId: number } | { op: 'clear' };

export type ShopperListResult =
  | { ok: true; productIds: number[]; changed: boolean }
  | { ok: false; reason: 'full' | 'productNotFound'; productIds: number[] };

/** What a login carries over from the guest's session (see adoptGuestLists). */
export interface GuestListHandover {
  guestSessionHash: string;
  customerSessionHash: string;
  customerId: number;
  store: StoreCode;
  wishlistLimit: number;
}
