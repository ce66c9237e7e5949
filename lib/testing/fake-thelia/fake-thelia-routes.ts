import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import { findCoupon } from './fake-thelia-cart';
import { cartItemFromEvent, cartModel } from './fake-thelia-cart-model';
import { checkoutRoutes } from './fake-thelia-checkout';
import { customerRoutes } from './fake-thelia-customer';
import { field, isSet, ok, sessionCart, type RouteContext, type RouteHandler } from './fake-thelia-context';
import { TheliaFailure } from './fake-thelia-session';

/**
 * The module's front routes the adapter uses, as the stand-in answers them. Messages are the module's own; every
 * failure is a thrown TheliaFailure (or any Error), which the server turns into Thelia's 400 answer.
 */

type Schemas = components['schemas'];

const cartAnswer = (context: RouteContext, cart = sessionCart(context)) =>
  cartModel(cart, context.session, context.world.catalogue);

const catalogueRoutes: Record<string, RouteHandler> = {
  'GET /product/search': ({ query, session, world }) =>
    ok(world.catalogue.searchProducts(query, session.locale)),
  'GET /category/search': ({ query, session, world }) =>
    ok(world.catalogue.searchCategories(query, session.locale)),
  'GET /brand/search': ({ query, session, world }) => ok(world.catalogue.searchBrands(query, session.locale)),
};

const cartRoutes: Record<string, RouteHandler> = {
  'GET /cart': (context) => ok(cartAnswer(context)),
  'POST /cart/add': (context) => {
    const { body, world, session } = context;
    if (!isSet(field(body, 'quantity'))) {
      throw new TheliaFailure('A quantity is needed in the POST request to add an item to the cart.');
    }
    if (!isSet(field(body, 'pseId')))
      throw new TheliaFailure('A PSE is needed in the POST request to add an item to the cart.');
    if (!isSet(field(body, 'append'))) {
      throw new TheliaFailure(
        'You need to set the append value in the POST request to add an item to the cart.',
      );
    }
    const found = world.catalogue.saleElement(Number(field(body, 'pseId')), session.locale);
    if (!found) throw new TheliaFailure('Call to a member function getProductId() on null');
    const cart = sessionCart(context);
    // Stock is never checked here (x-quirks stock-not-checked-on-add).
    const line = world.carts.add(
      cart,
      found.pse,
      Number(field(body, 'quantity')),
      field(body, 'append') === true,
      field(body, 'newness') === true,
    );
    return ok({
      cart: cartAnswer(context, cart),
      cartItem: cartItemFromEvent(line, world.catalogue, session.locale),
    });
  },
  'PATCH /cart/{cartItemId}': (context) => {
    const { body, world, session, params } = context;
    const cart = sessionCart(context);
    const lineId = Number(params.cartItemId);
    const owner = world.carts.cartOfLine(lineId);
    if (!owner) throw new TheliaFailure('Modification impossible : this cart item does not exists.');
    if (owner.id !== cart.id) throw new TheliaFailure("This cartItem doesn't belong to this cart.");
    const quantity = field(body, 'quantity');
    if (!isSet(quantity))
      throw new TheliaFailure('A quantity is needed in the POST request to add an item to the cart.');
    const line = cart.lines.find((candidate) => candidate.id === lineId)!;
    if (Number(quantity) === 0) {
      cart.lines = cart.lines.filter((candidate) => candidate !== line);
      return ok({
        cart: cartAnswer(context, cart),
        cartItem: cartItemFromEvent(null, world.catalogue, session.locale),
      });
    }
    line.quantity = Number(quantity);
    return ok({
      cart: cartAnswer(context, cart),
      cartItem: cartItemFromEvent(line, world.catalogue, session.locale),
    });
  },
  'DELETE /cart/{cartItemId}': (context) => {
    const cart = sessionCart(context);
    const lineId = Number(context.params.cartItemId);
    if (!context.world.carts.cartOfLine(lineId)) {
      throw new TheliaFailure('Deletion impossible : this cart item does not exists.');
    }
    // Thelia deletes only a line of the session's cart; another cart's line is silently left alone.
    cart.lines = cart.lines.filter((line) => line.id !== lineId);
    return ok(cartAnswer(context, cart));
  },
  'POST /coupon': (context) => {
    const code = field(context.body, 'code');
    const coupon = typeof code === 'string' ? findCoupon(code) : undefined;
    if (!coupon) throw new TheliaFailure('No coupons were found for this coupon code.');
    const refusal = context.world.carts.couponRefusal(
      coupon,
      cartAnswer(context).total ?? 0,
      context.session.customerId,
    );
    if (refusal) throw new TheliaFailure(refusal);
    if (!context.session.couponIds.includes(coupon.id!)) context.session.couponIds.push(coupon.id!);
    return ok(coupon satisfies Schemas['Coupon']);
  },
  'GET /coupon/clear/{id}': (context) => {
    context.session.couponIds = context.session.couponIds.filter((id) => id !== Number(context.params.id));
    return ok(cartAnswer(context));
  },
  'GET /coupon/clear_all': (context) => {
    context.session.couponIds = [];
    return ok(cartAnswer(context));
  },
};

export const routes: Record<string, RouteHandler> = {
  ...customerRoutes,
  ...catalogueRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
};
