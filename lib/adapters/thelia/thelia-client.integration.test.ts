import { startFakeThelia, type FakeThelia } from '@/lib/testing/fake-thelia/fake-thelia-server';
import {
  createTheliaClient,
  TheliaError,
  TheliaSession,
  TheliaUnavailable,
  type TheliaCart,
  type TheliaCartMutation,
  type TheliaClient,
  type TheliaCustomer,
  type TheliaProduct,
} from './thelia-client';

/**
 * The Thelia client against the local stand-in of Thelia's OpenApi module (lib/testing/fake-thelia): cookies
 * per shopper session, the module's one-login rule, cart and coupon calls, and how failures surface.
 */

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Result<K extends keyof TheliaClient> = Awaited<ReturnType<TheliaClient[K]>>;
// Compile-time: the answers are the generated types, not `never` or `unknown`.
const typed: [
  Equals<Result<'getCart'>, TheliaCart>,
  Equals<Result<'addToCart'>, TheliaCartMutation>,
  Equals<Result<'searchProducts'>, TheliaProduct[]>,
  Equals<Result<'login'>, TheliaCustomer>,
  Equals<Result<'logout'>, undefined>,
] = [true, true, true, true, true];

const anna = { email: 'anna.berger@example.test', password: 'Geheim-Wort-1' };

let thelia: FakeThelia;
let client: TheliaClient;
const shopper = (locale = 'de_DE') => new TheliaSession({ locale });

/** The error a call fails with, or a failure of the test when it succeeds. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

beforeAll(async () => {
  thelia = await startFakeThelia({ extraProducts: 30 });
});
afterAll(() => thelia.close());
beforeEach(() => {
  thelia.up();
  thelia.slow(0);
  thelia.requests.length = 0;
  client = createTheliaClient({ baseUrl: thelia.baseUrl });
});

describe('Thelia client: cookies and sessions', () => {
  it('keeps the PHP session cookie Thelia issues on first contact and sends it back', async () => {
    expect(typed).toHaveLength(5);
    const session = shopper();
    const first = await client.getCart(session);
    expect(session.sessionId).toMatch(/^[0-9a-f]{26}$/);
    expect(thelia.requests[0]!.cookies).toEqual({});
    const second = await client.getCart(session);
    expect(thelia.requests[1]!.cookies.PHPSESSID).toBe(session.sessionId);
    expect(second.id).toBe(first.id);
    expect(thelia.world.sessions.count).toBeGreaterThanOrEqual(1);
  });

  it('keeps two shoppers apart: separate PHP sessions and carts', async () => {
    const [a, b] = [shopper(), shopper()];
    await client.addToCart(a, { pseId: 11, quantity: 2, append: true });
    const cartOfB = await client.getCart(b);
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(cartOfB.items).toEqual([]);
    expect((await client.getCart(a)).items.map((item) => item.quantity)).toEqual([2]);
    await client.login(a, anna);
    await expect(failure(client.getCustomer(b))).resolves.toMatchObject({ kind: 'not-logged-in' });
  });

  it('opens one PHP session when a fresh shopper sends calls in parallel', async () => {
    const session = shopper();
    await Promise.all([
      client.addToCart(session, { pseId: 11, quantity: 1, append: true }),
      client.addToCart(session, { pseId: 21, quantity: 1, append: true }),
    ]);
    const cookies = new Set(thelia.requests.map((request) => request.cookies.PHPSESSID ?? 'none'));
    expect(cookies).toEqual(new Set(['none', session.sessionId]));
    expect((await client.getCart(session)).items).toHaveLength(2);
  });

  it('finds the cart again through thelia_cart once the PHP session has expired', async () => {
    const session = shopper();
    await client.addToCart(session, { pseId: 12, quantity: 1, append: true });
    const expired = session.sessionId!;
    expect(session.cartToken).toMatch(/^[0-9a-f]{32}$/);
    thelia.world.sessions.expire(expired);
    const cart = await client.getCart(session);
    expect(session.sessionId).not.toBe(expired);
    expect(cart.items.map((item) => item.productSaleElement?.id)).toEqual([12]);
  });

  it('survives a snapshot between two storefront requests', async () => {
    const session = shopper();
    await client.addToCart(session, { pseId: 21, quantity: 4, append: true });
    const restored = TheliaSession.fromSnapshot(JSON.parse(JSON.stringify(session.snapshot())));
    expect((await client.getCart(restored)).items.map((item) => item.quantity)).toEqual([4]);
  });

  it('uses a configured session cookie name', async () => {
    const other = await startFakeThelia({ sessionCookieName: 'THELIA_SID' });
    try {
      const otherClient = createTheliaClient({ baseUrl: other.baseUrl });
      const session = new TheliaSession({ locale: 'de_DE', sessionCookieName: 'THELIA_SID' });
      await otherClient.addToCart(session, { pseId: 11, quantity: 1, append: true });
      expect(session.sessionId).not.toBeNull();
      expect((await otherClient.getCart(session)).items).toHaveLength(1);
      expect(other.requests[1]!.cookies).toHaveProperty('THELIA_SID', session.sessionId);
    } finally {
      await other.close();
    }
  });
});

describe('Thelia client: login and logout', () => {
  it('logs in once per session, refuses a second login and logs out with an empty 204', async () => {
    const session = shopper();
    const customer = await client.login(session, anna);
    expect(customer).toMatchObject({ id: 1, email: anna.email, defaultAddressId: 1 });
    expect(await client.getCustomer(session)).toMatchObject({ id: 1 });

    const second = await failure(client.login(session, anna));
    expect(second).toBeInstanceOf(TheliaError);
    expect(second).toMatchObject({ status: 400, title: 'Unexpected error', kind: 'already-logged-in' });
    expect((second as TheliaError).description).toMatch(/^A user is already connected/);

    await expect(client.logout(session)).resolves.toBeUndefined();
    expect(thelia.requests.at(-1)).toMatchObject({ route: '/logout', status: 204 });
    await expect(failure(client.getCustomer(session))).resolves.toMatchObject({ kind: 'not-logged-in' });
    await expect(failure(client.logout(session))).resolves.toMatchObject({
      kind: 'not-logged-in',
      description: 'No user is currently logged in.',
    });
  });

  it('keeps the remember-me cookie Thelia sets and drops it when Thelia deletes it', async () => {
    const session = shopper();
    await client.login(session, { ...anna, rememberMe: true });
    expect(session.cookie('crmcn')).toBe('1-remember');
    await client.getCart(session);
    expect(thelia.requests.at(-1)!.cookies).toHaveProperty('crmcn', '1-remember');
    await client.logout(session);
    expect(session.cookie('crmcn')).toBeNull();
    await client.getCart(session);
    expect(thelia.requests.at(-1)!.cookies).not.toHaveProperty('crmcn');
  });

  it('sends rememberMe=false unless told, since the module reads it unconditionally', async () => {
    await client.login(shopper(), anna);
    expect(JSON.parse(thelia.requests.at(-1)!.body)).toEqual({ rememberMe: false, ...anna });
  });

  it('reports wrong credentials as such', async () => {
    await expect(failure(client.login(shopper(), { ...anna, password: 'nope' }))).resolves.toMatchObject({
      kind: 'bad-credentials',
      description: 'Password incorrect.',
    });
  });
});

describe('Thelia client: cart and coupons', () => {
  it('adds, changes and deletes lines; quantity 0 deletes', async () => {
    const session = shopper();
    const added = await client.addToCart(session, { pseId: 11, quantity: 2, append: true });
    expect(added.cart.items.map((item) => [item.productSaleElement?.id, item.quantity])).toEqual([[11, 2]]);
    expect(added.cart.total).toBe(238);
    const lineId = added.cartItem.id!;
    await client.addToCart(session, { pseId: 11, quantity: 1, append: true });
    const patched = await client.updateCartItem(session, lineId, { quantity: 5 });
    expect(patched.cart.items.map((item) => item.quantity)).toEqual([5]);
    const zeroed = await client.updateCartItem(session, lineId, { quantity: 0 });
    expect(zeroed.cart.items).toEqual([]);
    expect(zeroed.cartItem.id).toBeNull();

    const again = await client.addToCart(session, { pseId: 21, quantity: 1, append: true });
    const deleted = await client.deleteCartItem(session, again.cartItem.id!);
    expect(deleted.items).toEqual([]);
  });

  it('refuses to change a line of another shopper’s cart', async () => {
    const [a, b] = [shopper(), shopper()];
    const { cartItem } = await client.addToCart(a, { pseId: 11, quantity: 1, append: true });
    await expect(failure(client.updateCartItem(b, cartItem.id!, { quantity: 9 }))).resolves.toMatchObject({
      description: "This cartItem doesn't belong to this cart.",
    });
    expect((await client.getCart(a)).items.map((item) => item.quantity)).toEqual([1]);
  });

  it('applies coupon codes case-sensitively and clears them', async () => {
    const session = shopper();
    await client.addToCart(session, { pseId: 11, quantity: 1, append: true });
    await expect(failure(client.applyCoupon(session, 'sommer10'))).resolves.toMatchObject({
      kind: 'unknown-coupon',
    });
    const coupon = await client.applyCoupon(session, 'SOMMER10');
    expect(coupon).toMatchObject({ code: 'SOMMER10', percentage: 10 });
    expect((await client.getCart(session)).discount).toBe(11.9);
    expect((await client.clearCoupon(session, coupon.id!)).discount).toBe(0);
    await client.applyCoupon(session, 'FIX5');
    const cleared = await client.clearAllCoupons(session);
    expect([cleared.discount, cleared.coupons]).toEqual([0, []]);
  });
});

describe('Thelia client: failures', () => {
  it('maps validation failures to TheliaError with violations by field', async () => {
    const error = await failure(
      client.createCustomer(shopper(), {
        customer: { civilityTitle: { id: 1 }, lang: { id: 1 }, firstName: 'Jo', lastName: '', email: '' },
        password: 'x',
      }),
    );
    expect(error).toBeInstanceOf(TheliaError);
    expect(error).toMatchObject({
      status: 400,
      title: 'Invalid data',
      kind: 'invalid-data',
      violations: {
        'customer.lastName': 'This value should not be blank.',
        'customer.email': 'This value should not be blank.',
      },
    });
  });

  it('turns a dropped connection, a 503 page and a wrong base URL into TheliaUnavailable', async () => {
    thelia.down('close');
    await expect(failure(client.getCart(shopper()))).resolves.toMatchObject({
      name: 'TheliaUnavailable',
      reason: 'network',
    });
    thelia.down('error');
    await expect(failure(client.getCart(shopper()))).resolves.toMatchObject({
      reason: 'unexpected-answer',
      status: 503,
    });
    thelia.up();
    const misplaced = createTheliaClient({ baseUrl: `${thelia.origin}/api` });
    const error = await failure(misplaced.getCart(shopper()));
    expect(error).toBeInstanceOf(TheliaUnavailable);
    expect(error).toMatchObject({ reason: 'unexpected-answer', status: 404 });
  });

  it('gives up on a slow Thelia after the timeout', async () => {
    thelia.slow(2_000);
    const started = Date.now();
    const error = await failure(client.getCart(shopper(), { timeoutMs: 200 }));
    expect(error).toBeInstanceOf(TheliaUnavailable);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
    const slowClient = createTheliaClient({ baseUrl: thelia.baseUrl, timeoutMs: 150 });
    await expect(failure(slowClient.searchBrands(shopper()))).resolves.toMatchObject({ reason: 'timeout' });
  });

  it('leaves the storefront’s own cancellation alone', async () => {
    thelia.slow(1_000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('shopper went away')), 50);
    const error = await failure(client.getCart(shopper(), { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(TheliaUnavailable);
    expect((error as Error).message).toBe('shopper went away');
  });
});

describe('Thelia client: language, currency and catalogue', () => {
  it('sends lang and currency on every call, keeping the shopper’s language after login', async () => {
    const session = shopper('en_US');
    expect((await client.searchProducts(session, { id: 1 }))[0]!.i18n?.title).toBe('Washbasin Linea 60 cm');
    session.locale = 'de_DE';
    // Anna prefers English: Thelia switches the session language at login; the next call puts it back.
    await client.login(session, anna);
    expect(thelia.session(session.sessionId!)!.locale).toBe('en_US');
    expect((await client.searchProducts(session, { id: 1 }))[0]!.i18n?.title).toBe('Waschtisch Linea 60 cm');
    for (const request of thelia.requests) {
      expect(request.query.getAll('currency')).toEqual(['EUR']);
      expect(request.query.getAll('lang')).toHaveLength(1);
    }
    expect(thelia.requests.map((request) => request.query.get('lang'))).toEqual(['en_US', 'de_DE', 'de_DE']);
  });

  it('searches products, categories and brands (bare arrays, 20 by default)', async () => {
    const session = shopper();
    expect(await client.searchProducts(session)).toHaveLength(20);
    expect(await client.searchProducts(session, { offset: 20, limit: 50 })).toHaveLength(13);
    expect(
      (await client.searchProducts(session, { 'categories[]': [2] })).map((product) => product.reference),
    ).toEqual(['TH-200']);
    expect((await client.searchProducts(session, { 'ids[]': [1, 4], visible: 0 })).map((p) => p.id)).toEqual([
      4,
    ]);
    expect(thelia.requests.at(-1)!.query.getAll('ids[]')).toEqual(['1', '4']);
    expect((await client.searchCategories(session)).map((category) => category.i18n?.title)).toEqual([
      'Badezimmer',
      'Heizung',
    ]);
    expect((await client.searchBrands(session, { title: 'aqua' })).map((brand) => brand.id)).toEqual([1]);
  });

  it('lists delivery and payment modules and sets the checkout', async () => {
    const session = shopper();
    await client.login(session, anna);
    await client.addToCart(session, { pseId: 11, quantity: 1, append: true });
    const delivery = await client.listDeliveryModules(session);
    expect(delivery.map((module) => [module.id, module.deliveryMode])).toEqual([
      [10, 'delivery'],
      [11, 'localPickup'],
    ]);
    expect((await client.listPaymentModules(session)).map((module) => [module.id, module.valid])).toEqual([
      [20, true],
    ]);
    const state = { deliveryModuleId: 10, paymentModuleId: 20, deliveryAddressId: 1, billingAddressId: 1 };
    await expect(
      failure(client.setCheckout(session, { ...state, needValidate: true })),
    ).resolves.toMatchObject({
      description: 'You must accept the terms and conditions',
    });
    const checkout = await client.setCheckout(session, {
      ...state,
      needValidate: true,
      acceptedTermsAndConditions: true,
    });
    expect(checkout).toMatchObject({ ...state, isComplete: true, acceptedTermsAndConditions: true });
    expect(await client.getCheckout(session)).toMatchObject({ ...state, acceptedTermsAndConditions: false });
    await expect(
      failure(client.setCheckout(session, { ...state, billingAddressId: 99 })),
    ).resolves.toMatchObject({
      description: 'Invalid invoice',
    });
  });
});
