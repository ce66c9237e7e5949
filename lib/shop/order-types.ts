import type { AddressFields } from './address-types';
import type { LanguageCode, StoreCode } from './codes';
import type { DeliveryKind } from './cart-types';
import type { Day, OrderSetPart } from './values';

export type { OrderSetPart } from './values';

/** Thelia's order statuses (docs/architecture.md "Orders"). */
export const orderStatuses = {
  notPaid: 1,
  paid: 2,
  processing: 3,
  sent: 4,
  cancelled: 5,
  refunded: 6,
} as const;
export type OrderStatus = keyof typeof orderStatuses;

export const statusOfId = (id: number): OrderStatus =>
  (Object.keys(orderStatuses) as OrderStatus[]).find((status) => orderStatuses[status] === id) ?? 'notPaid';

/** The payment methods an order can name; offline ones are paid after ordering, redirect ones at the provider. */
export const paymentMethods = ['prepayment', 'cashOnDelivery', 'stripe', 'paypal', 'amazonpay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Paid after ordering (a transfer, cash to the courier); every other method is paid at its provider. */
export const offlinePaymentMethods = ['prepayment', 'cashOnDelivery'] as const;
export type ProviderPaymentMethod = Exclude<PaymentMethod, (typeof offlinePaymentMethods)[number]>;

export const isOfflinePayment = (method: PaymentMethod) =>
  (offlinePaymentMethods as readonly PaymentMethod[]).includes(method);

/** An address as an order keeps it: the book's fields without the label. */
export type OrderAddressFields = Omit<AddressFields, 'label'>;

/** A line as sold: texts and prices copied from the cart when the order was placed (minor units). */
export interface OrderLine {
  productId: number;
  saleElementId: number;
  ref: string;
  title: string;
  colour: string | null;
  size: string | null;
  quantity: number;
  unitGross: number;
  unitNet: number;
  vatRate: number;
  lineGross: number;
  lineNet: number;
  fulfilmentCentreId: number | null;
  /** What a set holds (one line at the set's price); empty for everything else. */
  setParts: OrderSetPart[];
}

/** What placing an order writes, every amount computed by the server (lib/checkout). */
export interface NewOrder {
  /** The submit's idempotency key, bound to its session (orderCheckoutKey): a second placement finds the first order. */
  checkoutKey: string;
  store: StoreCode;
  language: LanguageCode;
  /**
   * The day in the store's time zone the order was priced on (its VAT rates' day, docs/architecture.md "Stores,
   * countries, money"): the year its invoice number counts in, whatever the database's clock says.
   */
  pricedOn: Day;
  customerId: number | null;
  cartId: number;
  email: string;
  currency: string;
  lines: OrderLine[];
  delivery: {
    moduleId: number;
    title: string;
    kind: DeliveryKind;
    pickupLocationId: number | null;
    /**
     * Thelia's isCompleteDelivery, when the shopper was asked (some lines there now, others later): true for one
     * shipment when all is there, false for partial shipments; null when everything went together anyway.
     */
    completeDelivery: boolean | null;
  };
  payment: PaymentMethod;
  amounts: {
    goodsGross: number;
    goodsNet: number;
    postageGross: number;
    postageNet: number;
    postageVatRate: number;
    discountGross: number;
    discountNet: number;
    totalGross: number;
    totalNet: number;
  };
  couponCode: string | null;
  vatExcluded: boolean;
  /** The tax conditions the buyer confirmed with their wording's version (lib/pricing/tax-conditions.ts). */
  taxConfirmation: string | null;
  deliveryAddress: OrderAddressFields;
  invoiceAddress: OrderAddressFields;
  note: string | null;
  /** Offline payments take the ordered lines out of the cart at once; a provider's keeps them until paid (docs/product.md §4). */
  emptyCart: boolean;
  /**
   * Whether the invoice is issued with the order, numbered in the placing transaction: an offline payment's, whose
   * confirmation goes out at once with it; a provider's is issued when it is paid (recordPayment numbers it), so
   * an abandoned payment page never takes a number of the series.
   */
  issueInvoice: boolean;
}

export interface Order {
  id: number;
  ref: string;
  store: StoreCode;
  language: LanguageCode;
  customerId: number | null;
  email: string;
  currency: string;
  status: OrderStatus;
  cancelReason: 'customer' | 'paymentError' | null;
  createdAt: Date;
  paidAt: Date | null;
  /** When the invoice was issued (see invoiceRef); null while none is. */
  invoicedAt: Date | null;
  lines: OrderLine[];
  delivery: NewOrder['delivery'];
  payment: PaymentMethod;
  paymentReference: string | null;
  amounts: NewOrder['amounts'];
  couponCode: string | null;
  vatExcluded: boolean;
  /** The tax conditions the buyer confirmed with their wording's version (lib/pricing/tax-conditions.ts). */
  taxConfirmation: string | null;
  deliveryAddress: OrderAddressFields;
  invoiceAddress: OrderAddressFields;
  note: string | null;
  /** The invoice's number; null while none is issued (a provider's order until it is paid). */
  invoiceRef: string | null;
  /**
   * The credit note's number (Stornorechnung, factură de stornare): issued in the store's series when an order is
   * cancelled after its invoice was, and naming that invoice; null otherwise.
   */
  creditNoteRef: string | null;
  creditedAt: Date | null;
  trackingNumber: string | null;
  amountMismatch: boolean;
}

/** A list entry of a customer's orders (docs/product.md §9: at most 999). */
export interface OrderSummary {
  id: number;
  ref: string;
  store: StoreCode;
  createdAt: Date;
  status: OrderStatus;
  totalGross: number;
  currency: string;
}

/** Placing an order: placed now, or found by its key; otherwise why not, nothing written. */
export type OrderPlacement =
  | { kind: 'placed' | 'existing'; order: Order }
  | { kind: 'outOfStock'; saleElementIds: number[] }
  | { kind: 'couponUsedUp' | 'couponUsedByBuyer' };

/**
 * What a payment provider reported for an order, by its webhook or to the return page. Which webhook events were
 * handled is the storefront's own state (payment-events.ts), not the backend's.
 */
export interface PaymentReport {
  orderId: number;
  provider: ProviderPaymentMethod;
  outcome: 'paid' | 'pending' | 'failed' | 'cancelled' | 'open';
  /** What the provider collected, for paid outcomes. */
  amount: { amount: number; currency: string } | null;
}

/**
 * What recording a payment did: changed the order, nothing (already so), or flagged an amount; `duplicate` is the
 * storefront's answer to a webhook event it handled before, which never reaches the backend.
 */
export type PaymentRecord = 'applied' | 'unchanged' | 'duplicate' | 'mismatch';

export type CouponKind = 'percent' | 'amount' | 'freeShipping';

/** A coupon as the shop keeps it (Thelia's coupon): `amount` is basis points or euro cents, `minOrder` euro cents. */
export interface CouponTerms {
  code: string;
  storeCode: StoreCode | null;
  kind: CouponKind;
  amount: number;
  minOrder: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  usedCount: number;
  active: boolean;
  /**
   * The shop's own verdict that this cart does not meet the coupon's conditions, where the backend judges them
   * itself (Thelia's coupon conditions: cart contents, countries, customers, usage left).
   */
  refusedForCart?: boolean;
}
