import type { LocaleConfig } from '../shop/locale-config';

/**
 * The store's ShopVote shop id when its configuration shows the rating anywhere (footer or badge, docs/product.md §3
 * shopvote_display); null when ShopVote is off for the store.
 */
export function ratedShopId(trust: LocaleConfig['trust']): string | null {
  const shown = trust.shopvote.footer || trust.shopvote.badge;
  return shown && trust.shopvoteShopId.trim() ? trust.shopvoteShopId.trim() : null;
}
