import 'server-only';
import type { CartAction } from '../api/cart';
import { deliveryModulesFor, handlerMarketContext } from '../api/market-context';
import { consume } from '../api/rate-limit';
import type { MarketContext } from '../catalog/market-context';
import { MAX_QUANTITY } from '../catalog/quantity';
import type { Market } from '../i18n/market';
import {
  createSession,
  currentSession,
  type CookieReader,
  type ShopperSession,
} from '../session/shopper-session';
import { getCarts, getCatalog, getSessionStore } from '../storefront';
import type { Cart, CartResult, OrderableSaleElement } from '../shop/types';
import { cartView } from './cart-view';
import { pricesHeldUntil } from './price-hold';
import { orderLimit, quantityToAdd, quantityToSet, increaseBy, decreaseBy, stockOf } from './quantity-rules';
import type { CartView } from './view-types';

/** A message for the shopper: a key of messages/*.json (Errors.cart or Cart) and the values it names. */
export interface CartMessage {
  code: string;
  values?: Record<string, string | number>;
}

export type CartOutcome =
  | { ok: true; view: CartView; notice: CartMessage; cookieValue: string | null }
  | { ok: false; status: 404 | 409 | 422 | 429; error: CartMessage & { fields?: string[] } };

const refused = (
  status: 404 | 409 | 422 | 429,
  code: string,
  fields?: string[],
  values?: CartMessage['values'],
) =>
  ({
    ok: false,
    status,
    error: { code, ...(fields ? { fields } : {}), ...(values ? { values } : {}) },
  }) as const;

/** The lines' undeliverable marks follow the delivery country the cart is seen with (docs/product.md §4 "mark undeliverable"). */
async function marked(cart: Cart, market: Market): Promise<Cart> {
  if (cart.lines.length === 0 || cart.markedForCountryId === market.deliveryCountryId) return cart;
  const result = await (
    await getCarts()
  ).markUndeliverable(cart.id, market.deliveryCountryId, market.language);
  return result.ok ? result.cart : cart;
}

async function viewOf(cart: Cart | null, context: MarketContext): Promise<CartView> {
  const { market } = context;
  const shown = cart ? await marked(cart, market) : null;
  const modules = shown?.lines.length
    ? await deliveryModulesFor(market.deliveryCountryId, market.language)
    : [];
  return cartView(
    shown ?? { id: 0, store: market.store, markedForCountryId: null, lines: [] },
    context,
    { modules, storedId: null },
    new Date(),
  );
}

/**
 * The session's cart. A logged-in customer whose session holds none yet gets the one they started on another
 * device since logging in here, and the session holds it from then on.
 */
async function sessionCart(session: ShopperSession | null, market: Market): Promise<Cart | null> {
  if (!session) return null;
  const carts = await getCarts();
  let cartId = session.stored.cartId;
  if (cartId === null && session.stored.customerId !== null) {
    cartId = await carts.assignCartToCustomer(session.stored.customerId, market.store, null, MAX_QUANTITY);
    if (cartId !== null) await (await getSessionStore()).setCart(session.idHash, cartId);
  }
  return cartId === null ? null : carts.getCart(cartId, market.language);
}

/** Who is asking: their cookies, and their address for rate limits. */
export interface Shopper {
  cookie: CookieReader;
  address: string;
}

/**
 * The shopper's cart priced for their market; a visitor without a session has an empty one (and gets none).
 * Pages pass their cached market context; route handlers read one without Next's data cache.
 */
export async function readCart(
  cookie: CookieReader,
  market: Market,
  context?: MarketContext,
): Promise<CartView> {
  const [marketContext, session] = await Promise.all([
    context ?? handlerMarketContext(market),
    currentSession(cookie, market.store),
  ]);
  return viewOf(await sessionCart(session, market), marketContext);
}

/** Why a sale element cannot go into the cart now, or null when it can. */
function refusalOf(element: OrderableSaleElement | null, context: MarketContext) {
  if (!element) return refused(404, 'cart.saleNotFound', ['saleElementId']);
  if (context.store.config.priceRequestProductIds.includes(element.productId))
    return refused(409, 'cart.priceOnRequest', ['saleElementId']);
  return null;
}

async function add(
  action: Extract<CartAction, { action: 'add' }>,
  market: Market,
  context: MarketContext,
  cart: Cart | null,
) {
  const catalog = await getCatalog();
  const wanted = [action.saleElementId, ...action.extras.filter((extra) => extra !== action.saleElementId)];
  const elements = await Promise.all(wanted.map((id) => catalog.getOrderableSaleElement(id)));
  const main = elements[0] ?? null;
  const problem = refusalOf(main, context);
  if (problem) return { problem };
  if (action.extras.length > 0) {
    const product = await catalog.getProduct(main!.productId, market.language);
    const offered = new Set(
      [...(product?.services ?? []), ...(product?.accessories ?? [])].map(
        (item) => item.defaultSaleElement.id,
      ),
    );
    if (action.extras.some((extra) => !offered.has(extra)))
      return { problem: refused(422, 'cart.invalid', ['extras']) };
  }
  const plans = [];
  for (const [index, element] of elements.entries()) {
    const extraProblem = index > 0 ? refusalOf(element, context) : null;
    if (extraProblem) return { problem: extraProblem };
    const rules = { minimum: element!.minQuantity, multiple: element!.orderMultiple };
    const limit = orderLimit(rules, element!.stock, element!.stockPolicy);
    const inCart = cart?.lines.find((line) => line.saleElementId === element!.saleElementId)?.quantity ?? 0;
    const outcome = quantityToAdd(index === 0 ? action.quantity : 1, rules, limit, inCart);
    if (outcome.kind === 'refused') return { problem: refused(409, `cart.${outcome.reason}`, ['quantity']) };
    plans.push({ element: element!, limit, rules, outcome });
  }
  return { plans };
}

/** What the notice says about the main line's quantity (docs/product.md §5's auto-adjustment message and its kin). */
function addedNotice(plan: {
  outcome: { quantity: number; adjustment: string };
  rules: { multiple: number };
}): CartMessage {
  const { quantity, adjustment } = plan.outcome;
  if (adjustment === 'multiple')
    return { code: 'cart.quantityAdjusted', values: { quantity, multiple: plan.rules.multiple } };
  if (adjustment === 'minimum') return { code: 'cart.minimumApplied', values: { quantity } };
  if (adjustment === 'limited') return { code: 'cart.limited', values: { quantity } };
  return { code: 'cart.added', values: { quantity } };
}

/** Runs one cart action for the shopper (docs/product.md §4 "Cart actions"); the session is made on the first add only. */
export async function changeCart(shopper: Shopper, market: Market, action: CartAction): Promise<CartOutcome> {
  const [context, existing] = await Promise.all([
    handlerMarketContext(market),
    currentSession(shopper.cookie, market.store),
  ]);
  const carts = await getCarts();
  let cart = await sessionCart(existing, market);
  const language = market.language;

  if (action.action === 'add') {
    const planned = await add(action, market, context, cart);
    if ('problem' in planned) return planned.problem!;
    let session = existing;
    let cookieValue: string | null = null;
    if (!session) {
      const allowed = await consume('newSession', shopper.address);
      if (!allowed.allowed)
        return refused(429, 'request.tooMany', undefined, { seconds: allowed.retryAfterSeconds });
      ({ session, cookieValue } = await createSession(market.store));
    }
    const heldUntil = pricesHeldUntil(market.store, new Date());
    let result: CartResult | null = null;
    for (const plan of planned.plans) {
      result = await carts.addToCart(
        {
          cartId: result?.ok ? result.cart.id : (cart?.id ?? null),
          store: market.store,
          saleElementId: plan.element.saleElementId,
          quantity: plan.outcome.quantity,
          maxQuantity: plan.limit,
          pricesHeldUntil: heldUntil,
          undeliverable: plan.element.undeliverableCountryIds.includes(market.deliveryCountryId),
        },
        language,
      );
      if (!result.ok) return refused(result.reason === 'tooManyLines' ? 409 : 404, `cart.${result.reason}`);
    }
    let { cart: addedTo } = result as Extract<CartResult, { ok: true }>;
    if (addedTo.id !== session.stored.cartId) {
      // A logged-in customer's new cart is theirs at once; one they made meanwhile elsewhere takes its lines.
      const customerId = session.stored.customerId;
      const cartId =
        customerId === null
          ? addedTo.id
          : ((await carts.assignCartToCustomer(customerId, market.store, addedTo.id, MAX_QUANTITY)) ??
            addedTo.id);
      if (cartId !== addedTo.id) addedTo = (await carts.getCart(cartId, language)) ?? addedTo;
      await (await getSessionStore()).setCart(session.idHash, cartId);
    }
    return {
      ok: true,
      view: await viewOf(addedTo, context),
      notice: addedNotice(planned.plans[0]!),
      cookieValue,
    };
  }

  if (!cart) return refused(404, action.action === 'clear' ? 'cart.empty' : 'cart.lineNotFound');
  if (action.action === 'clear')
    return done(await carts.clearCart(cart.id, language), { code: 'cart.cleared' });
  const line = cart.lines.find((entry) => entry.id === action.lineId);
  if (!line) return refused(404, 'cart.lineNotFound', ['lineId']);
  const rules = { minimum: line.product.minQuantity, multiple: line.product.orderMultiple };
  const centre = line.saleElement.centres.find((entry) => entry.centreId === line.fulfilmentCentreId);
  const limit = orderLimit(
    rules,
    centre ? centre.quantity : stockOf(line.saleElement),
    line.saleElement.stockPolicy,
  );
  switch (action.action) {
    case 'set': {
      const outcome = quantityToSet(action.quantity, rules, limit);
      if (outcome.kind === 'refused') return refused(409, `cart.${outcome.reason}`, ['quantity']);
      if (outcome.kind === 'remove')
        return done(await carts.removeFromCart(cart.id, line.id, language), { code: 'cart.removed' });
      return done(
        await carts.changeCartQuantity(
          cart.id,
          line.id,
          { kind: 'set', quantity: outcome.quantity },
          language,
        ),
        outcome.adjustment === 'none' ? { code: 'cart.updated' } : addedNotice({ outcome, rules }),
      );
    }
    case 'increase':
      if (line.quantity >= limit)
        return refused(409, limit === 0 ? 'cart.notInStock' : 'cart.limitReached', ['quantity']);
      return done(await carts.changeCartQuantity(cart.id, line.id, increaseBy(rules, limit), language), {
        code: 'cart.updated',
      });
    case 'decrease':
      return done(await carts.changeCartQuantity(cart.id, line.id, decreaseBy(rules), language), {
        code: 'cart.updated',
      });
    case 'remove':
      return done(await carts.removeFromCart(cart.id, line.id, language), { code: 'cart.removed' });
    case 'centre':
      return done(
        await carts.setFulfilmentCentre(
          cart.id,
          line.id,
          action.centreId === 0 ? null : action.centreId,
          language,
        ),
        { code: 'cart.updated' },
      );
  }

  async function done(result: CartResult, notice: CartMessage): Promise<CartOutcome> {
    if (!result.ok) return refused(result.reason === 'centreNotFound' ? 422 : 404, `cart.${result.reason}`);
    cart = result.cart;
    return { ok: true, view: await viewOf(result.cart, context), notice, cookieValue: null };
  }
}
