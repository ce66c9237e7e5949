import { eq } from 'drizzle-orm';
import { contentLocaleOf } from '../../shop/languages';
import type { CartRefusal, CartResult, CountryId, LanguageCode } from '../../shop/types';
import type { ShopDatabase } from '../embedded/database';
import { currency } from '../embedded/schema';
import { selectCartLineGoods, type CartLineGoods } from '../embedded/queries/cart-line-goods';
import { cartOf, saleElementOf } from './thelia-cart-lines';
import { forgetOtherLines, saveCart, selectKeptLines, type TheliaCartRow } from './thelia-cart-rows';
import {
  TheliaSession,
  type TheliaCart,
  type TheliaClient,
  type TheliaSessionSnapshot,
} from './thelia-client';

/**
 * One exchange with Thelia about one storefront cart, inside the transaction that locks its row: the cart's
 * Thelia session is restored from its cookies, the change is made, the cookies Thelia set meanwhile are kept,
 * and the storefront's cart is answered from Thelia's last answer and the index.
 */

export interface TheliaCartsOptions {
  client: TheliaClient;
  /** The storefront's database: its catalogue index (Thelia's ids) and its table of Thelia carts. */
  db: ShopDatabase;
  /** The Thelia host's cookie names, when not PHP's and Thelia's defaults. */
  cookieNames?: { sessionCookieName?: string; cartCookieName?: string };
}

/** The goods of sale elements as the index has them now, by id; those it lacks are left out. */
export type GoodsLookup = (saleElementIds: readonly number[]) => Promise<Map<number, CartLineGoods>>;

/** A cart locked in a transaction, with its Thelia session open in the shopper's language. */
export interface OpenCart {
  tx: ShopDatabase;
  row: TheliaCartRow;
  session: TheliaSession;
  goodsOf: GoodsLookup;
}

/** What a change did at Thelia: the cart afterwards, or why nothing changed. */
export type Changed =
  { thelia: TheliaCart; touch: boolean; markedForCountryId?: CountryId } | { refused: CartRefusal };

/** A new cart's session: no cookies yet, so its first call opens a PHP session and, with it, a cart. */
export const freshSnapshot = (language: LanguageCode): TheliaSessionSnapshot =>
  new TheliaSession({ locale: contentLocaleOf(language) }).snapshot();

/** The default currency of the storefront's index: the one its net prices are in. */
async function selectDefaultCurrencyId(db: ShopDatabase): Promise<number> {
  const [found] = await db.select({ id: currency.id }).from(currency).where(eq(currency.byDefault, true));
  if (!found) throw new Error('The storefront index has no default currency: import the catalogue first');
  return found.id;
}

/** The index's goods in the language, read through the transaction (PGlite has one connection for all). */
export async function goodsLookup(tx: ShopDatabase, language: LanguageCode): Promise<GoodsLookup> {
  const currencyId = await selectDefaultCurrencyId(tx);
  return (ids) => selectCartLineGoods(tx, ids, contentLocaleOf(language), currencyId);
}

export function openSession(options: TheliaCartsOptions, row: TheliaCartRow): TheliaSession {
  return TheliaSession.fromSnapshot(row.snapshot, options.cookieNames);
}

/**
 * Lines whose sale element the index no longer has go at Thelia too, as an embedded cart's lines go with their
 * sale element: a cart must not hold at Thelia what the storefront cannot show.
 */
async function withKnownGoods(options: TheliaCartsOptions, open: OpenCart, thelia: TheliaCart) {
  const goods = await open.goodsOf(thelia.items.map(saleElementOf));
  let known = thelia;
  for (const item of thelia.items) {
    if (!goods.has(saleElementOf(item))) known = await options.client.deleteCartItem(open.session, item.id);
  }
  return { thelia: known, goods };
}

export async function exchange(
  options: TheliaCartsOptions,
  tx: ShopDatabase,
  row: TheliaCartRow,
  language: LanguageCode,
  change: (open: OpenCart) => Promise<Changed>,
): Promise<CartResult> {
  const session = openSession(options, row);
  session.locale = contentLocaleOf(language);
  const open = { tx, row, session, goodsOf: await goodsLookup(tx, language) };
  const changed = await change(open);
  if ('refused' in changed) {
    await saveCart(tx, row.id, { snapshot: session.snapshot(), touch: false });
    return { ok: false, reason: changed.refused };
  }
  const { thelia, goods } = await withKnownGoods(options, open, changed.thelia);
  const itemIds = thelia.items.map((item) => item.id);
  await saveCart(tx, row.id, {
    snapshot: session.snapshot(),
    lineCount: itemIds.length,
    touch: changed.touch,
    markedForCountryId: changed.markedForCountryId,
  });
  await forgetOtherLines(tx, row.id, itemIds);
  const header = {
    id: row.id,
    store: row.store,
    markedForCountryId: changed.markedForCountryId ?? row.markedForCountryId,
  };
  const cart = cartOf(header, thelia, goods, await selectKeptLines(tx, row.id));
  return { ok: true, cart };
}
