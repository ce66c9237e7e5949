import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import type { FakeCart } from './fake-thelia-cart';
import { cartModel } from './fake-thelia-cart-model';
import type { FakeTheliaWorld } from './fake-thelia-context';
import type { FakePhpSession } from './fake-thelia-session';

/**
 * The orders the stand-in's shop holds, as Thelia's Action\Order::createOrder writes them when /order/pay
 * dispatches ORDER_PAY: the session order's modules, copies of its two addresses (Thelia's order_address), the
 * cart's lines in the session language, and the stock they take.
 */

type Address = components['schemas']['Address'];

interface FakeTheliaOrderLine {
  pseId: number;
  productId: number;
  ref: string;
  title: string;
  quantity: number;
  /** The cart line's price as Thelia charges it (the promo price on promotion). */
  price: { untaxed: number; taxed: number };
}

export interface FakeTheliaOrder {
  id: number;
  ref: string;
  customerId: number;
  cartId: number;
  locale: string;
  currency: string;
  deliveryModuleId: number;
  paymentModuleId: number;
  deliveryAddress: Address;
  invoiceAddress: Address;
  lines: FakeTheliaOrderLine[];
  /** The codes of the session's coupons, consumed by the order. */
  couponCodes: string[];
  /** The cart's coupon discount (taxed), as Thelia's order keeps it. */
  discount: number;
}

/** The stand-in's world with its orders and Thelia's check-available-stock setting. */
export interface FakeTheliaShop extends FakeTheliaWorld {
  orders: FakeTheliaOrders;
  checkAvailableStock: boolean;
}

/** What the session order names, checked by OrderController::pay before it dispatches ORDER_PAY. */
interface OrderToPlace {
  session: FakePhpSession;
  cart: FakeCart;
  deliveryAddress: Address;
  invoiceAddress: Address;
}

/** A sale element as the shop stores it, so that an order can take its stock. */
export function storedSaleElement(world: FakeTheliaWorld, pseId: number) {
  const product = world.catalogue.products.find((p) =>
    p.productSaleElements?.some((pse) => pse.id === pseId),
  );
  const pse = product?.productSaleElements?.find((candidate) => candidate.id === pseId);
  return product && pse ? { product, pse } : null;
}

export class FakeTheliaOrders {
  readonly list: FakeTheliaOrder[] = [];

  get(id: number): FakeTheliaOrder | undefined {
    return this.list.find((order) => order.id === id);
  }

  /**
   * createOrder, in one transaction: any line asking for more than its stock (when the shop checks it) throws
   * "Not enough stock" before anything is written; otherwise every line takes its stock, never below zero
   * (allow_negative_stock 0), and the order is written.
   */
  place(world: FakeTheliaShop, { session, cart, deliveryAddress, invoiceAddress }: OrderToPlace) {
    const lines = cart.lines.map((line) => ({ line, stored: storedSaleElement(world, line.pseId)! }));
    const short = lines.some(
      ({ line, stored }) => !stored.product.virtual && line.quantity > (stored.pse.quantity ?? 0),
    );
    if (world.checkAvailableStock && short) throw new Error('Not enough stock');
    for (const { line, stored } of lines)
      if (!stored.product.virtual)
        stored.pse.quantity = Math.max(0, (stored.pse.quantity ?? 0) - line.quantity);
    const { coupons: applied, discount } = cartModel(cart, session, world.catalogue);
    const couponCodes = (applied ?? []).map((coupon) => coupon.code!);
    world.carts.countCouponUses(couponCodes);
    const id = this.list.length + 1;
    const order: FakeTheliaOrder = {
      id,
      ref: `ORD${String(id).padStart(12, '0')}`,
      customerId: session.customerId!,
      cartId: cart.id,
      locale: session.locale,
      currency: session.currency,
      deliveryModuleId: session.order.deliveryModuleId!,
      paymentModuleId: session.order.paymentModuleId!,
      deliveryAddress: structuredClone(deliveryAddress),
      invoiceAddress: structuredClone(invoiceAddress),
      lines: cart.lines.map((line) => {
        const { product } = world.catalogue.saleElement(line.pseId, session.locale)!;
        return {
          pseId: line.pseId,
          productId: product.id,
          ref: product.reference ?? '',
          title: product.i18n?.title ?? '',
          quantity: line.quantity,
          price: { ...(line.promo ? line.promoPrice : line.price) },
        };
      }),
      couponCodes,
      discount: discount ?? 0,
    };
    this.list.push(order);
    return order;
  }
}
