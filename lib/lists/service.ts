import 'server-only';
import { consume } from '../api/rate-limit';
import { changeCart, type CartMessage, type Shopper } from '../cart/service';
import type { Market } from '../i18n/market';
import {
  createSession,
  currentSession,
  type CookieReader,
  type ShopperSession,
} from '../session/shopper-session';
import { getCatalog, getShopperLists } from '../storefront';
import type { ShopperListKind } from '../shop/list-types';
import type { ListAction } from './list-action';
import { LIST_LIMITS, listKinds, listNotice, listOwner, type ListSession } from './list-rules';

export type ShopperLists = Record<ShopperListKind, number[]>;

export type ListOutcome =
  | { ok: true; productIds: number[]; notice: CartMessage; cookieValue: string | null }
  | { ok: false; status: 404 | 409 | 422 | 429; error: CartMessage };

const refused = (status: 404 | 409 | 422 | 429, code: string, values?: CartMessage['values']) =>
  ({ ok: false, status, error: { code, ...(values ? { values } : {}) } }) as const;

const listSession = (session: ShopperSession | null): ListSession | null =>
  session && { idHash: session.idHash, customerId: session.stored.customerId };

/** Both lists of the shopper in this store; a visitor without a session has empty ones (and gets no session). */
export async function readLists(cookie: CookieReader, market: Market): Promise<ShopperLists> {
  return listsOfSession(await currentSession(cookie, market.store), market);
}

/** Both lists of a session already read (a page that also needs the session reads it once). */
export async function listsOfSession(
  shopperSession: ShopperSession | null,
  market: Market,
): Promise<ShopperLists> {
  const session = listSession(shopperSession);
  const store = await getShopperLists();
  const lists = await Promise.all(
    listKinds.map((kind) => {
      const owner = listOwner(kind, market.store, session);
      return owner ? store.listShopperList(owner) : Promise.resolve([]);
    }),
  );
  return { wishlist: lists[0]!, compare: lists[1]! };
}

/** The product's default sale element into the cart, then off the wishlist (only when the cart took it). */
async function moveToCart(shopper: Shopper, market: Market, session: ListSession, productId: number) {
  const store = await getShopperLists();
  const owner = listOwner('wishlist', market.store, session)!;
  const onList = await store.listShopperList(owner);
  if (!onList.includes(productId)) return refused(404, 'lists.notOnList');
  const { items } = await (
    await getCatalog()
  ).listProducts({ language: market.language, productIds: [productId], limit: 1 });
  const product = items[0];
  if (!product) return refused(404, 'lists.productNotFound');
  const added = await changeCart(shopper, market, {
    action: 'add',
    saleElementId: product.defaultSaleElement.id,
    quantity: 1,
    extras: [],
  });
  if (!added.ok) return { ok: false as const, status: added.status, error: added.error };
  const result = await store.changeShopperList(owner, { op: 'remove', productId }, LIST_LIMITS.wishlist);
  return {
    ok: true as const,
    productIds: result.productIds,
    notice: { code: 'movedToCart' },
    cookieValue: added.cookieValue,
  };
}

/**
 * One change of a list for the shopper. Adding makes the guest's session, as a cart's first add does (rate
 * limited per address, every session being a row); the list is always the session's own.
 */
export async function changeList(
  shopper: Shopper,
  market: Market,
  kind: ShopperListKind,
  action: ListAction,
): Promise<ListOutcome> {
  const existing = await currentSession(shopper.cookie, market.store);
  let session = listSession(existing);
  if (action.action === 'moveToCart') {
    if (kind !== 'wishlist') return refused(422, 'lists.invalid');
    if (!session) return refused(404, 'lists.notOnList');
    return moveToCart(shopper, market, session, action.productId);
  }
  const store = await getShopperLists();
  let op: 'add' | 'remove' | 'clear' = action.action === 'toggle' ? 'add' : action.action;
  if (action.action === 'toggle' && session) {
    const onList = await store.listShopperList(listOwner(kind, market.store, session)!);
    if (onList.includes(action.productId)) op = 'remove';
  }
  let cookieValue: string | null = null;
  if (!session) {
    if (op !== 'add')
      return { ok: true, productIds: [], notice: { code: listNotice(kind, op) }, cookieValue };
    const allowed = await consume('newSession', shopper.address);
    if (!allowed.allowed) return refused(429, 'request.tooMany', { seconds: allowed.retryAfterSeconds });
    const created = await createSession(market.store);
    session = listSession(created.session);
    cookieValue = created.cookieValue;
  }
  const change = op === 'clear' ? { op } : { op, productId: (action as { productId: number }).productId };
  const result = await store.changeShopperList(
    listOwner(kind, market.store, session)!,
    change,
    LIST_LIMITS[kind],
  );
  if (!result.ok)
    return result.reason === 'full'
      ? refused(409, `lists.${kind}Full`, { limit: LIST_LIMITS[kind] })
      : refused(404, 'lists.productNotFound');
  return { ok: true, productIds: result.productIds, notice: { code: listNotice(kind, op) }, cookieValue };
}
