import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { contentLocaleOf } from '../../shop/languages';
import type { Cart, CartRefusal, CartResult, CountryId, LanguageCode, StoreCode } from '../../shop/types';
import type { ShopDatabase } from '../embedded/database';
import { currency } from '../embedded/schema';
import { selectCartLineGoods, type CartLineGoods } from '../embedded/queries/cart-line-goods';
import { cartCalls, type CartCalls } from './thelia-cart-changes';
import { cartOf, saleElementOf } from './thelia-cart-lines';
import {
  claimCart,
  forgetOtherLines,
  insertCart,
  keepLines,
  readCart,
  refreshCart,
  saveCart,
  selectKeptLines,
  type HeldCart,
  type LineKept,
  type TheliaCartRow,
} from './thelia-cart-rows';
import {
  TheliaSession,
  TheliaUnavailable,
  type TheliaCart,
  type TheliaClient,
  type TheliaSessionSnapshot,
} from './thelia-client';

/**
 * One exchange with Thelia about one storefront cart, with no database transaction open while Thelia is asked:
 * the cart is claimed under a short lease (thelia-cart-rows.ts), its Thelia session is restored from its
 * cookies, the change is made, and one short transaction keeps the cookies Thelia set meanwhile and what the
 * storefront keeps of the lines, and lets the cart go. The storefront's cart is answered from Thelia's last
 * answer and the index. Everything one request asks of Thelia, the wait for its cart included, ends by one
 * deadline: a Thelia that hangs costs a shopper `deadlineMs` and a TheliaUnavailable, never a connection.
 */

export interface TheliaCartsOptions {
  client: TheliaClient;
  /** The storefront's database: its catalogue index (Thelia's ids) and its table of Thelia carts. */
  db: ShopDatabase;
  /** The Thelia host's cookie names, when not PHP's and Thelia's defaults. */
  cookieNames?: { sessionCookieName?: string; cartCookieName?: string };
  /** How long one request may take with Thelia in all, the wait for its cart included (20 s by default). */
  deadlineMs?: number;
  /** How long a change waits for another change to the same cart to finish (10 s by default). */
  claimWaitMs?: number;
}

const DEADLINE_MS = 20_000;
const CLAIM_WAIT_MS = 10_000;
/** A lease outlasts its request's deadline by this much: it runs out only when its holder died. */
const LEASE_MARGIN_MS = 10_000;

/** The goods of sale elements as the index has them now, by id; those it lacks are left out. */
export type GoodsLookup = (saleElementIds: readonly number[]) => Promise<Map<number, CartLineGoods>>;

/** A cart's Thelia session open in the shopper's language, and the calls to Thelia within the deadline. */
export interface OpenCart {
  session: TheliaSession;
  calls: CartCalls;
  goodsOf: GoodsLookup;
}

/** What a change did at Thelia: the cart afterwards and what to keep of its lines, or why nothing changed. */
export type Changed =
  | {
      thelia: TheliaCart;
      touch: boolean;
      markedForCountryId?: CountryId;
      keep?: LineKept[];
    }
  | { refused: CartRefusal };

/** The cart an exchange is about: one claimed, or one to make once Thelia has its lines. */
export type CartAtHand = HeldCart | { store: StoreCode };

/** A new cart's session: no cookies yet, so its first call opens a PHP session and, with it, a cart. */
export const freshSnapshot = (language: LanguageCode): TheliaSessionSnapshot =>
  new TheliaSession({ locale: contentLocaleOf(language) }).snapshot();

/** The default currency of the storefront's index: the one its net prices are in. */
async function selectDefaultCurrencyId(db: ShopDatabase): Promise<number> {
  const [found] = await db.select({ id: currency.id }).from(currency).where(eq(currency.byDefault, true));
  if (!found) throw new Error('The storefront index has no default currency: import the catalogue first');
  return found.id;
}

/** The index's goods in the language. */
export function goodsLookup(db: ShopDatabase, language: LanguageCode): GoodsLookup {
  let currencyId: Promise<number> | null = null;
  return async (ids) =>
    selectCartLineGoods(
      db,
      ids,
      contentLocaleOf(language),
      await (currencyId ??= selectDefaultCurrencyId(db)),
    );
}

export function openSession(
  options: TheliaCartsOptions,
  snapshot: TheliaSessionSnapshot,
  language?: LanguageCode,
): TheliaSession {
  const session = TheliaSession.fromSnapshot(snapshot, options.cookieNames);
  if (language) session.locale = contentLocaleOf(language);
  return session;
}

/** One request's time with Thelia: its calls are cut off, and its waits for a cart end, when it is up. */
export interface Deadline {
  signal: AbortSignal;
  /** When it is up (epoch ms). */
  at: number;
  /** How long a claim lasts: past the deadline, so it outlives every request that keeps to it. */
  leaseMs: number;
  claimWaitMs: number;
}

/** Runs `work` within a new deadline, its timer gone afterwards. */
export async function withinDeadline<T>(
  options: TheliaCartsOptions,
  work: (deadline: Deadline) => Promise<T>,
): Promise<T> {
  const ms = options.deadlineMs ?? DEADLINE_MS;
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new TheliaUnavailable('timeout', `Thelia did not finish a cart's calls within ${ms} ms`),
      ),
    ms,
  );
  try {
    return await work({
      signal: controller.signal,
      at: Date.now() + ms,
      leaseMs: ms + LEASE_MARGIN_MS,
      claimWaitMs: options.claimWaitMs ?? CLAIM_WAIT_MS,
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Claims a cart, waiting a little while another change holds it (a few tens of milliseconds between tries); null
 * when there is no such cart. A cart still held at the end of the wait (or the deadline) is TheliaUnavailable:
 * its holder is waiting on Thelia.
 */
export async function holdCart(
  db: ShopDatabase,
  deadline: Deadline,
  claim: (token: string, leaseMs: number) => Promise<TheliaCartRow | 'busy' | null>,
): Promise<HeldCart | null> {
  const token = randomUUID();
  const waitUntil = Math.min(Date.now() + deadline.claimWaitMs, deadline.at);
  for (let tries = 0; ; tries++) {
    const claimed = await claim(token, deadline.leaseMs);
    if (claimed !== 'busy') return claimed && { row: claimed, token };
    const pause = Math.min(10 + tries * 5, 50) * (0.5 + Math.random());
    if (Date.now() + pause > waitUntil)
      throw new TheliaUnavailable('timeout', 'The cart is held by a change still waiting on Thelia');
    await sleep(pause);
  }
}

/** Claims an existing cart by id (of the store, when given). */
export const holdCartById = (
  db: ShopDatabase,
  deadline: Deadline,
  cartId: number,
  store?: StoreCode,
): Promise<HeldCart | null> =>
  holdCart(db, deadline, (token, leaseMs) => claimCart(db, cartId, token, leaseMs, { store }));

/** Lets a claimed cart go unchanged but for the cookies Thelia set meanwhile (they hold its session now). */
export async function letGo(db: ShopDatabase, held: HeldCart, snapshot: TheliaSessionSnapshot) {
  await saveCart(db, held.row.id, held.token, { snapshot });
}

/** The lease ran out before the change was saved: only a holder far past its deadline sees this. */
export const leaseLost = (cartId: number) =>
  new TheliaUnavailable('timeout', `Cart ${cartId} was taken over before its change with Thelia was saved`);

/**
 * Lines whose sale element the index no longer has go at Thelia too, as an embedded cart's lines go with their
 * sale element: a cart must not hold at Thelia what the storefront cannot show.
 */
async function withKnownGoods(open: OpenCart, thelia: TheliaCart) {
  const goods = await open.goodsOf(thelia.items.map(saleElementOf));
  let known = thelia;
  for (const item of thelia.items) {
    if (!goods.has(saleElementOf(item))) known = await open.calls.deleteCartItem(open.session, item.id);
  }
  return { thelia: known, goods };
}

/** Makes a change to a claimed cart, or to a new one, and saves it; the claim is let go however it ends. */
export async function exchange(
  options: TheliaCartsOptions,
  deadline: Deadline,
  at: CartAtHand,
  language: LanguageCode,
  change: (open: OpenCart) => Promise<Changed>,
): Promise<CartResult> {
  const { db } = options;
  const held = 'token' in at ? at : null;
  const store = 'token' in at ? at.row.store : at.store;
  const session = openSession(options, held ? held.row.snapshot : freshSnapshot(language), language);
  const open = {
    session,
    calls: cartCalls(options.client, deadline.signal),
    goodsOf: goodsLookup(db, language),
  };
  let saved = false;
  try {
    const changed = await change(open);
    if ('refused' in changed) return { ok: false, reason: changed.refused };
    const { thelia, goods } = await withKnownGoods(open, changed.thelia);
    const itemIds = thelia.items.map((item) => item.id);
    const { id, kept } = await db.transaction(async (tx) => {
      const save = { snapshot: session.snapshot(), lineCount: itemIds.length };
      let id: number;
      if (held) {
        id = held.row.id;
        const { touch, markedForCountryId } = changed;
        if (!(await saveCart(tx, id, held.token, { ...save, touch, markedForCountryId })))
          throw leaseLost(id);
        await forgetOtherLines(tx, id, itemIds);
      } else {
        id = await insertCart(tx, store, save.snapshot, save.lineCount);
      }
      await keepLines(
        tx,
        id,
        (changed.keep ?? []).filter((kept) => itemIds.includes(kept.cartItemId)),
      );
      return { id, kept: await selectKeptLines(tx, id) };
    });
    saved = true;
    const header = {
      id,
      store,
      markedForCountryId: changed.markedForCountryId ?? held?.row.markedForCountryId ?? null,
    };
    return { ok: true, cart: cartOf(header, thelia, goods, kept) };
  } finally {
    // Refused or failed: nothing of the change is kept but the cookies, which name the session from now on.
    if (held && !saved) await letGo(db, held, session.snapshot());
  }
}

/**
 * A look at a cart, claiming nothing: its session restored, Thelia's cart read. Lines whose goods the index
 * lacks are left out of the answer (the next change drops them at Thelia). The cookies Thelia set meanwhile and
 * the line count are kept only when they changed and no change came between (thelia-cart-rows.ts refreshCart).
 */
export async function lookAt(
  options: TheliaCartsOptions,
  deadline: Deadline,
  cartId: number,
  language: LanguageCode,
): Promise<Cart | null> {
  const { db } = options;
  const row = await readCart(db, cartId);
  if (!row) return null;
  const session = openSession(options, row.snapshot, language);
  const cookiesBefore = JSON.stringify(session.snapshot().cookies);
  const thelia = await cartCalls(options.client, deadline.signal).getCart(session);
  const goods = await goodsLookup(db, language)(thelia.items.map(saleElementOf));
  const known = { ...thelia, items: thelia.items.filter((item) => goods.has(saleElementOf(item))) };
  const snapshot = session.snapshot();
  if (JSON.stringify(snapshot.cookies) !== cookiesBefore || known.items.length !== row.lineCount)
    await refreshCart(db, cartId, row.snapshot, { snapshot, lineCount: known.items.length });
  const header = { id: row.id, store: row.store, markedForCountryId: row.markedForCountryId };
  return cartOf(header, known, goods, await selectKeptLines(db, cartId));
}
