import type { Cart, CartLine, CountryId, NetPrices, StoreCode } from '../../shop/types';
import type { CartLineGoods } from '../embedded/queries/cart-line-goods';
import type { TheliaCart } from './thelia-client';
import { TheliaUnavailable } from './thelia-errors';
import { theliaAmountToCents } from './thelia-money';

/**
 * A storefront cart from the three places its parts live: the lines, their quantities and the prices stored on
 * them at Thelia; what the goods are and cost today in the storefront's index (imported from Thelia, Thelia's
 * ids kept); and, in the storefront's own table, what Thelia has no place for.
 */

export type TheliaCartItem = TheliaCart['items'][number];

/** What the storefront keeps of a line beside Thelia (thelia_cart_line). */
export interface KeptLine {
  pricesHeldUntil: Date | null;
  undeliverable: boolean;
  fulfilmentCentreId: number | null;
}

export interface CartHeader {
  id: number;
  store: StoreCode;
  markedForCountryId: CountryId | null;
}

/** A line the storefront never promised prices for holds none: today's prices apply to it. */
const NO_HOLD = new Date(0);

/** The sale element of a line: the one thing every line must name. */
export function saleElementOf(item: TheliaCartItem): number {
  const id = item.productSaleElement?.id;
  if (id === undefined) throw unusable(`cart item ${item.id} names no sale element`);
  return id;
}

/** How many pieces a line holds. */
export function quantityOf(item: TheliaCartItem): number {
  if (typeof item.quantity !== 'number') throw unusable(`cart item ${item.id} has no quantity`);
  return item.quantity;
}

function unusable(what: string): TheliaUnavailable {
  return new TheliaUnavailable('unexpected-answer', `Thelia's cart cannot be read: ${what}`);
}

function cents(price: { untaxed?: number | null } | undefined, item: TheliaCartItem): number {
  if (typeof price?.untaxed !== 'number') throw unusable(`cart item ${item.id} has no untaxed price`);
  return theliaAmountToCents(price.untaxed);
}

/**
 * The net prices Thelia stored on the line when it was added (cart_item.price and promo_price are untaxed; the
 * module adds the taxed ones for the pricing country, which the storefront does not use). They are in the cart's
 * currency, which is euro: every call names EUR, the storefront's default currency, for the session. Thelia keeps no list
 * or 30-day prior price on a line: those are the sale element's today, as the embedded cart measures a held
 * price against today's prior price too.
 */
export function addedPricesOf(item: TheliaCartItem, today: NetPrices): NetPrices {
  return {
    price: cents(item.price, item),
    promoPrice: cents(item.promoPrice, item),
    onPromo: item.promo === true,
    listPrice: today.listPrice,
    priorPrice: today.priorPrice,
  };
}

function lineOf(
  item: TheliaCartItem,
  goods: CartLineGoods,
  kept: KeptLine | undefined,
  markedFor: CountryId | null,
): CartLine {
  return {
    ...goods,
    id: item.id,
    quantity: quantityOf(item),
    addedPrices: addedPricesOf(item, goods.currentPrices),
    pricesHeldUntil: (kept?.pricesHeldUntil ?? NO_HOLD).toISOString(),
    // A line the storefront has no mark for is judged as the cart's lines were last.
    undeliverable:
      kept?.undeliverable ??
      (markedFor !== null && goods.product.undeliverableCountryIds.includes(markedFor)),
    fulfilmentCentreId: kept?.fulfilmentCentreId ?? null,
  };
}

/** The cart; every line's sale element must be among `goods` (cart lines the index lacks are gone before). */
export function cartOf(
  header: CartHeader,
  thelia: TheliaCart,
  goods: ReadonlyMap<number, CartLineGoods>,
  kept: ReadonlyMap<number, KeptLine>,
): Cart {
  const lines = [...thelia.items]
    .sort((a, b) => a.id - b.id)
    .map((item) => {
      const found = goods.get(saleElementOf(item));
      if (!found) throw new Error(`Cart item ${item.id} has goods the index does not know`);
      return lineOf(item, found, kept.get(item.id), header.markedForCountryId);
    });
  return { ...header, lines };
}
