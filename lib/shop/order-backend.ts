import type {
  CouponTerms,
  NewOrder,
  Order,
  OrderPlacement,
  OrderStatus,
  OrderSummary,
  PaymentRecord,
  PaymentReport,
} from './order-types';
import type { StoreCode } from './types';

/** A sale element and how many of it an order would hold. */
export interface OrderGoods {
  saleElementId: number;
  quantity: number;
}

/**
 * A shop backend's orders (docs/architecture.md "Orders", docs/product.md §7 order and coupon calls): coupons, placing an order, an
 * owner's orders, cancelling, and the order's side of a payment.
 */
export interface OrderBackend {
  /**
   * A coupon's terms, the same for everyone; null when no coupon has the code. Per-buyer limits count at placement.
   * A backend that judges a coupon's conditions on a cart itself (Thelia) is given the goods the order would hold
   * and may answer terms refused for them.
   */
  findCoupon(code: string, goods?: readonly OrderGoods[]): Promise<CouponTerms | null>;
  /** Places an order in one transaction: stock, coupon, order; idempotent by its checkout key. */
  placeOrder(order: NewOrder): Promise<OrderPlacement>;
  getOrder(orderId: number): Promise<Order | null>;
  findOrderByRef(ref: string): Promise<Order | null>;
  /** The order placed under this checkout key (orderCheckoutKey), for a repeated submit whose cart it emptied. */
  findOrderIdByCheckoutKey(checkoutKey: string): Promise<number | null>;
  /** Only the id of the order with this number: a look-up that costs the same whether or not it exists. */
  findOrderIdByRef(ref: string): Promise<number | null>;
  /** A customer's orders, newest first (docs/product.md §9: at most 999). */
  listCustomerOrders(customerId: number, store: StoreCode, limit: number): Promise<OrderSummary[]>;
  /** Gives a customer a guest order placed with their e-mail, once it is proven theirs; false if it is not one. */
  adoptGuestOrder(customerId: number, orderId: number, email: string): Promise<boolean>;
  /**
   * Cancels an order still in one of `from`, giving back its stock and coupon use; false when it was not, and for a
   * customer's cancel of a Stripe or PayPal order whose payment page was opened (it may still take the money).
   */
  cancelOrder(orderId: number, reason: 'customer' | 'paymentError', from: OrderStatus[]): Promise<boolean>;
  /** Keeps the provider's reference of an order's payment (Stripe's session, PayPal's order); false once not unpaid. */
  setOrderPaymentReference(orderId: number, reference: string): Promise<boolean>;
  /** Records a provider's report in one transaction, idempotent by event id (see PaymentReport). */
  recordPayment(report: PaymentReport): Promise<PaymentRecord>;
}
