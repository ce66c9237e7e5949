import { logError } from '../../../monitoring/log-error';
import { contentLocaleOf } from '../../../shop/languages';
import type { OrderBackend } from '../../../shop/order-backend';
import type { Order } from '../../../shop/order-types';
import { TheliaError, TheliaSession } from '../thelia-client';
import type { CustomerLinks } from './customer-links';
import type { ForwardingOutbox } from './forwarding-outbox';
import { ForwardingRefusal, type TheliaForwardingSettings } from './forwarding-settings';
import { sameAddress, type TheliaAddressInput } from './thelia-address-input';
import { logInBuyer } from './thelia-buyer';
import type { TheliaOrderCalls } from './thelia-calls';
import { theliaOrderOf } from './thelia-order-input';

export interface ForwardingDeps {
  orders: Pick<OrderBackend, 'getOrder'>;
  outbox: ForwardingOutbox;
  links: CustomerLinks;
  thelia: TheliaOrderCalls;
  settings: TheliaForwardingSettings;
  /** A new Thelia session; the composition root knows the shop's cookie names. */
  newSession?: (locale: string, currency: string) => TheliaSession;
}

const freshSession = (locale: string, currency: string) => new TheliaSession({ locale, currency });

/**
 * The order's coupon, entered again in the forwarding cart so that Thelia's order carries its discount and
 * counts its use. The storefront took the order with the coupon Thelia accepted for the shopper's cart; should
 * Thelia refuse it now (its last use went meanwhile), the goods still go to Thelia, and the difference is
 * reported for the back office.
 */
async function applyCoupon(thelia: TheliaOrderCalls, session: TheliaSession, order: Order) {
  if (!order.couponCode) return;
  try {
    await thelia.applyCoupon(session, order.couponCode);
  } catch (error) {
    if (!(error instanceof TheliaError)) throw error;
    logError(
      `Thelia refused coupon ${order.couponCode} of ${order.ref}: forwarded without its discount`,
      error,
    );
  }
}

/** Thelia's ids of the addresses, reusing those the buyer's account already holds. */
async function addressIds(thelia: TheliaOrderCalls, session: TheliaSession, wanted: TheliaAddressInput[]) {
  const known = await thelia.listAddresses(session);
  const ids: number[] = [];
  for (const address of wanted) {
    const found = known.find((candidate) => sameAddress(candidate, address));
    const id = found?.id ?? (await thelia.createAddress(session, address)).id!;
    if (!found) known.push({ ...address, id });
    ids.push(id);
  }
  return ids;
}

/**
 * Forwards one pending order: in a Thelia session of its own, the buyer logs in, fills the cart, gives the
 * addresses and modules, and /order/pay places it. The entry is marked paying first, so that an answer that
 * never comes leaves a trace and the order is never paid twice. Thelia's order id; null when another sweep
 * took the order over before it was paid. Refusals throw ForwardingRefusal or TheliaError; an unclear
 * /order/pay answer throws a plain Error with the entry left paying.
 */
export async function forwardOrder(orderId: number, lease: string, deps: ForwardingDeps) {
  const { thelia, outbox } = deps;
  const order = await deps.orders.getOrder(orderId);
  if (!order) throw new ForwardingRefusal(`The storefront has no order ${orderId}`);
  if (order.status === 'cancelled')
    throw new ForwardingRefusal(`${order.ref} was cancelled in the storefront before it reached Thelia`);
  const input = theliaOrderOf(order, deps.settings);
  const session = (deps.newSession ?? freshSession)(contentLocaleOf(order.language), order.currency);
  await logInBuyer(thelia, deps.links, deps.settings, session, order);
  try {
    for (const line of input.lines) await thelia.addToCart(session, { ...line, append: true });
    await applyCoupon(thelia, session, order);
    const [deliveryAddressId, billingAddressId] = await addressIds(thelia, session, [
      input.deliveryAddress,
      input.invoiceAddress,
    ]);
    await thelia.setCheckout(session, {
      needValidate: true,
      // The buyer accepted the terms at the storefront.
      acceptedTermsAndConditions: true,
      deliveryModuleId: input.deliveryModuleId,
      paymentModuleId: input.paymentModuleId,
      deliveryAddressId,
      billingAddressId,
    });
    if (!(await outbox.markPaying(orderId, lease))) return null;
    const payment = await thelia.payOrder(session);
    if (payment.kind === 'turnedAway')
      throw new ForwardingRefusal(`Thelia did not place ${order.ref}: /order/pay sent it to ${payment.to}`);
    if (payment.kind === 'unclear') {
      const where = payment.location ? ` to ${payment.location}` : '';
      throw new Error(`Thelia answered /order/pay for ${order.ref} with HTTP ${payment.status}${where}`);
    }
    await outbox.recordForwarded(orderId, payment.theliaOrderId);
    // As after a browser's order: Thelia empties the cart once order.placed is shown. The order is recorded
    // already; a cart left full is only left with an abandoned session.
    await thelia.showPlacedOrder(session, payment.theliaOrderId).catch(() => undefined);
    return payment.theliaOrderId;
  } finally {
    // Thelia forgets the session in time anyway; a logout that fails changes nothing for the order.
    await thelia.logout(session).catch(() => undefined);
  }
}
