import type { CartBackend } from '../../shop/cart-backend';
import type { CatalogBackend } from '../../shop/catalog-backend';
import type { CustomerBackend } from '../../shop/customer-backend';
import type { AddToCartInput, Cart, CartResult } from '../../shop/types';
import type { ContractSubject } from './catalog-backend.contract';

export interface CartContractBackends {
  carts: CartBackend;
  /** Where the suite finds goods to put in carts. */
  catalog: CatalogBackend;
  /** Where it finds a customer to hand a cart to. */
  customers: CustomerBackend;
}

export function cartOf(result: CartResult): Cart {
  if (!result.ok) throw new Error(`expected a cart, got ${result.reason}`);
  return result.cart;
}

/** Adds to a cart of the Austrian shop as the cart service does: one piece, prices held until tomorrow. */
export const cartAdder =
  (carts: Pick<CartBackend, 'addToCart'>) => (input: Partial<AddToCartInput> & { saleElementId: number }) =>
    carts.addToCart(
      {
        cartId: null,
        store: 'at',
        quantity: 1,
        maxQuantity: 9_999,
        pricesHeldUntil: new Date(Date.now() + 86_400_000),
        undeliverable: false,
        ...input,
      },
      'de',
    );

/** Sale elements anyone may put in a cart by ones: stocked goods without a minimum or a multiple. */
async function stockedGoods(catalog: CatalogBackend, count: number): Promise<number[]> {
  const { items } = await catalog.listProducts({ language: 'de', limit: 96, sort: 'sales' });
  const found: number[] = [];
  for (const item of items) {
    const element = await catalog.getOrderableSaleElement(item.defaultSaleElement.id);
    if (
      element?.kind === 'goods' &&
      element.stock >= 20 &&
      element.minQuantity === 1 &&
      element.orderMultiple === 1
    )
      found.push(element.saleElementId);
    if (found.length === count) return found;
  }
  throw new Error(
    `the catalogue has only ${found.length} stocked goods sold by ones, the suite needs ${count}`,
  );
}

/**
 * What every cart backend must do, through the port alone (docs/product.md §4 "Cart actions"): carts made on
 * the first add, net prices of the day kept on a line, quantities by the rules, lines only of their own cart,
 * concurrent changes that lose nothing, and a guest's cart handed to a customer.
 */
export function describeCartBackend(
  name: string,
  make: () => Promise<ContractSubject<CartContractBackends>>,
): void {
  describe(`CartBackend contract: ${name}`, () => {
    let held: ContractSubject<CartContractBackends>;
    let carts: CartBackend;
    let goods: number[];
    const add = (input: Partial<AddToCartInput> & { saleElementId: number }) => cartAdder(carts)(input);

    beforeAll(async () => {
      held = await make();
      carts = held.subject.carts;
      goods = await stockedGoods(held.subject.catalog, 6);
    }, 180_000);
    afterAll(() => held?.dispose(), 30_000);

    it('makes a cart on the first add and keeps the day’s net prices on the line', async () => {
      const cart = cartOf(await add({ saleElementId: goods[0]!, quantity: 2 }));
      expect(cart.store).toBe('at');
      expect(cart.lines).toHaveLength(1);
      const [line] = cart.lines;
      expect(line).toMatchObject({ saleElementId: goods[0], quantity: 2, undeliverable: false });
      expect(line!.addedPrices).toEqual(line!.currentPrices);
      expect(line!.product.title).not.toBe('');
      expect(await carts.getCart(cart.id, 'de')).toEqual(cart);
    });

    it('adds to the line already there, never beyond the maximum; an unknown or foreign cart makes a new one', async () => {
      const first = cartOf(await add({ saleElementId: goods[1]!, quantity: 3 }));
      const again = cartOf(
        await add({ cartId: first.id, saleElementId: goods[1]!, quantity: 4, maxQuantity: 5 }),
      );
      expect(again.id).toBe(first.id);
      expect(again.lines.map((line) => line.quantity)).toEqual([5]);
      expect(cartOf(await add({ cartId: 2_000_000_000, saleElementId: goods[1]! })).id).not.toBe(first.id);
      expect(cartOf(await add({ cartId: first.id, store: 'ro', saleElementId: goods[1]! })).id).not.toBe(
        first.id,
      );
      expect(await carts.getCart(2_000_000_000, 'de')).toBeNull();
    });

    it('refuses a sale element that does not exist, leaving the cart as it was', async () => {
      const cart = cartOf(await add({ saleElementId: goods[2]! }));
      expect(await add({ cartId: cart.id, saleElementId: 2_000_000_000 })).toEqual({
        ok: false,
        reason: 'saleElementNotFound',
      });
      expect((await carts.getCart(cart.id, 'de'))?.lines).toHaveLength(1);
    });

    it('sets, raises up to a maximum and lowers quantities; below the minimum or 1 the line goes', async () => {
      const cart = cartOf(await add({ saleElementId: goods[3]!, quantity: 3 }));
      const lineId = cart.lines[0]!.id;
      const change = async (kind: Parameters<CartBackend['changeCartQuantity']>[2]) =>
        cartOf(await carts.changeCartQuantity(cart.id, lineId, kind, 'de')).lines.map(
          (line) => line.quantity,
        );
      expect(await change({ kind: 'set', quantity: 7 })).toEqual([7]);
      expect(await change({ kind: 'increase', by: 5, max: 10 })).toEqual([10]);
      expect(await change({ kind: 'decrease', by: 4, min: 1 })).toEqual([6]);
      expect(await change({ kind: 'decrease', by: 2, min: 5 })).toEqual([]);
      const again = cartOf(await add({ cartId: cart.id, saleElementId: goods[3]!, quantity: 2 }));
      expect(
        cartOf(
          await carts.changeCartQuantity(cart.id, again.lines[0]!.id, { kind: 'set', quantity: -3 }, 'de'),
        ).lines,
      ).toEqual([]);
      expect(await carts.changeCartQuantity(cart.id, lineId, { kind: 'set', quantity: 1 }, 'de')).toEqual({
        ok: false,
        reason: 'lineNotFound',
      });
    });

    it('removes a line and clears a cart; a line of another cart is not found', async () => {
      const cart = cartOf(await add({ saleElementId: goods[0]! }));
      const withTwo = cartOf(await add({ cartId: cart.id, saleElementId: goods[1]! }));
      const otherCart = cartOf(await add({ saleElementId: goods[2]! }));
      expect(await carts.removeFromCart(cart.id, otherCart.lines[0]!.id, 'de')).toEqual({
        ok: false,
        reason: 'lineNotFound',
      });
      const one = cartOf(await carts.removeFromCart(cart.id, withTwo.lines[0]!.id, 'de'));
      expect(one.lines.map((line) => line.saleElementId)).toEqual([goods[1]]);
      expect(cartOf(await carts.clearCart(cart.id, 'de')).lines).toEqual([]);
      expect((await carts.getCart(otherCart.id, 'de'))?.lines).toHaveLength(1);
    });

    it('keeps every line when tabs add at once, and one of twenty concurrent quantities', async () => {
      const cart = cartOf(await add({ saleElementId: goods[4]! }));
      await Promise.all([
        add({ cartId: cart.id, saleElementId: goods[5]! }),
        add({ cartId: cart.id, saleElementId: goods[0]! }),
      ]);
      const all = await carts.getCart(cart.id, 'de');
      expect(all?.lines.map((line) => line.saleElementId).sort()).toEqual(
        [goods[4], goods[5], goods[0]].sort(),
      );
      const lineId = all!.lines[0]!.id;
      const quantities = Array.from({ length: 20 }, (_, index) => index + 1);
      await Promise.all(
        quantities.map((quantity) =>
          carts.changeCartQuantity(cart.id, lineId, { kind: 'set', quantity }, 'de'),
        ),
      );
      const lines = (await carts.getCart(cart.id, 'de'))!.lines.filter((line) => line.id === lineId);
      expect(lines).toHaveLength(1);
      expect(quantities).toContain(lines[0]!.quantity);
    });

    const newCustomer = async (store: 'at' | 'de') =>
      (
        await held.subject.customers.registerCustomer({
          title: 'mr',
          firstname: 'Carl',
          lastname: 'Contract',
          email: `cart.contract.${Date.now()}.${Math.random().toString(36).slice(2)}@example.at`,
          company: null,
          vatNumber: null,
          store,
          language: 'de',
        })
      ).customer;

    it('gives a guest cart to a customer without one, and merges it into the cart they have', async () => {
      const customer = await newCustomer('at');
      const first = cartOf(await add({ saleElementId: goods[0]!, quantity: 2 })).id;
      expect(await carts.assignCartToCustomer(customer.id, 'at', first, 9_999)).toBe(first);
      // Another device: a new guest cart with one line the customer has and one they have not.
      const second = cartOf(await add({ saleElementId: goods[0]!, quantity: 3 })).id;
      await add({ cartId: second, saleElementId: goods[1]! });
      expect(await carts.assignCartToCustomer(customer.id, 'at', second, 9_999)).toBe(first);
      const merged = await carts.getCart(first, 'de');
      expect(merged?.lines.map((line) => [line.saleElementId, line.quantity]).sort()).toEqual(
        [
          [goods[0]!, 5],
          [goods[1]!, 1],
        ].sort(),
      );
      expect(await carts.getCart(second, 'de')).toBeNull();
      // Without a guest cart the login finds the customer's; another store's customer cart is not theirs there.
      expect(await carts.assignCartToCustomer(customer.id, 'at', null, 9_999)).toBe(first);
      expect(await carts.assignCartToCustomer(customer.id, 'de', null, 9_999)).toBeNull();
    });

    it('merges up to the maximum a line may hold', async () => {
      const customer = await newCustomer('at');
      const theirs = cartOf(await add({ saleElementId: goods[2]!, quantity: 4 })).id;
      await carts.assignCartToCustomer(customer.id, 'at', theirs, 10);
      const guest = cartOf(await add({ saleElementId: goods[2]!, quantity: 8 })).id;
      expect(await carts.assignCartToCustomer(customer.id, 'at', guest, 10)).toBe(theirs);
      expect((await carts.getCart(theirs, 'de'))?.lines.map((line) => line.quantity)).toEqual([10]);
    });

    it('lists guest carts untouched since a time and deletes those asked for, never a customer’s', async () => {
      const guest = cartOf(await add({ saleElementId: goods[3]! })).id;
      const customer = await newCustomer('at');
      const theirs = cartOf(await add({ saleElementId: goods[3]! })).id;
      await carts.assignCartToCustomer(customer.id, 'at', theirs, 9_999);
      const soon = new Date(Date.now() + 60_000);
      const stale = await carts.listStaleGuestCarts(soon, 100_000);
      expect(stale).toContain(guest);
      expect(stale).not.toContain(theirs);
      expect(await carts.listStaleGuestCarts(new Date(Date.now() - 3_600_000), 100_000)).not.toContain(guest);
      expect(await carts.deleteGuestCarts([guest, theirs], new Date(Date.now() - 3_600_000))).toBe(0);
      expect(await carts.deleteGuestCarts([guest, theirs], soon)).toBe(1);
      expect(await carts.getCart(guest, 'de')).toBeNull();
      expect((await carts.getCart(theirs, 'de'))?.lines).toHaveLength(1);
      expect(await carts.deleteGuestCarts([], soon)).toBe(0);
    });

    it('never takes a cart that belongs to another customer or another store', async () => {
      const [owner, other] = [await newCustomer('at'), await newCustomer('at')];
      const cart = cartOf(await add({ saleElementId: goods[2]! }));
      await carts.assignCartToCustomer(owner.id, 'at', cart.id, 9_999);
      expect(await carts.assignCartToCustomer(other.id, 'at', cart.id, 9_999)).toBeNull();
      expect(await carts.assignCartToCustomer(owner.id, 'de', null, 9_999)).toBeNull();
      expect((await carts.getCart(cart.id, 'de'))?.lines).toHaveLength(1);
    });
  });
}
