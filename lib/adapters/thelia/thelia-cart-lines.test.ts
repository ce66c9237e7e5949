import type { CartLineGoods } from '../embedded/queries/cart-line-goods';
import { cartOf, type KeptLine, type TheliaCartItem } from './thelia-cart-lines';
import { TheliaUnavailable, type TheliaCart } from './thelia-client';

/** A storefront cart from Thelia's lines, the index's goods and what the storefront keeps beside them. */

const goods = (saleElementId: number, undeliverableCountryIds: Array<5 | 13 | 146> = []): CartLineGoods => ({
  productId: 1,
  saleElementId,
  currentPrices: { price: 9_900, promoPrice: 9_900, onPromo: false, listPrice: 12_900, priorPrice: 9_500 },
  product: {
    title: 'Waschtisch Linea 60 cm',
    url: 'waschtisch-linea-60',
    image: null,
    kind: 'goods',
    taxRuleId: 1,
    defaultCategoryId: 1,
    minQuantity: 1,
    orderMultiple: 1,
    unit: 'piece',
    badgeCodes: [],
    undeliverableCountryIds,
  },
  saleElement: {
    ref: `WT-${saleElementId}`,
    stock: 12,
    stockPolicy: 'stock',
    availableFrom: null,
    weightGrams: 14_500,
    measure: null,
    colour: null,
    size: null,
    sizeStocks: [],
    centres: [],
  },
  setParts: [],
});

const item = (id: number, pseId: number, changes: Partial<TheliaCartItem> = {}): TheliaCartItem => ({
  id,
  promo: false,
  productSaleElement: { id: pseId },
  price: { untaxed: 100, taxed: 119 },
  promoPrice: { untaxed: 100, taxed: 119 },
  quantity: 2,
  ...changes,
});

const theliaCart = (...items: TheliaCartItem[]): TheliaCart => ({ items });
const header = { id: 7, store: 'at' as const, markedForCountryId: null };
const held = new Date('2030-01-01T22:59:59.999Z');

describe('cartOf', () => {
  it('takes lines, quantities and the prices stored on them from Thelia, net, in cents', () => {
    const cart = cartOf(
      header,
      theliaCart(
        item(31, 21, {
          promo: true,
          price: { untaxed: 84.02521, taxed: 99.99 },
          promoPrice: { untaxed: 0.285, taxed: 0.34 },
        }),
        item(30, 11),
      ),
      new Map([
        [11, goods(11)],
        [21, goods(21)],
      ]),
      new Map<number, KeptLine>([
        [31, { pricesHeldUntil: held, undeliverable: true, fulfilmentCentreId: 2 }],
      ]),
    );
    expect(cart).toMatchObject({ id: 7, store: 'at', markedForCountryId: null });
    expect(cart.lines.map((line) => [line.id, line.saleElementId, line.quantity])).toEqual([
      [30, 11, 2],
      [31, 21, 2],
    ]);
    expect(cart.lines[1]).toMatchObject({
      // Thelia keeps no list or prior price on a line: those are today's.
      addedPrices: { price: 8_403, promoPrice: 29, onPromo: true, listPrice: 12_900, priorPrice: 9_500 },
      currentPrices: goods(21).currentPrices,
      pricesHeldUntil: held.toISOString(),
      undeliverable: true,
      fulfilmentCentreId: 2,
      product: { title: 'Waschtisch Linea 60 cm' },
    });
  });

  it('holds no prices for a line the storefront did not add, and judges its delivery as the cart was marked', () => {
    const cart = cartOf(
      { ...header, markedForCountryId: 146 },
      theliaCart(item(40, 11), item(41, 12)),
      new Map([
        [11, goods(11, [146])],
        [12, goods(12)],
      ]),
      new Map(),
    );
    expect(
      cart.lines.map((line) => [line.pricesHeldUntil, line.undeliverable, line.fulfilmentCentreId]),
    ).toEqual([
      ['1970-01-01T00:00:00.000Z', true, null],
      ['1970-01-01T00:00:00.000Z', false, null],
    ]);
  });

  it('treats a line without a sale element, quantity or untaxed price as an answer it cannot use', () => {
    const known = new Map([[11, goods(11)]]);
    for (const broken of [
      item(1, 11, { productSaleElement: {} }),
      item(1, 11, { quantity: undefined }),
      item(1, 11, { price: { untaxed: null, taxed: 119 } }),
    ]) {
      expect(() => cartOf(header, theliaCart(broken), known, new Map())).toThrow(TheliaUnavailable);
    }
  });
});
