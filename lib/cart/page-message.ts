import { readPageMessage, type PageMessage } from '../api/page-message';

export type { PageMessage };

/** Messages a form's 303 may carry to the cart page; anything else in the query is ignored. */
const notices = [
  'cart.added',
  'cart.updated',
  'cart.cleared',
  'cart.removed',
  'cart.quantityAdjusted',
  'cart.minimumApplied',
  'cart.limited',
  'cart.restored',
] as const;
const errors = [
  'cart.addFailed',
  'cart.quantityInvalid',
  'cart.quantityTooLarge',
  'cart.invalid',
  'cart.saleNotFound',
  'cart.priceOnRequest',
  'cart.notInStock',
  'cart.limitReached',
  'cart.lineNotFound',
  'cart.cartNotFound',
  'cart.tooManyLines',
  'cart.centreNotFound',
  'cart.empty',
  'cart.linkInvalid',
  'cart.linkExpired',
  'cart.linkEmpty',
  'request.tooMany',
] as const;
/** The message in a cart page's query (`?notice=cart.added&quantity=2`), when it is one the shop sends. */
export function pageMessage(query: Record<string, string | string[] | undefined>): PageMessage | null {
  return readPageMessage(query, {
    notices,
    errors,
    valueNames: ['quantity', 'multiple', 'seconds'],
    noticeKeys: {
      'cart.added': 'Cart.added',
      'cart.updated': 'Cart.updated',
      'cart.cleared': 'Cart.cleared',
      'cart.restored': 'Cart.restored',
    },
  });
}
