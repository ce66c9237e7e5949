import type { components, paths } from './openapi/thelia-open-api';
import type { TheliaSession } from './thelia-session';
import { createTransport, type CallOptions, type QueryOf, type TransportOptions } from './thelia-transport';

export { TheliaError, TheliaUnavailable, type TheliaErrorKind } from './thelia-errors';
export { TheliaSession, type TheliaCookie, type TheliaSessionSnapshot } from './thelia-session';
export type { CallOptions } from './thelia-transport';

type Schemas = components['schemas'];
export type TheliaCustomer = Schemas['Customer'];
export type TheliaCart = Schemas['Cart'];
export type TheliaCartMutation = Schemas['CartMutationResult'];
export type TheliaProduct = Schemas['Product'];
/** The generated type makes needValidate required (it has a default); false is that default. */
type TheliaCheckoutInput = Omit<Schemas['CheckoutInput'], 'needValidate'> & { needValidate?: boolean };

/**
 * The search routes' ?locale= also switches the session language (x-quirks lang-and-currency), so the client
 * leaves it out: texts always follow the session's locale, which every call sends as ?lang=.
 */
type SearchQuery<P extends keyof paths> = Omit<
  QueryOf<NonNullable<paths[P]['get']>>,
  'locale' | 'lang' | 'currency'
>;
type ProductSearch = SearchQuery<'/product/search'>;
type CategorySearch = SearchQuery<'/category/search'>;
type BrandSearch = SearchQuery<'/brand/search'>;

/**
 * The module's front routes the storefront uses, one method each, every one on behalf of one shopper's
 * TheliaSession. The client itself holds no shopper state, so one instance serves the whole storefront.
 */
export function createTheliaClient(options: TransportOptions) {
  const call = createTransport(options);
  type S = TheliaSession;
  type O = CallOptions;

  return {
    /** rememberMe is read without an isset check by the module, so it always goes out (false by default). */
    login: (s: S, credentials: { email: string; password: string; rememberMe?: boolean }, o?: O) =>
      call(s, { path: '/login', method: 'post', body: { rememberMe: false, ...credentials } }, o),
    logout: (s: S, o?: O) => call(s, { path: '/logout', method: 'post', empty: true }, o),
    getCustomer: (s: S, o?: O) => call(s, { path: '/customer', method: 'get' }, o),
    /** Registers without logging in: a login must follow. */
    createCustomer: (s: S, registration: Schemas['CustomerCreateRequest'], o?: O) =>
      call(s, { path: '/customer', method: 'post', body: registration }, o),
    /** Validated whole ("update" group): the complete customer goes back, whatever changes. */
    updateCustomer: (s: S, update: Schemas['CustomerUpdateRequest'], o?: O) =>
      call(s, { path: '/customer', method: 'patch', body: update }, o),
    listAddresses: (s: S, o?: O) => call(s, { path: '/address', method: 'get' }, o),
    createAddress: (s: S, address: Schemas['AddressInput'], o?: O) =>
      call(s, { path: '/address', method: 'post', body: address }, o),

    getCart: (s: S, o?: O) => call(s, { path: '/cart', method: 'get' }, o),
    addToCart: (s: S, line: Schemas['CartAddRequest'], o?: O) =>
      call(s, { path: '/cart/add', method: 'post', body: line }, o),
    /** Quantity 0 deletes the line (x-quirks cart-quantity-zero). */
    updateCartItem: (s: S, cartItemId: number, change: Schemas['CartItemUpdateRequest'], o?: O) =>
      call(s, { path: '/cart/{cartItemId}', method: 'patch', params: { cartItemId }, body: change }, o),
    deleteCartItem: (s: S, cartItemId: number, o?: O) =>
      call(s, { path: '/cart/{cartItemId}', method: 'delete', params: { cartItemId } }, o),

    /** Codes are case-sensitive at Thelia; the client passes them on untouched. */
    applyCoupon: (s: S, code: string, o?: O) =>
      call(s, { path: '/coupon', method: 'post', body: { code } }, o),
    clearCoupon: (s: S, couponId: number, o?: O) =>
      call(s, { path: '/coupon/clear/{id}', method: 'get', params: { id: couponId } }, o),
    clearAllCoupons: (s: S, o?: O) => call(s, { path: '/coupon/clear_all', method: 'get' }, o),

    searchProducts: (s: S, query: ProductSearch = {}, o?: O) =>
      call(s, { path: '/product/search', method: 'get', query }, o),
    searchCategories: (s: S, query: CategorySearch = {}, o?: O) =>
      call(s, { path: '/category/search', method: 'get', query }, o),
    searchBrands: (s: S, query: BrandSearch = {}, o?: O) =>
      call(s, { path: '/brand/search', method: 'get', query }, o),

    listDeliveryModules: (s: S, query: { addressId?: number; moduleId?: number } = {}, o?: O) =>
      call(s, { path: '/delivery/modules', method: 'get', query }, o),
    listPaymentModules: (s: S, query: { moduleId?: number } = {}, o?: O) =>
      call(s, { path: '/payment/modules', method: 'get', query }, o),

    getCheckout: (s: S, o?: O) => call(s, { path: '/checkout', method: 'get' }, o),
    /** Sends the whole state: fields left out are reset by Thelia (x-quirks checkout-post-is-full-state). */
    setCheckout: (s: S, checkout: TheliaCheckoutInput, o?: O) =>
      call(s, { path: '/checkout', method: 'post', body: { needValidate: false, ...checkout } }, o),
  };
}

export type TheliaClient = ReturnType<typeof createTheliaClient>;
