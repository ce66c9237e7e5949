import type { StoreCode } from '../shop/codes';
import type { ShopperListKind, ShopperListOwner } from '../shop/list-types';

/**
 * How many products a list holds: compare sets four side by side (the limit; a table wider than that is
 * unreadable on a phone), a wishlist a hundred (a person's wishes, not a bot's catalogue copy).
 */
export const LIST_LIMITS: Record<ShopperListKind, number> = { wishlist: 100, compare: 4 };

export const listKinds = ['wishlist', 'compare'] as const satisfies readonly ShopperListKind[];

/** The session as far as lists care: whose it is. */
export interface ListSession {
  idHash: string;
  customerId: number | null;
}

/**
 * Who owns a shopper's list: a customer's wishlist is kept with their account (it follows them to another
 * device); a guest's wishlist and everyone's compare list belong to the session. No session, no list.
 */
export function listOwner(
  kind: ShopperListKind,
  store: StoreCode,
  session: ListSession | null,
): ShopperListOwner | null {
  if (!session) return null;
  if (kind === 'wishlist' && session.customerId !== null)
    return { kind, store, customerId: session.customerId };
  return { kind, store, sessionHash: session.idHash };
}

/** What a list's change tells the shopper (docs/product.md §8's toasts), as a key of the Toasts messages. */
export function listNotice(kind: ShopperListKind, op: 'add' | 'remove' | 'clear'): string {
  if (kind === 'compare')
    return op === 'add' ? 'addedToCompare' : op === 'clear' ? 'clearedCompare' : 'removedFromCompare';
  return op === 'add' ? 'addedToWishlist' : op === 'clear' ? 'removedAllFromWishlist' : 'removedFromWishlist';
}
