import type { GuestListHandover, ShopperListChange, ShopperListOwner, ShopperListResult } from './list-types';

/**
 * Wishlist and compare lists (docs/product.md §3), always one owner's, as the session names it. State of the storefront, not
 * of the shop backend: a guest's lists are keyed by their session.
 */
export interface ShopperListStore {
  /** The products on a list, in the order added. */
  listShopperList(owner: ShopperListOwner): Promise<number[]>;
  /** One change in a transaction: a list holds at most `limit` products and only visible ones join it. */
  changeShopperList(
    owner: ShopperListOwner,
    change: ShopperListChange,
    limit: number,
  ): Promise<ShopperListResult>;
  /** At login: the guest's wishlist joins the customer's, the compare list moves to the new session. */
  adoptGuestLists(handover: GuestListHandover): Promise<void>;
}
