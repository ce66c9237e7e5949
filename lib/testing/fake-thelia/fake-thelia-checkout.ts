import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import { cartModel } from './fake-thelia-cart-model';
import { field, ok, sessionCart, type RouteHandler } from './fake-thelia-context';
import { TheliaFailure, type FakeOrder } from './fake-thelia-session';

/** Delivery and payment modules and the session order POST /checkout builds (no order is placed here). */

type Schemas = components['schemas'];

const optionalId = (value: unknown) => (typeof value === 'number' ? value : null);

function checkoutModel(
  order: FakeOrder,
  request: { optionCode?: unknown; mustSelect?: unknown; accepted?: unknown } = {},
): Schemas['Checkout'] {
  const mustSelectPaymentOption = request.mustSelect === true;
  return {
    ...order,
    // Neither is stored in the session, so GET /checkout always gives them back empty.
    deliveryModuleOptionCode: typeof request.optionCode === 'string' ? request.optionCode : null,
    pickupAddress: null,
    mustSelectPaymentOption,
    acceptedTermsAndConditions: request.accepted === true,
    isComplete: Boolean(
      order.deliveryModuleId &&
      order.deliveryAddressId &&
      order.billingAddressId &&
      order.paymentModuleId &&
      (!mustSelectPaymentOption || (order.paymentOptionChoices ?? []).length > 0),
    ),
    currentLocale: null,
  };
}

export const checkoutRoutes: Record<string, RouteHandler> = {
  'GET /delivery/modules': ({ query, session, world }) => {
    const moduleId = query.get('moduleId');
    return ok(
      world.catalogue
        .localDeliveryModules(session.locale)
        .filter((module) => moduleId === null || module.id === Number(moduleId)),
    );
  },
  'GET /payment/modules': (context) => {
    const { query, session, world } = context;
    const moduleId = query.get('moduleId');
    const total = cartModel(sessionCart(context), session, world.catalogue).total ?? 0;
    return ok(
      world.catalogue
        .localPaymentModules(session.locale)
        .filter((module) => moduleId === null || module.id === Number(moduleId))
        .map((module) => {
          const valid =
            module.valid === true &&
            total >= (module.minimumAmount ?? 0) &&
            total <= (module.maximumAmount ?? Infinity);
          return { ...module, valid, optionGroups: valid ? module.optionGroups : null };
        }),
    );
  },
  'GET /checkout': ({ session }) => ok(checkoutModel(session.order)),
  'POST /checkout': (context) => {
    const { body, session, world } = context;
    const record = world.sessions.customerOf(session);
    if (sessionCart(context).lines.length === 0) throw new TheliaFailure('Cart is empty');
    const owns = (id: number | null) => id === null || record.addresses.some((address) => address.id === id);
    // The whole state is rebuilt from the body: what is left out is reset (x-quirks checkout-post-is-full-state).
    const order: FakeOrder = {
      deliveryModuleId: optionalId(field(body, 'deliveryModuleId')),
      paymentModuleId: optionalId(field(body, 'paymentModuleId')),
      deliveryAddressId:
        optionalId(field(body, 'deliveryAddressId')) ?? record.customer.defaultAddressId ?? null,
      billingAddressId: optionalId(field(body, 'billingAddressId')),
      paymentOptionChoices:
        (field(body, 'paymentOptionChoices') as FakeOrder['paymentOptionChoices']) ?? null,
    };
    if (!owns(order.deliveryAddressId)) {
      throw new TheliaFailure('Delivery address does not belong to the current customer');
    }
    if (!owns(order.billingAddressId)) throw new TheliaFailure('Invalid invoice');
    const delivery = world.catalogue.deliveryModules.find((module) => module.id === order.deliveryModuleId);
    if (order.deliveryModuleId !== null && !delivery?.valid)
      throw new TheliaFailure('The delivery module is not valid.');
    session.order = order;
    const request = {
      optionCode: field(body, 'deliveryModuleOptionCode'),
      mustSelect: field(body, 'mustSelectPaymentOption'),
      accepted: field(body, 'acceptedTermsAndConditions'),
    };
    const checkout = checkoutModel(order, request);
    if (field(body, 'needValidate') === true) {
      const missing: Array<[unknown, string]> = [
        [order.deliveryModuleId, 'You must choose a delivery module'],
        [order.paymentModuleId, 'You must choose a payment module'],
        [order.deliveryAddressId, 'You must choose a delivery address'],
        [order.billingAddressId, 'You must choose a billing address'],
        [checkout.acceptedTermsAndConditions || null, 'You must accept the terms and conditions'],
      ];
      const first = missing.find(([value]) => value === null);
      if (first) throw new TheliaFailure(first[1]);
    }
    return ok(checkout);
  },
};
