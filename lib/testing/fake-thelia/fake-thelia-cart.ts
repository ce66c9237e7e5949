import { randomBytes } from 'node:crypto';
import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import couponConditionsJson from './fixtures/coupon-conditions.json';
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

/**
 * What the module does not show of a coupon: its conditions (Thelia's MatchForTotalAmount), the products its
 * effect is limited to (RemovePercentageOnProducts) and its usage limit, by code.
 */
interface CouponConditions {
  minimumTaxedTotal?: number;
  productIds?: number[];
  maxUsage?: number;
}
const couponConditions = couponConditionsJson as Record<string, CouponConditions>;

/** A coupon's goods in a cart: the taxed totals of the lines its effect reaches. */
export interface CouponGoods {
  productId: number;
  taxedTotal: number;
}

/** What a coupon takes off goods worth `total` in all: its amount or percentage of the goods it reaches. */
export function couponDiscount(coupon: Schemas['Coupon'], goods: CouponGoods[], total: number): number {
  const { productIds } = couponConditions[coupon.code ?? ''] ?? {};
  const reached = productIds
    ? goods
        .filter((line) => productIds.includes(line.productId))
        .reduce((sum, line) => sum + line.taxedTotal, 0)
    : total;
  return Math.min(reached, coupon.percentage ? (reached * coupon.percentage) / 100 : (coupon.amount ?? 0));
}

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
  /** Orders placed with each coupon code (Thelia's coupon usage). */
  readonly #couponUses = new Map<string, number>();
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

  /**
   * Thelia's COUPON_CONSUME checks before a code counts for a cart (CouponFactory::buildCouponFromCode): a coupon
   * with a usage limit needs a logged-in customer and uses left, then its conditions; the refusal's message, or
   * null when the coupon applies.
   */
  couponRefusal(coupon: Schemas['Coupon'], cartTaxedTotal: number, customerId: number | null): string | null {
    const code = coupon.code ?? '';
    const { maxUsage, minimumTaxedTotal } = couponConditions[code] ?? {};
    if (maxUsage !== undefined && customerId === null)
      return 'You should sign in or register to use this coupon.';
    if (maxUsage !== undefined && (this.#couponUses.get(code) ?? 0) >= maxUsage)
      return `Maximum usage count reached for coupon ${code}`;
    if (minimumTaxedTotal !== undefined && cartTaxedTotal < minimumTaxedTotal)
      return 'The conditions required for this coupon are not met.';
    return null;
  }

  /** An order was placed with these coupons. */
  countCouponUses(codes: string[]) {
    for (const code of codes) this.#couponUses.set(code, (this.#couponUses.get(code) ?? 0) + 1);
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
