import type { DeliverySplit } from './shipment-split';
import 'server-only';
import { randomBytes } from 'node:crypto';
import { deliveryModulesFor } from '../api/market-context';
import type { MarketContext } from '../catalog/market-context';
import { redirectProvider } from '../payments/registry';
import { currentSession, type CookieReader, type ShopperSession } from '../session/shopper-session';
import { getCarts, getCustomers, getOrders, getSessionStore } from '../storefront';
import type { Address, Cart, Customer } from '../shop/types';
import { normaliseCouponCode } from './coupon-rules';
import { readDraft, type CheckoutDraft } from './draft';
import { orderGoods } from './order-goods';
import { paymentOptions } from './payment-options';
import { checkoutQuote, type CheckoutQuote } from './quote';
import type { PaymentMethod } from '../shop/order-types';

/** Everything the checkout page and its handler read for one shopper: their session, cart, customer, draft. */
export interface CheckoutState {
  session: ShopperSession;
  cart: Cart;
  customer: Customer | null;
  addresses: Address[];
  draft: CheckoutDraft;
  checkoutKey: string;
  payments: PaymentMethod[];
}

/** The payment methods this deployment can take: the providers only where their keys are configured. */
export function storePayments(context: MarketContext): PaymentMethod[] {
  return paymentOptions(context.market.store, {
    stripe: redirectProvider('stripe') !== null,
    paypal: redirectProvider('paypal') !== null,
    amazonpay: redirectProvider('amazonpay') !== null,
  });
}

/** The shopper's checkout, or null when there is nothing to check out (no session, no cart, no lines). */
export async function loadCheckout(
  cookie: CookieReader,
  context: MarketContext,
): Promise<CheckoutState | null> {
  const { market } = context;
  const session = await currentSession(cookie, market.store);
  if (!session || session.stored.cartId === null) return null;
  const carts = await getCarts();
  const customers = await getCustomers();
  const cart = await carts.getCart(session.stored.cartId, market.language);
  if (!cart || cart.lines.length === 0) return null;
  const customerId = session.stored.customerId;
  const [customer, addresses, stored] = await Promise.all([
    customerId === null ? null : customers.getCustomer(customerId),
    customerId === null ? [] : customers.listAddresses(customerId),
    (await getSessionStore()).readCheckout(session.idHash, new Date()),
  ]);
  const draft = readDraft(stored.draft) ?? { values: {}, error: null };
  return {
    session,
    cart,
    customer,
    addresses,
    draft,
    checkoutKey: draft.values.checkoutKey ?? randomBytes(18).toString('base64url'),
    payments: storePayments(context),
  };
}

/** The quote for the shopper's choices: delivery, and a coupon's terms, the same whoever asks. */
export async function quoteFor(
  state: Pick<CheckoutState, 'cart'>,
  context: MarketContext,
  choice: {
    deliveryModuleId: number | null;
    couponCode: string | null;
    conditionsConfirmed: boolean;
    split: DeliverySplit;
  },
  now = new Date(),
): Promise<CheckoutQuote> {
  const orders = await getOrders();
  const code = choice.couponCode ? normaliseCouponCode(choice.couponCode) : null;
  const [modules, terms] = await Promise.all([
    deliveryModulesFor(context.market.deliveryCountryId, context.market.language),
    code ? orders.findCoupon(code, orderGoods(state.cart)) : null,
  ]);
  return checkoutQuote(
    state.cart,
    context,
    modules,
    {
      deliveryModuleId: choice.deliveryModuleId,
      conditionsConfirmed: choice.conditionsConfirmed,
      coupon: code ? { code, terms } : null,
      split: choice.split,
    },
    now,
  );
}
