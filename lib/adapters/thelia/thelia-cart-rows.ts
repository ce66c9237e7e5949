import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { countryIdSchema, storeCodeSchema } from '../../shop/schemas';
import type { CountryId, StoreCode } from '../../shop/types';
import type { ShopDatabase } from '../embedded/database';
import { selectRows } from '../embedded/queries/raw';
import { cart, theliaCart, theliaCartLine } from '../embedded/schema';
import type { CartHeader, KeptLine } from './thelia-cart-lines';
import type { TheliaSessionSnapshot } from './thelia-client';

/**
 * The storefront's table of Thelia carts (schema/thelia.ts): which Thelia session a storefront cart id names,
 * and what the storefront keeps beside Thelia's lines. A change to a cart locks its row for the whole exchange
 * with Thelia, so changes to one cart (two tabs, twenty quick clicks) reach Thelia one after the other.
 */

export interface TheliaCartRow extends CartHeader {
  customerId: number | null;
  snapshot: TheliaSessionSnapshot;
}

const columns = {
  id: theliaCart.id,
  store: theliaCart.storeCode,
  session: theliaCart.session,
  customerId: theliaCart.customerId,
  markedForCountryId: theliaCart.markedForCountryId,
};

interface Selected {
  id: number;
  store: string;
  session: unknown;
  customerId: number | null;
  markedForCountryId: number | null;
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
  };
}

/** A cart row locked for the rest of the transaction; only the store's when `store` is given. */
export async function lockCart(db: ShopDatabase, cartId: number, store?: StoreCode) {
  const [row] = await db
    .select(columns)
    .from(theliaCart)
    .where(and(eq(theliaCart.id, cartId), store === undefined ? undefined : eq(theliaCart.storeCode, store)))
    .for('update');
  return toRow(row);
}

/** The customer's cart in the store (the one touched last, should there be several), locked. */
export async function lockCustomerCart(db: ShopDatabase, customerId: number, store: StoreCode) {
  const [row] = await db
    .select(columns)
    .from(theliaCart)
    .where(and(eq(theliaCart.customerId, customerId), eq(theliaCart.storeCode, store)))
    .orderBy(desc(theliaCart.touchedAt), desc(theliaCart.id))
    .limit(1)
    .for('update');
  return toRow(row);
}

/** A guest's cart of the store, locked; null when it is a customer's, another store's or gone. */
export async function lockGuestCart(db: ShopDatabase, cartId: number, store: StoreCode) {
  const [row] = await db
    .select(columns)
    .from(theliaCart)
    .where(and(eq(theliaCart.id, cartId), eq(theliaCart.storeCode, store), isNull(theliaCart.customerId)))
    .for('update');
  return toRow(row);
}

/** A new cart: the storefront's cart row every other table names, and the Thelia session it stands for. */
export async function insertCart(db: ShopDatabase, store: StoreCode, snapshot: TheliaSessionSnapshot) {
  const [made] = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = ${store}
      RETURNING id`,
  );
  const [row] = await db
    .insert(theliaCart)
    .values({ id: made!.id, storeCode: store, session: snapshot })
    .returning(columns);
  return toRow(row)!;
}

export interface CartSave {
  /** The session's cookies now: Thelia may have opened a new PHP session on any call. */
  snapshot?: TheliaSessionSnapshot;
  /** How many lines Thelia's cart had in its last answer. */
  lineCount?: number;
  /** The lines changed: the cart counts as used now (stale-cart sweeps, idle-cart reminders). */
  touch: boolean;
  markedForCountryId?: CountryId;
  customerId?: number;
}

export async function saveCart(db: ShopDatabase, cartId: number, save: CartSave): Promise<void> {
  const { snapshot, lineCount, touch, markedForCountryId, customerId } = save;
  await db
    .update(theliaCart)
    .set({
      ...(snapshot === undefined ? {} : { session: snapshot }),
      ...(lineCount === undefined ? {} : { lineCount }),
      ...(touch ? { touchedAt: sql`now()` } : {}),
      ...(markedForCountryId === undefined ? {} : { markedForCountryId }),
      ...(customerId === undefined ? {} : { customerId }),
    })
    .where(eq(theliaCart.id, cartId));
}

/** Forgets a cart and its Thelia session; Thelia's cart stays behind, abandoned, as a closed browser leaves it. */
/** Deletes the storefront's cart row, and with it the Thelia session it named. */
export async function deleteCart(db: ShopDatabase, cartId: number): Promise<void> {
  await db.delete(cart).where(eq(cart.id, cartId));
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

/** Keeps what is given of a line, leaving the rest as it was (or as new lines start). */
export async function keepLine(
  db: ShopDatabase,
  cartId: number,
  cartItemId: number,
  line: Partial<KeptLine>,
): Promise<void> {
  await db
    .insert(theliaCartLine)
    .values({ cartId, cartItemId, ...line })
    .onConflictDoUpdate({ target: [theliaCartLine.cartId, theliaCartLine.cartItemId], set: line });
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
