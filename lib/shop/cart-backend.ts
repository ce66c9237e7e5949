import type { IdleCart } from './cart-reminders';
import type {
  AddToCartInput,
  Cart,
  CartResult,
  CountryId,
  LanguageCode,
  QuantityChange,
  StoreCode,
} from './types';

/**
 * A shop backend's carts (docs/product.md §4 "Cart actions", §7 cart calls): lines carry net prices of the day added, in euro
 * cents.
 */
export interface CartBackend {
  /** A cart with its lines' texts in the language, or null when it does not exist. */
  getCart(cartId: number, language: LanguageCode): Promise<Cart | null>;
  /** Adds to a cart, making a new one for the store when `cartId` is missing or unknown. */
  addToCart(input: AddToCartInput, language: LanguageCode): Promise<CartResult>;
  changeCartQuantity(
    cartId: number,
    lineId: number,
    change: QuantityChange,
    language: LanguageCode,
  ): Promise<CartResult>;
  removeFromCart(cartId: number, lineId: number, language: LanguageCode): Promise<CartResult>;
  clearCart(cartId: number, language: LanguageCode): Promise<CartResult>;
  /** Chooses the fulfilment centre of a line; null lets the shop choose. */
  setFulfilmentCentre(
    cartId: number,
    lineId: number,
    centreId: number | null,
    language: LanguageCode,
  ): Promise<CartResult>;
  /** Marks the lines that cannot be delivered to a country (checkout asks the shopper to confirm them). */
  markUndeliverable(cartId: number, countryId: CountryId, language: LanguageCode): Promise<CartResult>;
  /**
   * Gives the guest's cart to the customer, merged into the one they have in the store (a line's quantities added,
   * at most `maxQuantity`); their cart's id, or null when they have none.
   */
  assignCartToCustomer(
    customerId: number,
    store: StoreCode,
    guestCartId: number | null,
    maxQuantity: number,
  ): Promise<number | null>;
  /** Guest carts (no customer's) untouched since `before`, oldest first, at most `limit`: what a sweep may delete. */
  listStaleGuestCarts(before: Date, limit: number): Promise<number[]>;
  /**
   * Deletes these guest carts with their lines; one that became a customer's or was touched since `before` stays.
   * Answers how many went.
   */
  deleteGuestCarts(cartIds: readonly number[], before: Date): Promise<number>;
  /**
   * Customers' carts with lines last touched between `touchedAfter` and `idleSince` that no order came from since
   * (docs/product.md §7 cart/abandoned), oldest first, at most `limit`.
   */
  listIdleCustomerCarts(window: { idleSince: Date; touchedAfter: Date; limit: number }): Promise<IdleCart[]>;
}
