import type { StoreCode } from '../../shop/types';
import type { ShopDatabase } from '../embedded/database';
import { addPieces } from './thelia-cart-changes';
import { openSession, type TheliaCartsOptions } from './thelia-cart-exchange';
import { quantityOf, saleElementOf } from './thelia-cart-lines';
import {
  deleteCart,
  keepLine,
  lockCustomerCart,
  lockGuestCart,
  saveCart,
  selectKeptLines,
  type TheliaCartRow,
} from './thelia-cart-rows';

export interface Assignment {
  customerId: number;
  store: StoreCode;
  guestCartId: number | null;
  maxQuantity: number;
}

/**
 * Puts a guest's lines into the customer's Thelia cart. Thelia sets a line's price itself and keeps it when
 * pieces are added, so a line new to the customer's cart has Thelia's price of now, with the hold the guest
 * was given; a line the customer had keeps its price and hold. A line Thelia no longer takes stays behind.
 */
async function mergeInto(
  options: TheliaCartsOptions,
  tx: ShopDatabase,
  own: TheliaCartRow,
  guest: TheliaCartRow,
  maxQuantity: number,
) {
  const { client } = options;
  const [ownSession, guestSession] = [openSession(options, own), openSession(options, guest)];
  const guestCart = await client.getCart(guestSession);
  const guestLines = await selectKeptLines(tx, guest.id);
  let cart = await client.getCart(ownSession);
  for (const item of guestCart.items) {
    const added = await addPieces(
      client,
      ownSession,
      cart,
      saleElementOf(item),
      quantityOf(item),
      maxQuantity,
    );
    if (!added) continue;
    cart = added.cart;
    const kept = guestLines.get(item.id);
    if (added.isNew && kept) await keepLine(tx, own.id, added.item.id, kept);
  }
  await saveCart(tx, own.id, { snapshot: ownSession.snapshot(), lineCount: cart.items.length, touch: true });
}

/**
 * At login the guest's cart becomes the customer's (docs/product.md §7 assignCustomer): given to them when they
 * have none in the store, else merged into theirs (quantities added up to `maxQuantity`) and forgotten. The
 * Thelia sessions stay anonymous: logging them in at Thelia is the customer port's part.
 */
export function assignTheliaCart(
  options: TheliaCartsOptions,
  assignment: Assignment,
): Promise<number | null> {
  const { customerId, store, guestCartId, maxQuantity } = assignment;
  return options.db.transaction(async (tx) => {
    const own = await lockCustomerCart(tx, customerId, store);
    const guest =
      guestCartId === null || guestCartId === own?.id ? null : await lockGuestCart(tx, guestCartId, store);
    if (!guest) return own?.id ?? null;
    if (!own) {
      await saveCart(tx, guest.id, { customerId, touch: true });
      return guest.id;
    }
    await mergeInto(options, tx, own, guest, maxQuantity);
    await deleteCart(tx, guest.id);
    return own.id;
  });
}
