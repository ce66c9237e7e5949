import { createTheliaClient, TheliaSession } from '@/lib/adapters/thelia/thelia-client';
import { loadTheliaSchemas, type TheliaSchemas } from './fake-thelia-schemas';
import { startFakeThelia, type FakeThelia } from './fake-thelia-server';

/**
 * The stand-in's answers, not only its fixtures, must be what thelia-open-api.yaml describes: every answer of a
 * walk through all its routes is checked against the document, and the quirks the client leans on are pinned.
 */

let thelia: FakeThelia;
let schemas: TheliaSchemas;

beforeAll(async () => {
  [thelia, schemas] = await Promise.all([startFakeThelia(), loadTheliaSchemas()]);
});
afterAll(() => thelia.close());

const raw = (path: string, init: RequestInit = {}) => fetch(`${thelia.baseUrl}${path}`, init);
const json = { 'Content-Type': 'application/json' };

describe('fake Thelia', () => {
  it('answers every route as the YAML describes, successes and failures alike', async () => {
    const client = createTheliaClient({ baseUrl: thelia.baseUrl });
    const session = new TheliaSession({ locale: 'en_US' });
    const attempt = (call: Promise<unknown>) => call.catch(() => undefined);
    thelia.requests.length = 0;

    await client.getCart(session);
    await attempt(client.getCustomer(session));
    await attempt(client.logout(session));
    await attempt(client.login(session, { email: 'nobody@example.test', password: 'x' }));
    await client.searchProducts(session);
    await client.searchProducts(session, { 'categories[]': [1], title: 'a', order: 'alpha_reverse' });
    await client.searchCategories(session);
    await client.searchBrands(session);
    const { cartItem } = await client.addToCart(session, { pseId: 11, quantity: 2, append: true });
    await client.addToCart(session, { pseId: 21, quantity: 1, append: false });
    await attempt(client.addToCart(session, { pseId: 11 } as never));
    await client.updateCartItem(session, cartItem.id!, { quantity: 3 });
    await attempt(client.applyCoupon(session, 'fix5'));
    const coupon = await client.applyCoupon(session, 'SOMMER10');
    await client.applyCoupon(session, 'FIX5');
    await client.getCart(session);
    await client.clearCoupon(session, coupon.id!);
    await client.clearAllCoupons(session);
    await client.listDeliveryModules(session);
    await client.listPaymentModules(session);
    await client.getCheckout(session);
    await attempt(client.setCheckout(session, {}));
    await client.login(session, {
      email: 'ANNA.berger@example.test',
      password: 'Geheim-Wort-1',
      rememberMe: true,
    });
    await attempt(client.login(session, { email: 'anna.berger@example.test', password: 'Geheim-Wort-1' }));
    await client.getCustomer(session);
    await client.listAddresses(session);
    await attempt(client.setCheckout(session, { needValidate: true, deliveryModuleId: 10 }));
    await client.setCheckout(session, { deliveryModuleId: 10, paymentModuleId: 20, billingAddressId: 2 });
    await client.getCheckout(session);
    await client.updateCartItem(session, cartItem.id!, { quantity: 0 });
    await client.deleteCartItem(session, cartItem.id! + 1);
    await attempt(client.createCustomer(session, { customer: {}, password: '' } as never));
    await client.createCustomer(session, {
      customer: {
        civilityTitle: { id: 1 },
        lang: { id: 2 },
        firstName: 'Jo',
        lastName: 'Doe',
        email: 'jo@x.test',
      },
      password: 'secret',
    });
    await client.logout(session);
    await raw('/cart/add', { method: 'POST', headers: json, body: '{"pseId": 11,' });

    const statuses = new Set(thelia.requests.map((request) => request.status));
    expect(statuses).toEqual(new Set([200, 204, 400]));
    const problems = thelia.requests.flatMap((request) =>
      schemas
        .checkAnswer(request.route!, request.method.toLowerCase(), request.status, request.answer)
        .map((problem) => `${request.method} ${request.path} ${request.status}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('is held to the YAML by a check that notices a drifted answer', () => {
    const cart = thelia.requests.find((request) => request.route === '/cart' && request.status === 200)!;
    const drifted = { ...(cart.answer as object), totalTaxed: 1 };
    expect(schemas.checkAnswer('/cart', 'get', 200, drifted)).not.toEqual([]);
    expect(schemas.checkAnswer('/cart', 'get', 200, cart.answer)).toEqual([]);
  });

  it('answers an unknown path or method with an HTML page, not the Error body', async () => {
    const unknown = await raw('/nothing-here');
    expect([unknown.status, unknown.headers.get('content-type')]).toEqual([404, 'text/html; charset=UTF-8']);
    expect(await unknown.text()).toMatch(/^<!DOCTYPE html>/);
    const wrongMethod = await raw('/checkout', { method: 'PUT', headers: json, body: '{}' });
    expect(wrongMethod.status).toBe(405);
    expect((await raw('/../cart')).status).toBe(404);
  });

  it('issues the PHP session cookie on first contact only, and stamps the session locale on every model', async () => {
    const first = await raw('/brand/search?lang=en');
    const cookie = first.headers.getSetCookie().find((header) => header.startsWith('PHPSESSID='))!;
    expect(cookie).toMatch(/^PHPSESSID=[0-9a-f]+; path=\//);
    const [brand] = (await first.json()) as Array<{ currentLocale: string; i18n: { currentLocale: string } }>;
    expect([brand!.currentLocale, brand!.i18n.currentLocale]).toEqual(['en_US', 'en_US']);
    const again = await raw('/brand/search', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(again.headers.getSetCookie()).toEqual([]);
    // ?lang= stuck in the session.
    expect(((await again.json()) as Array<{ currentLocale: string }>)[0]!.currentLocale).toBe('en_US');
  });
});
