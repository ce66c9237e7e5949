import type { CartBackend } from '../../shop/cart-backend';
import { quantityAfterChange } from '../../shop/quantity-change';
import type { CartResult, LanguageCode } from '../../shop/types';
import { MAX_CART_LINES } from '../embedded/queries/cart-changes';
import { addPieces, removeAll, setPieces } from './thelia-cart-changes';
import {
  exchange,
  goodsLookup,
  holdCartById,
  lookAt,
  withinDeadline,
  type Changed,
  type OpenCart,
  type TheliaCartsOptions,
} from './thelia-cart-exchange';
import { quantityOf, saleElementOf, type TheliaCartItem } from './thelia-cart-lines';
import { assignTheliaCart } from './thelia-cart-merge';
import { theliaCartSweeps } from './thelia-cart-sweeps';
import type { TheliaCart } from './thelia-client';

export type { TheliaCartsOptions } from './thelia-cart-exchange';

type LineChange = (open: OpenCart, thelia: TheliaCart, item: TheliaCartItem) => Promise<Changed>;

/**
 * The storefront's carts kept at Thelia (SHOP_BACKEND=thelia): the lines live in a Thelia session's cart,
 * changed through the OpenApi module's /cart routes; the storefront's cart id names that session in its own
 * table (thelia_cart), which also keeps what Thelia carts have no place for. The goods of a line come from the
 * storefront's index of Thelia's catalogue. A change claims its cart under a short lease and asks Thelia with no
 * database transaction open (thelia-cart-exchange.ts); a look claims nothing. TheliaUnavailable is passed on:
 * the storefront shows its unavailable screen rather than a cart it could not read.
 */
export function theliaCarts(options: TheliaCartsOptions): CartBackend {
  const { db } = options;

  /** A change to an existing cart, claimed throughout; `cartNotFound` when there is none. */
  const changeCart = (
    cartId: number,
    language: LanguageCode,
    change: (open: OpenCart) => Promise<Changed>,
  ): Promise<CartResult> =>
    withinDeadline(options, async (deadline) => {
      const held = await holdCartById(db, deadline, cartId);
      return held
        ? exchange(options, deadline, held, language, change)
        : { ok: false, reason: 'cartNotFound' };
    });

  /** A change to one line as Thelia has it now; `lineNotFound` when the cart does not hold it. */
  const changeLine = (cartId: number, lineId: number, language: LanguageCode, change: LineChange) =>
    changeCart(cartId, language, async (open) => {
      const thelia = await open.calls.getCart(open.session);
      const item = thelia.items.find((line) => line.id === lineId);
      return item ? change(open, thelia, item) : { refused: 'lineNotFound' };
    });

  return {
    getCart: (cartId, language) =>
      withinDeadline(options, (deadline) => lookAt(options, deadline, cartId, language)),

    addToCart: (input, language) =>
      withinDeadline(options, async (deadline): Promise<CartResult> => {
        const { saleElementId, quantity, maxQuantity, store } = input;
        // Only what the storefront can show goes in, and Thelia is not asked about what the index lacks.
        if (!(await goodsLookup(db, language)([saleElementId])).has(saleElementId))
          return { ok: false, reason: 'saleElementNotFound' };
        const held = input.cartId === null ? null : await holdCartById(db, deadline, input.cartId, store);
        return exchange(options, deadline, held ?? { store }, language, async ({ session, calls }) => {
          const thelia = await calls.getCart(session);
          const lines = thelia.items.map(saleElementOf);
          if (!lines.includes(saleElementId) && lines.length >= MAX_CART_LINES)
            return { refused: 'tooManyLines' };
          const added = await addPieces(calls, session, thelia, saleElementId, quantity, maxQuantity);
          if (!added) return { refused: 'saleElementNotFound' };
          // Thelia keeps a line's price when pieces are added to it, so the line's hold stays what it was.
          const line = {
            undeliverable: input.undeliverable,
            ...(added.isNew ? { pricesHeldUntil: input.pricesHeldUntil } : {}),
          };
          return { thelia: added.cart, touch: true, keep: [{ cartItemId: added.item.id, line }] };
        });
      }),

    changeCartQuantity: (cartId, lineId, change, language) =>
      changeLine(cartId, lineId, language, async ({ session, calls }, thelia, item) => {
        const next = quantityAfterChange(quantityOf(item), change);
        const changed = await setPieces(calls, session, thelia, item, next);
        return changed ? { thelia: changed, touch: true } : { refused: 'saleElementNotFound' };
      }),

    removeFromCart: (cartId, lineId, language) =>
      changeLine(cartId, lineId, language, async ({ session, calls }, _thelia, item) => ({
        thelia: await calls.deleteCartItem(session, item.id),
        touch: true,
      })),

    clearCart: (cartId, language) =>
      changeCart(cartId, language, async ({ session, calls }) => ({
        thelia: await removeAll(calls, session, await calls.getCart(session)),
        touch: true,
      })),

    setFulfilmentCentre: (cartId, lineId, centreId, language) =>
      changeLine(cartId, lineId, language, async ({ goodsOf }, thelia, item) => {
        const saleElementId = saleElementOf(item);
        const centres = (await goodsOf([saleElementId])).get(saleElementId)?.saleElement.centres ?? [];
        if (centreId !== null && !centres.some((centre) => centre.centreId === centreId))
          return { refused: 'centreNotFound' };
        return {
          thelia,
          touch: true,
          keep: [{ cartItemId: item.id, line: { fulfilmentCentreId: centreId } }],
        };
      }),

    markUndeliverable: (cartId, countryId, language) =>
      changeCart(cartId, language, async ({ session, calls, goodsOf }) => {
        const thelia = await calls.getCart(session);
        const goods = await goodsOf(thelia.items.map(saleElementOf));
        const keep = thelia.items.map((item) => {
          const undeliverableTo = goods.get(saleElementOf(item))?.product.undeliverableCountryIds ?? [];
          return { cartItemId: item.id, line: { undeliverable: undeliverableTo.includes(countryId) } };
        });
        return { thelia, touch: false, markedForCountryId: countryId, keep };
      }),

    assignCartToCustomer: (customerId, store, guestCartId, maxQuantity) =>
      assignTheliaCart(options, { customerId, store, guestCartId, maxQuantity }),

    ...theliaCartSweeps(db),
  };
}
