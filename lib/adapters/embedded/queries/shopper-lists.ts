import { sql, type SQL } from 'drizzle-orm';
import type {
  GuestListHandover,
  ShopperListChange,
  ShopperListOwner,
  ShopperListResult,
} from '../../../shop/list-types';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

const ownedBy = (owner: ShopperListOwner): SQL =>
  'customerId' in owner
    ? sql`customer_id = ${owner.customerId} AND store_code = ${owner.store}`
    : sql`session_hash = ${owner.sessionHash} AND store_code = ${owner.store}`;

async function itemsOf(db: ShopDatabase, listId: number): Promise<number[]> {
  const rows = await selectRows<{ product_id: number }>(
    db,
    sql`SELECT product_id FROM shopper_list_item WHERE list_id = ${listId} ORDER BY added_at, product_id`,
  );
  return rows.map((row) => Number(row.product_id));
}

/** The products on a list, in the order they were added; none when the owner has no such list. */
export async function selectListProducts(db: ShopDatabase, owner: ShopperListOwner): Promise<number[]> {
  const rows = await selectRows<{ product_id: number }>(
    db,
    sql`SELECT i.product_id FROM shopper_list l JOIN shopper_list_item i ON i.list_id = l.id
        WHERE l.kind = ${owner.kind} AND ${ownedBy(owner)}
        ORDER BY i.added_at, i.product_id`,
  );
  return rows.map((row) => Number(row.product_id));
}

/** The owner's list, made when missing, locked for the rest of the transaction (its limit holds under races). */
async function lockedList(tx: ShopDatabase, owner: ShopperListOwner): Promise<number> {
  const customerId = 'customerId' in owner ? owner.customerId : null;
  const sessionHash = 'sessionHash' in owner ? owner.sessionHash : null;
  await tx.execute(sql`INSERT INTO shopper_list (kind, store_code, customer_id, session_hash)
      VALUES (${owner.kind}, ${owner.store}, ${customerId}, ${sessionHash}) ON CONFLICT DO NOTHING`);
  const [list] = await selectRows<{ id: number }>(
    tx,
    sql`SELECT id FROM shopper_list WHERE kind = ${owner.kind} AND ${ownedBy(owner)} FOR UPDATE`,
  );
  return Number(list!.id);
}

/**
 * Adds, removes or clears, in one transaction with the list locked: a full list takes no new product (one
 * already on it is no change), and only a visible product can be added.
 */
export function changeShopperList(
  db: ShopDatabase,
  owner: ShopperListOwner,
  change: ShopperListChange,
  limit: number,
): Promise<ShopperListResult> {
  return db.transaction(async (tx) => {
    const listId = await lockedList(tx, owner);
    const before = await itemsOf(tx, listId);
    if (change.op === 'clear') {
      await tx.execute(sql`DELETE FROM shopper_list_item WHERE list_id = ${listId}`);
    } else if (change.op === 'remove') {
      await tx.execute(
        sql`DELETE FROM shopper_list_item WHERE list_id = ${listId} AND product_id = ${change.productId}`,
      );
    } else if (!before.includes(change.productId)) {
      const [shown] = await selectRows<{ id: number }>(
        tx,
        sql`SELECT id FROM product WHERE id = ${change.productId} AND visible`,
      );
      if (!shown) return { ok: false, reason: 'productNotFound', productIds: before };
      if (before.length >= limit) return { ok: false, reason: 'full', productIds: before };
      await tx.execute(sql`INSERT INTO shopper_list_item (list_id, product_id)
          VALUES (${listId}, ${change.productId})`);
    }
    const productIds = await itemsOf(tx, listId);
    if (productIds.join() !== before.join())
      await tx.execute(sql`UPDATE shopper_list SET updated_at = now() WHERE id = ${listId}`);
    return { ok: true, productIds, changed: productIds.join() !== before.join() };
  });
}

/**
 * At login the guest's wishlist joins the customer's (theirs first, then the guest's in the order added, up to the
 * limit) and the guest's compare list moves to the new session. Runs while both sessions exist: the guest's
 * session going takes whatever is left of its lists with it.
 */
export function adoptGuestLists(db: ShopDatabase, handover: GuestListHandover): Promise<void> {
  const { guestSessionHash, customerSessionHash, customerId, store, wishlistLimit } = handover;
  return db.transaction(async (tx) => {
    const [guestWishlist] = await selectRows<{ id: number }>(
      tx,
      sql`SELECT id FROM shopper_list WHERE kind = 'wishlist' AND session_hash = ${guestSessionHash}
          AND store_code = ${store} FOR UPDATE`,
    );
    if (guestWishlist) {
      const own = await lockedList(tx, { kind: 'wishlist', store, customerId });
      await tx.execute(sql`INSERT INTO shopper_list_item (list_id, product_id, added_at)
          SELECT ${own}, product_id, now() + (row_number() OVER (ORDER BY added_at, product_id)) * interval '1 microsecond'
          FROM shopper_list_item g
          WHERE g.list_id = ${guestWishlist.id}
            AND NOT EXISTS (SELECT 1 FROM shopper_list_item o WHERE o.list_id = ${own} AND o.product_id = g.product_id)
          ORDER BY added_at, product_id
          LIMIT GREATEST(0, ${wishlistLimit} - (SELECT count(*) FROM shopper_list_item WHERE list_id = ${own}))`);
      await tx.execute(sql`DELETE FROM shopper_list WHERE id = ${guestWishlist.id}`);
    }
    await tx.execute(
      sql`DELETE FROM shopper_list WHERE kind = 'compare' AND session_hash = ${customerSessionHash}`,
    );
    await tx.execute(sql`UPDATE shopper_list SET session_hash = ${customerSessionHash}
        WHERE kind = 'compare' AND session_hash = ${guestSessionHash} AND store_code = ${store}`);
  });
}
