import { readPageMessage, type PageMessage } from '../api/page-message';
import type { ShopperListKind } from '../shop/list-types';

const notices: Record<ShopperListKind, string[]> = {
  wishlist: ['addedToWishlist', 'removedFromWishlist', 'removedAllFromWishlist', 'movedToCart'],
  compare: ['addedToCompare', 'removedFromCompare', 'clearedCompare'],
};

const errors = [
  'lists.invalid',
  'lists.failed',
  'lists.wishlistFull',
  'lists.compareFull',
  'lists.productNotFound',
  'lists.notOnList',
  'request.tooMany',
  // Moving a product to the cart can be refused as adding it there would be.
  'cart.saleNotFound',
  'cart.priceOnRequest',
  'cart.notInStock',
  'cart.limitReached',
  'cart.tooManyLines',
  'cart.addFailed',
];

/** The message a list form's 303 carries to the wishlist or compare page (docs/product.md §8's toasts, or what went wrong). */
export function listPageMessage(
  kind: ShopperListKind,
  query: Record<string, string | string[] | undefined>,
): PageMessage | null {
  return readPageMessage(query, {
    notices: notices[kind],
    errors,
    valueNames: ['limit', 'seconds'],
    noticeKeys: Object.fromEntries(notices[kind].map((code) => [code, `Toasts.${code}`])),
  });
}
