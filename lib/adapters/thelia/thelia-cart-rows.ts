import { and, desc, eq, isNull, notInArray, or, lt, sql, type SQL } from 'drizzle-orm';
import { countryIdSchema, storeCodeSchema } from '../../shop/schemas';
import type { CountryId, StoreCode } from '../../shop/types';
import type { ShopDatabase } from '../embedded/database';
import { selectRows } from '../embedded/queries/raw';
import { cart, theliaCart, theliaCartLine } from '../embedded/schema';
import type { CartHeader, KeptLine } from './thelia-cart-lines';
import type { TheliaSessionSnapshot } from './thelia-client';

/**
 * The storefront's table of Thelia carts (schema/thelia.ts): which Thelia session a storefront cart id names,
 * and what the storefront keeps beside Thelia's lines. A change to a cart claims it under a short lease in one
 * statement, talks to Thelia with no transaction open, and saves in a second short one that only the lease's
 * holder can make; so changes to one cart (two tabs, twenty quick clicks) reach Thelia one after the other, and
 * a Thelia that hangs holds no database connection.
 */

export interface TheliaCartRow extends CartHeader {
  customerId: number | null;
  snapshot: TheliaSessionSnapshot;
  lineCount: number;
  mergePlan: unknown;
}

/** A cart claimed for a change: only the holder of `token` saves it or lets it go. */
export interface HeldCart {
  row: TheliaCartRow;
  token: string;
}

const columns = {
  id: theliaCart.id,
  store: theliaCart.storeCode,
  session: theliaCart.session,
  customerId: theliaCart.customerId,
  markedForCountryId: theliaCart.markedForCountryId,
  lineCount: theliaCart.lineCount,
  mergePlan: theliaCart.mergePlan,
};

interface Selected {
  id: number;
  store: string;
  session: unknown;
  customerId: number | null;
  markedForCountryId: number | null;
  lineCount: number;
  mergePlan: unknown;
}

function toRow(row: Selected | undefined): TheliaCartRow | null {
  if (!row) return null;
  return {
    id: row.id,
    store: storeCodeSchema.parse(row.store),
    snapshot: row.session as TheliaSessionSnapshot,
    customerId: row.customerId,
    markedForCountryId:
      row.markedForCountryId === null ? null : countryIdSchema.parse(row.markedForCountryId),
    lineCount: row.lineCount,
    mergePlan: row.mergePlan,
  };
}

/** No change holds the cart: never claimed, or its lease ran out (its holder died or lost track of time). */
export const notBusy = () => or(isNull(theliaCart.busyUntil), lt(theliaCart.busyUntil, sql`now()`));

/** Which carts a claim may take: the one with the id, of the store when given, a guest's when asked. */
export interface CartWanted {
  store?: StoreCode;
  guestOnly?: boolean;
}

const wanted = (cartId: number, { store, guestOnly }: CartWanted): SQL | undefined =>
  and(
    eq(theliaCart.id, cartId),
    store === undefined ? undefined : eq(theliaCart.storeCode, store),
    guestOnly ? isNull(theliaCart.customerId) : undefined,
  );

/**
 * Claims a cart for `leaseMs` in one statement: the row when claimed, `busy` when another change holds it,
 * null when there is no such cart.
 */
export async function claimCart(
  db: ShopDatabase,
  cartId: number,
  token: string,
  leaseMs: number,
  which: CartWanted = {},
): Promise<TheliaCartRow | 'busy' | null> {
  const [claimed] = await db
    .update(theliaCart)
    .set({ busyToken: token, busyUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` })
    .where(and(wanted(cartId, which), notBusy()))
    .returning(columns);
  if (claimed) return toRow(claimed);
  const [there] = await db.select({ id: theliaCart.id }).from(theliaCart).where(wanted(cartId, which));
  return there ? 'busy' : null;
}

/** A cart as it is now, claimed by no one: what a look at the cart reads. */
export async function readCart(db: ShopDatabase, cartId: number): Promise<TheliaCartRow | null> {
  const [row] = await db.select(columns).from(theliaCart).where(eq(theliaCart.id, cartId));
  return toRow(row);
}

/** The id of the customer's cart in the store (the one touched last, should there be several). */
export async function selectCustomerCartId(
  db: ShopDatabase,
  customerId: number,
  store: StoreCode,
): Promise<number | null> {
  const [row] = await db
    .select({ id: theliaCart.id })
    .from(theliaCart)
    .where(and(eq(theliaCart.customerId, customerId), eq(theliaCart.storeCode, store)))
    .orderBy(desc(theliaCart.touchedAt), desc(theliaCart.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A new cart, made once Thelia's session has its lines: the storefront's cart row every other table names,
 * and the Thelia session it stands for. Nobody knows its id before, so it needs no claim.
 */
export async function insertCart(
  db: ShopDatabase,
  store: StoreCode,
  snapshot: TheliaSessionSnapshot,
  lineCount: number,
): Promise<number> {
  const [made] = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = ${store}
      RETURNING id`,
  );
  await db.insert(theliaCart).values({ id: made!.id, storeCode: store, session: snapshot, lineCount });
  return made!.id;
}

export interface CartSave {
  /** The session's cookies now: Thelia may have opened a new PHP session on any call. */
  snapshot?: TheliaSessionSnapshot;
  /** How many lines Thelia's cart had in its last answer. */
  lineCount?: number;
  /** The lines changed: the cart counts as used now (stale-cart sweeps, idle-cart reminders). */
  touch?: boolean;
  markedForCountryId?: CountryId;
  customerId?: number;
  /** A merge's plan to keep (a value) or to forget (null). */
  mergePlan?: unknown;
  /** Keeps the claim (a merge saves its plan before it talks to Thelia); else the cart is let go. */
  keepHolding?: boolean;
}

/** Saves what a change did and lets the cart go; false when `token` no longer holds it (nothing is saved). */
export async function saveCart(
  db: ShopDatabase,
  cartId: number,
  token: string,
  save: CartSave,
): Promise<boolean> {
  const { snapshot, lineCount, touch, markedForCountryId, customerId, mergePlan, keepHolding } = save;
  const saved = await db
    .update(theliaCart)
    .set({
      ...(snapshot === undefined ? {} : { session: snapshot }),
      ...(lineCount === undefined ? {} : { lineCount }),
      ...(touch ? { touchedAt: sql`now()` } : {}),
      ...(markedForCountryId === undefined ? {} : { markedForCountryId }),
      ...(customerId === undefined ? {} : { customerId }),
      ...(mergePlan === undefined ? {} : { mergePlan }),
      ...(keepHolding ? {} : { busyToken: null, busyUntil: null }),
    })
    .where(and(eq(theliaCart.id, cartId), eq(theliaCart.busyToken, token)))
    .returning({ id: theliaCart.id });
  return saved.length > 0;
}

/**
 * A look at the cart keeps the cookies Thelia set meanwhile (and the line count it saw) only while the cart is
 * as the look read it: no change holds it, and none saved other cookies since. A change's session is the one
 * that holds its lines; a look's cookies give way to it.
 */
export async function refreshCart(
  db: ShopDatabase,
  cartId: number,
  read: TheliaSessionSnapshot,
  save: { snapshot: TheliaSessionSnapshot; lineCount: number },
): Promise<void> {
  await db
    .update(theliaCart)
    .set({ session: save.snapshot, lineCount: save.lineCount })
    .where(
      and(eq(theliaCart.id, cartId), notBusy(), sql`${theliaCart.session} = ${JSON.stringify(read)}::jsonb`),
    );
}

/** Forgets a cart its claim's holder holds, and with it its Thelia session; Thelia's cart stays behind, abandoned, as a closed browser leaves it. */
export async function deleteHeldCart(db: ShopDatabase, cartId: number, token: string): Promise<boolean> {
  const deleted = await db
    .delete(cart)
    .where(
      and(
        eq(cart.id, cartId),
        sql`EXISTS (SELECT 1 FROM thelia_cart t WHERE t.id = ${cartId} AND t.busy_token = ${token})`,
      ),
    )
    .returning({ id: cart.id });
  return deleted.length > 0;
}

export async function selectKeptLines(db: ShopDatabase, cartId: number): Promise<Map<number, KeptLine>> {
  const rows = await db
    .select({
      cartItemId: theliaCartLine.cartItemId,
      pricesHeldUntil: theliaCartLine.pricesHeldUntil,
      undeliverable: theliaCartLine.undeliverable,
      fulfilmentCentreId: theliaCartLine.fulfilmentCentreId,
    })
    .from(theliaCartLine)
    .where(eq(theliaCartLine.cartId, cartId));
  return new Map(rows.map(({ cartItemId, ...kept }) => [cartItemId, kept]));
}

/** What a change keeps of one of Thelia's lines, the rest left as it was (or as new lines start). */
export interface LineKept {
  cartItemId: number;
  line: Partial<KeptLine>;
}

export async function keepLines(db: ShopDatabase, cartId: number, kept: readonly LineKept[]): Promise<void> {
  for (const { cartItemId, line } of kept) {
    const insert = db.insert(theliaCartLine).values({ cartId, cartItemId, ...line });
    await (Object.keys(line).length === 0
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({ target: [theliaCartLine.cartId, theliaCartLine.cartItemId], set: line }));
  }
}

/** Drops what was kept of lines no longer in Thelia's cart. */
export async function forgetOtherLines(
  db: ShopDatabase,
  cartId: number,
  cartItemIds: readonly number[],
): Promise<void> {
  await db
    .delete(theliaCartLine)
    .where(
      and(
        eq(theliaCartLine.cartId, cartId),
        cartItemIds.length === 0 ? undefined : notInArray(theliaCartLine.cartItemId, [...cartItemIds]),
      ),
    );
}
