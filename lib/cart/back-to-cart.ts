import 'server-only';
import type { Market } from '../i18n/market';
import type { StoreCode } from '../shop/codes';
import { currentSession, type CookieReader } from '../session/shopper-session';
import { signingKey } from '../session/signing-key';
import { getCarts } from '../storefront';
import { BACK_TO_CART_DAYS, readCartToken, signCartToken } from './cart-token';
import { changeCart, type CartMessage, type Shopper } from './service';

/** A link that brings the shopper's cart back for two weeks, on any device; null without a cart. */
export async function backToCartPath(
  cookie: CookieReader,
  market: Market,
  linkPrefix: string,
): Promise<string | null> {
  const session = await currentSession(cookie, market.store);
  if (!session?.stored.cartId) return null;
  return cartLinkPath(session.stored.cartId, market.store, linkPrefix, new Date());
}

/** The back-to-cart link of a cart, for two weeks from `now` (the shopper's own link, a reminder mail's). */
export async function cartLinkPath(
  cartId: number,
  store: StoreCode,
  linkPrefix: string,
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + BACK_TO_CART_DAYS * 86_400_000);
  const token = signCartToken({ cartId, store, expiresAt }, await signingKey('back-to-cart'));
  return `${linkPrefix}/back-to-cart/${token}`;
}

export type Restored =
  { ok: true; notice: CartMessage; cookieValue: string | null } | { ok: false; error: CartMessage };

/**
 * docs/product.md §2 back-to-cart/{token}: the token's cart lines come into the visitor's own cart (made if needed), each
 * added as the shopper would add it, at today's prices; lines already there stay as they are, so opening the
 * link twice changes nothing. A tampered, foreign or expired token leaves the cart as it was.
 */
export async function restoreCart(shopper: Shopper, market: Market, token: string): Promise<Restored> {
  const reading = readCartToken(token, await signingKey('back-to-cart'), new Date());
  if (!reading.ok)
    return {
      ok: false,
      error: { code: reading.reason === 'expired' ? 'cart.linkExpired' : 'cart.linkInvalid' },
    };
  if (reading.store !== market.store) return { ok: false, error: { code: 'cart.linkInvalid' } };
  const shop = await getCarts();
  const source = await shop.getCart(reading.cartId, market.language);
  if (!source || source.lines.length === 0) return { ok: false, error: { code: 'cart.linkEmpty' } };
  const own = await currentSession(shopper.cookie, market.store);
  const present = own?.stored.cartId ? await shop.getCart(own.stored.cartId, market.language) : null;
  const already = new Set(present?.lines.map((line) => line.saleElementId));
  let cookieValue: string | null = null;
  let taken = 0;
  // Each line goes through the shop's own add, so stock, order rules and the session are checked as always.
  const asShopper: Shopper = {
    address: shopper.address,
    cookie: (name) => cookieValue ?? shopper.cookie(name),
  };
  for (const line of source.lines) {
    if (already.has(line.saleElementId)) continue;
    const outcome = await changeCart(asShopper, market, {
      action: 'add',
      saleElementId: line.saleElementId,
      quantity: line.quantity,
      extras: [],
    });
    if (!outcome.ok) continue;
    cookieValue ??= outcome.cookieValue;
    taken += 1;
  }
  return { ok: true, notice: { code: 'cart.restored', values: { quantity: taken } }, cookieValue };
}
