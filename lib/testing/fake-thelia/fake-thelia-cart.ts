import { randomBytes } from 'node:crypto';
import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import couponsJson from './fixtures/coupons.json';

/**
 * Carts as Thelia keeps them: one per session, lines with the prices of the moment they were added, line ids
 * unique across carts, and the coupon lookup. fake-thelia-cart-model.ts shows them as the module does.
 */

type Schemas = components['schemas'];

export interface FakeCartLine {
  id: number;
  pseId: number;
  quantity: number;
  promo: boolean;
  price: { untaxed: number; taxed: number };
  promoPrice: { untaxed: number; taxed: number };
}

export interface FakeCart {
  id: number;
  /** The persistent cart cookie's value (thelia_cart). */
  token: string;
  customerId: number | null;
  lines: FakeCartLine[];
}

export const coupons = couponsJson as Schemas['Coupon'][];

const price = (amount: { untaxed?: number | null; taxed?: number | null } | undefined) => ({
  untaxed: amount?.untaxed ?? 0,
  taxed: amount?.taxed ?? 0,
});

/** POST /coupon's "BINARY code LIKE ?": case-sensitive, and % and _ in the code are wildcards. */
export function findCoupon(code: string): Schemas['Coupon'] | undefined {
  const escaped = code
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  const pattern = new RegExp(`^${escaped}$`, 's');
  return coupons.find((coupon) => pattern.test(coupon.code ?? ''));
}

export class FakeTheliaCarts {
  readonly #carts = new Map<number, FakeCart>();
  #nextCartId = 1;
  // Line ids are unique across carts, as in Thelia's cart_item table, so another cart's line can be named.
  #nextLineId = 1;

  create(customerId: number | null = null): FakeCart {
    const cart = { id: this.#nextCartId++, token: randomBytes(16).toString('hex'), customerId, lines: [] };
    this.#carts.set(cart.id, cart);
    return cart;
  }

  get(id: number | null): FakeCart | undefined {
    return id === null ? undefined : this.#carts.get(id);
  }

  byToken(token: string): FakeCart | undefined {
    return [...this.#carts.values()].find((cart) => cart.token === token);
  }

  /** Which cart a line is in, whatever the session. */
  cartOfLine(lineId: number): FakeCart | undefined {
    return [...this.#carts.values()].find((cart) => cart.lines.some((line) => line.id === lineId));
  }

  /** Thelia's Cart action: append adds to a line of the same PSE, newness always makes a new line. */
  add(
    cart: FakeCart,
    pse: Schemas['ProductSaleElement'],
    quantity: number,
    append: boolean,
    newness: boolean,
  ) {
    const existing = newness ? undefined : cart.lines.find((line) => line.pseId === pse.id);
    if (existing) {
      existing.quantity = append ? existing.quantity + quantity : quantity;
      return existing;
    }
    const line: FakeCartLine = {
      id: this.#nextLineId++,
      pseId: pse.id!,
      quantity,
      promo: pse.promo === true,
      price: price(pse.price),
      promoPrice: price(pse.promoPrice),
    };
    cart.lines.push(line);
    return line;
  }
}
