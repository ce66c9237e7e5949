import { quantityAfterAdd } from '../../shop/quantity-change';
import { quantityOf, saleElementOf, type TheliaCartItem } from './thelia-cart-lines';
import { TheliaError, type TheliaCart, type TheliaClient, type TheliaSession } from './thelia-client';

/**
 * Changes to the pieces of a Thelia cart, each answering Thelia's cart as it is afterwards. Thelia has no "add
 * up to" and no clear: the port reads the cart first (under the storefront's claim on it) and sends the
 * quantity a line must have.
 */

type Client = TheliaClient;

/** The client's cart calls, every one cut off when one request's deadline is up. */
export interface CartCalls {
  getCart(session: TheliaSession): ReturnType<Client['getCart']>;
  addToCart(
    session: TheliaSession,
    line: Parameters<Client['addToCart']>[1],
  ): ReturnType<Client['addToCart']>;
  updateCartItem(
    session: TheliaSession,
    cartItemId: number,
    change: Parameters<Client['updateCartItem']>[2],
  ): ReturnType<Client['updateCartItem']>;
  deleteCartItem(session: TheliaSession, cartItemId: number): ReturnType<Client['deleteCartItem']>;
}

export function cartCalls(client: TheliaClient, signal: AbortSignal): CartCalls {
  const options = { signal };
  return {
    getCart: (session) => client.getCart(session, options),
    addToCart: (session, line) => client.addToCart(session, line, options),
    updateCartItem: (session, cartItemId, change) =>
      client.updateCartItem(session, cartItemId, change, options),
    deleteCartItem: (session, cartItemId) => client.deleteCartItem(session, cartItemId, options),
  };
}

/**
 * A sale element's quantity Thelia refused: one it does not know (the module fails on the missing PSE), or one
 * its stock check turns down where that check is on. The module says so only in free text, in a 400 like any
 * other, so every refusal of a well-formed call counts; unavailability and malformed calls are no refusal.
 */
async function unlessRefused<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof TheliaError && error.kind === 'other') return null;
    throw error;
  }
}

export interface Added {
  cart: TheliaCart;
  item: TheliaCartItem;
  /** Whether the line is new in the cart (else it was there and got more pieces). */
  isNew: boolean;
}

/**
 * Adds pieces of a sale element, never beyond `max` on its line; null when Thelia refuses the sale element or
 * not one piece may go in.
 */
export async function addPieces(
  client: CartCalls,
  session: TheliaSession,
  cart: TheliaCart,
  saleElementId: number,
  pieces: number,
  max: number,
): Promise<Added | null> {
  const existing = cart.items.find((item) => saleElementOf(item) === saleElementId);
  const quantity = quantityAfterAdd(existing ? quantityOf(existing) : 0, pieces, max);
  return putPieces(client, session, cart, saleElementId, quantity);
}

/**
 * Gives a sale element's line `quantity` pieces, adding the line when the cart has none: the same call twice
 * leaves the cart as once. Null when Thelia refuses the sale element or the quantity is below one.
 */
export async function putPieces(
  client: CartCalls,
  session: TheliaSession,
  cart: TheliaCart,
  saleElementId: number,
  quantity: number,
): Promise<Added | null> {
  const existing = cart.items.find((item) => saleElementOf(item) === saleElementId);
  if (quantity < 1) return null;
  if (existing && quantity === existing.quantity) return { cart, item: existing, isNew: false };
  const answer = await unlessRefused(
    existing
      ? client.updateCartItem(session, existing.id, { quantity })
      : client.addToCart(session, { pseId: saleElementId, quantity, append: true }),
  );
  const item = answer?.cart.items.find((line) => saleElementOf(line) === saleElementId);
  return answer && item ? { cart: answer.cart, item, isNew: !existing } : null;
}

/** Gives a line of `cart` a quantity, or removes it (null); null when Thelia refuses the quantity. */
export async function setPieces(
  client: CartCalls,
  session: TheliaSession,
  cart: TheliaCart,
  item: TheliaCartItem,
  quantity: number | null,
): Promise<TheliaCart | null> {
  if (quantity === null) return client.deleteCartItem(session, item.id);
  if (quantity === item.quantity) return cart;
  return (await unlessRefused(client.updateCartItem(session, item.id, { quantity })))?.cart ?? null;
}

/** Removes every line, one call each: the module has no route that empties a cart. */
export async function removeAll(
  client: CartCalls,
  session: TheliaSession,
  cart: TheliaCart,
): Promise<TheliaCart> {
  let emptied = cart;
  for (const item of cart.items) emptied = await client.deleteCartItem(session, item.id);
  return emptied;
}
