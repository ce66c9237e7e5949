import type { FakeTheliaWorld } from './fake-thelia-context';
import { storedSaleElement, type FakeTheliaShop } from './fake-thelia-orders';
import { emptyOrder, type FakePhpSession } from './fake-thelia-session';

/**
 * Thelia's own front routes that place an order (Front module, OrderController::pay and ::orderPlaced, Thelia
 * 2.5.5). They answer as they answer a browser: redirects and HTML pages, never the module's JSON. A check that
 * fails redirects (BaseFrontController's RedirectException); an exception is Thelia's HTML error page.
 */

/** A redirect to a front path ("/cart"), which the server makes absolute as Thelia's URL tool does; or a page. */
type FrontAnswer = { status: 302; to: string } | { status: 200; title: string };

interface FrontContext {
  session: FakePhpSession;
  params: Record<string, string>;
  world: FakeTheliaShop;
}

export type FrontHandler = (context: FrontContext) => FrontAnswer;

const redirect = (to: string): FrontAnswer => ({ status: 302, to });

/** AddressQuery::findPk: any customer's address; ownership was checked when POST /checkout chose it. */
const addressById = (world: FakeTheliaWorld, id: number | null) =>
  world.sessions.customers.flatMap((record) => record.addresses).find((address) => address.id === id);

const hasModule = (modules: Array<{ id?: number }>, id: number | null) =>
  modules.some((module) => module.id === id);

export const frontRoutes: Record<string, FrontHandler> = {
  'GET /order/pay': ({ session, world }) => {
    // checkAuth, checkCartNotEmpty, then with check-available-stock the cart's stock (checkStockNotEmpty).
    if (session.customerId === null) return redirect('/login');
    const cart = world.carts.get(session.cartId);
    if (!cart || cart.lines.length === 0) return redirect('/cart');
    const soldOut = cart.lines.some((line) => {
      const { product, pse } = storedSaleElement(world, line.pseId)!;
      return (pse.quantity ?? 0) <= 0 && !product.virtual;
    });
    if (world.checkAvailableStock && soldOut) return redirect('/cart');
    const { order } = session;
    const deliveryAddress = addressById(world, order.deliveryAddressId);
    if (!deliveryAddress || !hasModule(world.catalogue.deliveryModules, order.deliveryModuleId))
      return redirect('/order/delivery');
    const invoiceAddress = addressById(world, order.billingAddressId);
    if (!invoiceAddress || !hasModule(world.catalogue.paymentModules, order.paymentModuleId))
      return redirect('/order/invoice');
    // ORDER_PAY: the order is written and the session order starts afresh; the cart stays until order.placed.
    // The only payment module of the fixtures (BankTransfer) answers nothing itself, so order.placed follows.
    const placed = world.orders.place(world, { session, cart, deliveryAddress, invoiceAddress });
    // The order consumed the session's coupons (Thelia's COUPON_CONSUME on ORDER_PAY).
    session.order = emptyOrder();
    session.couponIds = [];
    return redirect(`/order/placed/${placed.id}`);
  },
  'GET /order/placed/{order_id}': ({ session, params, world }) => {
    const placed = world.orders.get(Number(params.order_id));
    if (!placed) throw new Error('No placed order');
    if (session.customerId === null || placed.customerId !== session.customerId)
      throw new Error('Received placed order id does not belong to the current customer');
    // ORDER_CART_CLEAR: a new, empty cart for the session and a new session order.
    session.cartId = null;
    session.order = emptyOrder();
    return { status: 200, title: 'Order placed' };
  },
};
