import { quantityAfterAdd } from '../../shop/quantity-change';
import type { StoreCode } from '../../shop/types';
import { cartCalls, putPieces } from './thelia-cart-changes';
import {
  holdCart,
  holdCartById,
  leaseLost,
  letGo,
  openSession,
  withinDeadline,
  type Deadline,
  type TheliaCartsOptions,
} from './thelia-cart-exchange';
import { quantityOf, saleElementOf, type KeptLine } from './thelia-cart-lines';
import {
  claimCart,
  deleteHeldCart,
  keepLines,
  saveCart,
  selectCustomerCartId,
  selectKeptLines,
  type HeldCart,
  type LineKept,
} from './thelia-cart-rows';

export interface Assignment {
  customerId: number;
  store: StoreCode;
  guestCartId: number | null;
  maxQuantity: number;
}

/**
 * What a merge gives the customer's cart `into`, worked out once from both carts as they were when it began and
 * kept on the guest's row until the guest's cart is gone: every guest line's sale element with the quantity its
 * line in the customer's cart ends with (the customer's pieces and the guest's, up to the maximum), whether that
 * line is new there, and what the storefront kept of the guest's line. Setting quantities rather than adding
 * pieces makes a merge that failed midway (Thelia gone after some lines) end as one that never failed when it
 * is retried.
 */
interface MergePlan {
  into: number;
  lines: Array<{
    saleElementId: number;
    quantity: number;
    isNew: boolean;
    kept: {
      pricesHeldUntil: string | null;
      undeliverable: boolean;
      fulfilmentCentreId: number | null;
    } | null;
  }>;
}

const isPlanFor = (plan: unknown, into: number): plan is MergePlan =>
  typeof plan === 'object' && plan !== null && (plan as MergePlan).into === into;

const keptOf = (kept: NonNullable<MergePlan['lines'][number]['kept']>): KeptLine => ({
  ...kept,
  pricesHeldUntil: kept.pricesHeldUntil === null ? null : new Date(kept.pricesHeldUntil),
});

/**
 * Puts a guest's lines into the customer's Thelia cart. Thelia sets a line's price itself and keeps it when
 * pieces are added, so a line new to the customer's cart has Thelia's price of now, with the hold the guest
 * was given; a line the customer had keeps its price and hold. A line Thelia no longer takes stays behind.
 * Both carts are claimed; the customer's is saved and the guest's forgotten in one short transaction.
 */
async function mergeInto(
  options: TheliaCartsOptions,
  deadline: Deadline,
  own: HeldCart,
  guest: HeldCart,
  maxQuantity: number,
): Promise<void> {
  const { db } = options;
  const calls = cartCalls(options.client, deadline.signal);
  const [ownSession, guestSession] = [
    openSession(options, own.row.snapshot),
    openSession(options, guest.row.snapshot),
  ];
  try {
    let cart = await calls.getCart(ownSession);
    let plan = guest.row.mergePlan;
    if (!isPlanFor(plan, own.row.id)) {
      const guestCart = await calls.getCart(guestSession);
      const guestLines = await selectKeptLines(db, guest.row.id);
      const lines = guestCart.items.map((item) => {
        const saleElementId = saleElementOf(item);
        const theirs = cart.items.find((line) => saleElementOf(line) === saleElementId);
        const kept = guestLines.get(item.id);
        return {
          saleElementId,
          quantity: quantityAfterAdd(theirs ? quantityOf(theirs) : 0, quantityOf(item), maxQuantity),
          isNew: !theirs,
          kept: kept ? { ...kept, pricesHeldUntil: kept.pricesHeldUntil?.toISOString() ?? null } : null,
        };
      });
      plan = { into: own.row.id, lines } satisfies MergePlan;
      const saved = await saveCart(db, guest.row.id, guest.token, {
        mergePlan: plan,
        snapshot: guestSession.snapshot(),
        keepHolding: true,
      });
      if (!saved) throw leaseLost(guest.row.id);
    }
    const keep: LineKept[] = [];
    for (const line of (plan as MergePlan).lines) {
      const put = await putPieces(calls, ownSession, cart, line.saleElementId, line.quantity);
      if (!put) continue;
      cart = put.cart;
      if (line.isNew && line.kept) keep.push({ cartItemId: put.item.id, line: keptOf(line.kept) });
    }
    await db.transaction(async (tx) => {
      const save = { snapshot: ownSession.snapshot(), lineCount: cart.items.length, touch: true };
      if (!(await saveCart(tx, own.row.id, own.token, save))) throw leaseLost(own.row.id);
      await keepLines(tx, own.row.id, keep);
      if (!(await deleteHeldCart(tx, guest.row.id, guest.token))) throw leaseLost(guest.row.id);
    });
  } catch (error) {
    // The plan stays on the guest's row for the retry; the cookies name the sessions from now on.
    await letGo(db, guest, guestSession.snapshot());
    await letGo(db, own, ownSession.snapshot());
    throw error;
  }
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
  const { db } = options;
  return withinDeadline(options, async (deadline) => {
    const ownId = await selectCustomerCartId(db, customerId, store);
    if (guestCartId === null || guestCartId === ownId) return ownId;
    const own = ownId === null ? null : await holdCartById(db, deadline, ownId);
    let guest: HeldCart | null;
    try {
      guest = await holdCart(db, deadline, (token, leaseMs) =>
        claimCart(db, guestCartId, token, leaseMs, { store, guestOnly: true }),
      );
    } catch (error) {
      if (own) await letGo(db, own, own.row.snapshot);
      throw error;
    }
    if (!guest) {
      if (own) await letGo(db, own, own.row.snapshot);
      return own?.row.id ?? null;
    }
    if (!own) {
      if (!(await saveCart(db, guest.row.id, guest.token, { customerId, touch: true })))
        throw leaseLost(guest.row.id);
      return guest.row.id;
    }
    await mergeInto(options, deadline, own, guest, maxQuantity);
    return own.row.id;
  });
}
