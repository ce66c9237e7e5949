import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../lib/consent';
import { startFakeShopvote, type FakeShopvote } from '../lib/testing/fake-shopvote';
import { startFakeStripe, type FakeStripe } from '../lib/testing/fake-stripe-server';
import { findProduct, plainlyInStock } from './cart-products';
import { checkoutWithCard, startCheckoutShop, type CheckoutShop } from './checkout-shop';
import { extraPorts } from './ports';
import { stores, storeUrl, type StoreUnderTest } from './stores';

test.use({ storageState: { cookies: [], origins: [] } });

type Watched = Window & { __violations: string[] };

/**
 * Records every Content-Security-Policy violation a page meets (an init script runs outside the page's policy),
 * answers the widgets' requests to other companies with an empty script, and gives consent so they load.
 */
async function watchPolicy(context: BrowserContext, store: StoreUnderTest) {
  const thirdParty: string[] = [];
  await context.addInitScript(() => {
    (window as unknown as Watched).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as Watched).__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname.endsWith('localhost')) return route.continue();
    thirdParty.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: storeUrl(store) }]);
  return thirdParty;
}

const violationsOn = (page: Page) => page.evaluate(() => (window as unknown as Watched).__violations);

/** Opens a page, lets its widgets load, and expects no violation and no CSP error in the console. */
async function visitCleanly(page: Page, url: string, consoleErrors: string[]): Promise<void> {
  const answer = await page.goto(url);
  expect(answer?.headers()['content-security-policy'], url).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  expect(await violationsOn(page), url).toEqual([]);
  expect(consoleErrors, url).toEqual([]);
}

const contentPage = { at: '/faq', de: '/ueber-uns.html', ro: '/despre-noi.html' } as const;

async function pagesOf(request: APIRequestContext, store: StoreUnderTest, page: Page): Promise<string[]> {
  const product = await findProduct(request, store.host, plainlyInStock);
  await page.goto(storeUrl(store));
  const listing = await page
    .getByRole('navigation', { name: store.mainNavigation })
    .getByRole('link')
    .first()
    .getAttribute('href');
  return [
    '/',
    listing!,
    new URL(product.url).pathname,
    '/search/wc',
    contentPage[store.code],
    '/cart',
    '/checkout',
    '/login-register',
    '/gibt-es-nicht.html',
    '/wishlist',
    '/compare',
    '/contact',
  ].map((path) => storeUrl(store, path));
}

for (const store of stores)
  test(`every kind of page in ${store.code} runs under the policy, consented widgets included`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const thirdParty = await watchPolicy(context, store);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /content security policy/i.test(message.text()))
        consoleErrors.push(message.text());
    });
    for (const url of await pagesOf(request, store, page)) await visitCleanly(page, url, consoleErrors);
    // The tag manager and the chat were asked for, so the policy let them load.
    expect(thirdParty.some((url) => url.startsWith('https://www.googletagmanager.com/gtm.js'))).toBe(true);
    expect(thirdParty.some((url) => url.startsWith('https://embed.tawk.to/'))).toBe(true);
    if (store.code === 'ro')
      await expect(page.getByRole('link', { name: 'Scrie-ne pe WhatsApp' })).toBeVisible();
  });

test('a script slipped into a page does not run', async ({ page, context }) => {
  await watchPolicy(context, stores[0]);
  await page.goto(storeUrl(stores[0], '/faq'));
  const ran = await page.evaluate(async () => {
    const slipped = document.createElement('div');
    slipped.innerHTML = '<img src="/favicon.ico?x" onload="window.__ran = (window.__ran || 0) + 1">';
    const script = document.createElement('script');
    script.textContent = 'window.__ran = (window.__ran || 0) + 1';
    document.body.append(slipped, script);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return (window as unknown as { __ran?: number }).__ran ?? 0;
  });
  expect(ran).toBe(0);
  expect(await violationsOn(page)).toEqual(
    expect.arrayContaining(['script-src-elem inline', 'script-src-attr inline']),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain form still posts and lands on the shop’s page', async ({ page, request }) => {
    const product = await findProduct(request, 'at.localhost', plainlyInStock);
    await page.goto(product.url);
    await page.locator('.add-to-cart__submit').first().click();
    await expect(page).toHaveURL(/\/cart/);
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
  });
});

test.describe('a shop with Stripe Checkout and the ShopVote badge', () => {
  const PORT = extraPorts.contentSecurityPolicyPayments;
  let shop: CheckoutShop;
  let stripe: FakeStripe;
  let shopvote: FakeShopvote;
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shopvote = await startFakeShopvote();
    stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${PORT}/api/payments/stripe/webhook` });
    shop = await startCheckoutShop(PORT, {
      STRIPE_SECRET_KEY: stripe.config.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.config.webhookSecret,
      STRIPE_API_BASE: stripe.config.apiBase,
      SHOPVOTE_API_URL: shopvote.url,
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    await stripe?.close();
    await shopvote?.close();
  });

  test('the consented rating badge shows without a violation', async ({ page, context }) => {
    await watchPolicy(context, stores[0]);
    await page.goto(shop.origin('at'));
    await expect(page.getByRole('complementary', { name: 'ShopVote Kundenbewertungen' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violationsOn(page)).toEqual([]);
  });

  test('the checkout form’s post leads on to the provider’s hosted page', async ({ page, context }) => {
    test.setTimeout(60_000);
    await watchPolicy(context, stores[0]);
    await checkoutWithCard(page, shop.origin('at'), shop.products.de[1]!, {
      email: 'paula.policy@example.at',
      firstname: 'Paula',
      lastname: 'Policy',
    });
    expect(await violationsOn(page)).toEqual([]);
    await page.getByTestId('place-order').click();
    await expect(page.getByRole('heading', { name: 'Stripe test payment' })).toBeVisible();
  });
});

test.describe('headers of plain requests', () => {
  const PORT = Number(process.env.E2E_PORT ?? 3100);
  const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
    request.get(`http://127.0.0.1:${PORT}${path}`, {
      headers: { host: `at.localhost:${PORT}`, ...headers },
      maxRedirects: 0,
    });

  test('documents carry the policy, and no internal route', async ({ request }) => {
    for (const path of ['/', '/badezimmer.html', '/cart', '/gibt-es-nicht.html']) {
      const headers = (await get(request, path)).headers();
      expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
      expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      for (const name of [
        'x-nextjs-rewritten-path',
        'x-nextjs-rewritten-query',
        'x-nextjs-rewrite',
        'x-middleware-rewrite',
      ])
        expect(headers[name], `${name} on ${path}`).toBeUndefined();
    }
    const flight = (await get(request, '/badezimmer.html', { rsc: '1' })).headers();
    expect(flight['x-nextjs-rewritten-path']).toBeDefined();
    expect(flight['x-nextjs-rewrite']).toBeUndefined();
  });

  test('HSTS only on what came over https', async ({ request }) => {
    const overHttps = (await get(request, '/', { 'x-forwarded-proto': 'https' })).headers();
    expect(overHttps['strict-transport-security']).toBe('max-age=31536000');
    expect((await get(request, '/')).headers()['strict-transport-security']).toBeUndefined();
    expect(
      (await get(request, '/', { 'x-forwarded-proto': 'http' })).headers()['strict-transport-security'],
    ).toBeUndefined();
  });
});
