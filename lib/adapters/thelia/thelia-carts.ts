import type { CartBackend } from '../../shop/cart-backend';
import { quantityAfterChange } from '../../shop/quantity-change';
import type { CartResult, LanguageCode } from '../../shop/types';
import { MAX_CART_LINES } from '../embedded/queries/cart-changes';
import { addPieces, removeAll, setPieces } from './thelia-cart-changes';
import {
  exchange,
  freshSnapshot,
  goodsLookup,
  type Changed,
  type OpenCart,
  type TheliaCartsOptions,
} from './thelia-cart-exchange';
import { quantityOf, saleElementOf, type TheliaCartItem } from './thelia-cart-lines';
import { assignTheliaCart } from './thelia-cart-merge';
import { insertCart, keepLine, lockCart } from './thelia-cart-rows';
import { theliaCartSweeps } from './thelia-cart-sweeps';
import type { TheliaCart } from './thelia-client';

export type { TheliaCartsOptions } from './thelia-cart-exchange';

type LineChange = (open: OpenCart, thelia: TheliaCart, item: TheliaCartItem) => Promise<Changed>;

/**
 * The storefront's carts kept at Thelia (SHOP_BACKEND=thelia): the lines live in a Thelia session's cart,
 * changed through the OpenApi module's /cart routes; the storefront's cart id names that session in its own
 * table (thelia_cart), which also keeps what Thelia carts have no place for. The goods of a line come from the
 * storefront's index of Thelia's catalogue. TheliaUnavailable is passed on: the storefront shows its
 * unavailable screen rather than a cart it could not read.
 */
export function theliaCarts(options: TheliaCartsOptions): CartBackend {
  const { client, db } = options;

  /** A change to an existing cart, its row locked throughout; `cartNotFound` when there is none. */
  const changeCart = (
    cartId: number,
    language: LanguageCode,
    change: (open: OpenCart) => Promise<Changed>,
  ): Promise<CartResult> =>
    db.transaction(async (tx) => {
      const row = await lockCart(tx, cartId);
      return row ? exchange(options, tx, row, language, change) : { ok: false, reason: 'cartNotFound' };
    });

  /** A change to one line as Thelia has it now; `lineNotFound` when the cart does not hold it. */
  const changeLine = (cartId: number, lineId: number, language: LanguageCode, change: LineChange) =>
    changeCart(cartId, language, async (open) => {
      const thelia = await client.getCart(open.session);
      const item = thelia.items.find((line) => line.id === lineId);
      return item ? change(open, thelia, item) : { refused: 'lineNotFound' };
    });

  return {
    async getCart(cartId, language) {
      const result = await changeCart(cartId, language, async ({ session }) => ({
        thelia: await client.getCart(session),
        touch: false,
      }));
      return result.ok ? result.cart : null;
    },

    addToCart: (input, language) =>
      db.transaction(async (tx): Promise<CartResult> => {
        const { saleElementId, quantity, maxQuantity } = input;
        // Only what the storefront can show goes in, and Thelia is not asked about what the index lacks.
        const goodsOf = await goodsLookup(tx, language);
        if (!(await goodsOf([saleElementId])).has(saleElementId))
          return { ok: false, reason: 'saleElementNotFound' };
        const found = input.cartId === null ? null : await lockCart(tx, input.cartId, input.store);
        const row = found ?? (await insertCart(tx, input.store, freshSnapshot(language)));
        return exchange(options, tx, row, language, async ({ session }) => {
          const thelia = await client.getCart(session);
          const held = thelia.items.map(saleElementOf);
          if (!held.includes(saleElementId) && held.length >= MAX_CART_LINES)
            return { refused: 'tooManyLines' };
          const added = await addPieces(client, session, thelia, saleElementId, quantity, maxQuantity);
          if (!added) return { refused: 'saleElementNotFound' };
          // Thelia keeps a line's price when pieces are added to it, so the line's hold stays what it was.
          await keepLine(tx, row.id, added.item.id, {
            undeliverable: input.undeliverable,
            ...(added.isNew ? { pricesHeldUntil: input.pricesHeldUntil } : {}),
          });
          return { thelia: added.cart, touch: true };
        });
      }),

    changeCartQuantity: (cartId, lineId, change, language) =>
      changeLine(cartId, lineId, language, async ({ session }, thelia, item) => {
        const next = quantityAfterChange(quantityOf(item), change);
        const changed = await setPieces(client, session, thelia, item, next);
        return changed ? { thelia: changed, touch: true } : { refused: 'saleElementNotFound' };
      }),

    removeFromCart: (cartId, lineId, language) =>
      changeLine(cartId, lineId, language, async ({ session }, _thelia, item) => ({
        thelia: await client.deleteCartItem(session, item.id),
        touch: true,
      })),

    clearCart: (cartId, language) =>
      changeCart(cartId, language, async ({ session }) => ({
        thelia: await removeAll(client, session, await client.getCart(session)),
        touch: true,
      })),

    setFulfilmentCentre: (cartId, lineId, centreId, language) =>
      changeLine(cartId, lineId, language, async ({ tx, row, goodsOf }, thelia, item) => {
        const saleElementId = saleElementOf(item);
        const centres = (await goodsOf([saleElementId])).get(saleElementId)?.saleElement.centres ?? [];
        if (centreId !== null && !centres.some((centre) => centre.centreId === centreId))
          return { refused: 'centreNotFound' };
        await keepLine(tx, row.id, item.id, { fulfilmentCentreId: centreId });
        return { thelia, touch: true };
      }),

    markUndeliverable: (cartId, countryId, language) =>
      changeCart(cartId, language, async ({ tx, row, session, goodsOf }) => {
        const thelia = await client.getCart(session);
        const goods = await goodsOf(thelia.items.map(saleElementOf));
        for (const item of thelia.items) {
          const undeliverableTo = goods.get(saleElementOf(item))?.product.undeliverableCountryIds ?? [];
          await keepLine(tx, row.id, item.id, { undeliverable: undeliverableTo.includes(countryId) });
        }
        return { thelia, touch: false, markedForCountryId: countryId };
      }),

    assignCartToCustomer: (customerId, store, guestCartId, maxQuantity) =>
      assignTheliaCart(options, { customerId, store, guestCartId, maxQuantity }),

    ...theliaCartSweeps(db),
  };
}
