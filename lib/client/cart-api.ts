import type { CartActionInput } from '../api/cart';
import type { CartView } from '../cart/view-types';

export interface CartNotice {
  code: string;
  values?: Record<string, string | number>;
}

/** A refusal the API answered, with the message key the shopper is shown. */
export class CartRequestError extends Error {
  constructor(
    readonly code: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'CartRequestError';
  }
}

type Answer<T> =
  { ok: true; data: T } | { ok: false; error: { code: string; values?: Record<string, string | number> } };

export async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as Answer<T> | null;
  if (!body) throw new CartRequestError('cart.addFailed');
  if (!body.ok) throw new CartRequestError(body.error.code, body.error.values);
  return body.data;
}

/** The shopper's cart as the server prices it (the session cookie goes along by itself). */
export async function fetchCart(language: string): Promise<CartView> {
  const response = await fetch(`/api/cart?language=${encodeURIComponent(language)}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return (await answerOf<{ cart: CartView }>(response)).cart;
}

/**
 * The shop's tabs change the cart one after another (Web Locks, shared by a browser's tabs of one origin): two
 * tabs adding before any session exists would each start a session and a cart, and the browser would keep only
 * the cookie that came last, losing the other line. Where the API is missing, the actions simply run.
 */
export function oneTabAtATime<T>(change: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('shop-cart-change', change) as Promise<T>) : change();
}

/** One cart action; the answer is the whole cart after it, and what to tell the shopper. */
export function sendCartAction(action: CartActionInput): Promise<{ cart: CartView; notice: CartNotice }> {
  return oneTabAtATime(async () => {
    const response = await fetch('/api/cart', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(action),
    });
    return answerOf<{ cart: CartView; notice: CartNotice }>(response);
  });
}
