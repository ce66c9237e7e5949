import type { OrderGoods } from '../shop/order-backend';
import type { Cart } from '../shop/types';

/**
 * The goods an order of the cart would hold, as a backend that judges coupons on a cart is given them: the quote
 * leaves undeliverable lines out (lib/checkout/quote.ts), so they must not reach a coupon's minimum either.
 */
export const orderGoods = (cart: Pick<Cart, 'lines'>): OrderGoods[] =>
  cart.lines
    .filter((line) => !line.undeliverable)
    .map(({ saleElementId, quantity }) => ({ saleElementId, quantity }));
