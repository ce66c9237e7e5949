import type { ShopperListStore } from '../../shop/shopper-list-store';
import type { ShopDatabase } from './database';
import { adoptGuestLists, changeShopperList, selectListProducts } from './queries/shopper-lists';

/** Wishlists and compare lists in the embedded database, beside the sessions that own them. */
export function embeddedShopperLists(db: ShopDatabase): ShopperListStore {
  return {
    listShopperList: (owner) => selectListProducts(db, owner),
    changeShopperList: (owner, change, limit) => changeShopperList(db, owner, change, limit),
    adoptGuestLists: (handover) => adoptGuestLists(db, handover),
  };
}
