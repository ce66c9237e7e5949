import { expect, test } from '@playwright/test';
import { addWithJavaScript } from './cart-products';
import { addToCart, answerCaptcha, fillLinzPrepayment } from './checkout-shop';
import { expectNoSidewaysScroll } from './phone-frame';
import { extraPorts } from './ports';
import { startTheliaShop, type TheliaShop } from './thelia-shop';

/**
 * The storefront on a Thelia shop (SHOP_BACKEND=thelia) against the local stand-in of Thelia's OpenApi module: pages
 * from the index imported from Thelia, the cart at Thelia, Thelia out of reach and back, and an order taken by the
 * storefront that reaches Thelia's back office.
 */

const PORT = extraPorts.thelia;
const WASHBASIN = '/waschtisch-linea-60.html';
let shop: TheliaShop;

test.describe.configure({ mode: 'serial' });
test.use({ storageState: 'e2e/consent-declined.json' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startTheliaShop(PORT);
});

test.afterAll(async () => {
  await shop?.stop();
});

const cartAdds = () => shop.thelia.requests.filter((request) => request.route === '/cart/add');

test('with JavaScript, a product imported from Thelia goes into a cart kept at Thelia', async ({ page }) => {
  const at = shop.origin('at');
  const before = cartAdds().length;
  await page.goto(`${at}${WASHBASIN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waschtisch Linea 60 cm');
  await addWithJavaScript(page);
  expect(cartAdds().length).toBe(before + 1);
  // The mini-cart reads the cart back from Thelia, priced by the storefront: 100 € net with Austria's 20 %.
  const toggle = page.getByTestId('cart-toggle');
  await expect(toggle).toHaveAccessibleName('Warenkorb, 1 Artikel');
  await toggle.click();
  const miniCart = page.getByTestId('mini-cart');
  await expect(miniCart.getByTestId('mini-cart-line')).toContainText('1 × Waschtisch Linea 60 cm');
  await expect(miniCart).toContainText('€ 120,00');
  // Thelia's cookies stay on the server: the browser holds none of them.
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('PHPSESSID');
  expect(names).not.toContain('thelia_cart');
});

test.describe('a guest without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sees the maintenance screen for the cart while Thelia is down, and the cart again once it is back', async ({
    page,
    request,
  }) => {
    const at = shop.origin('at');
    await addToCart(page, `${at}${WASHBASIN}`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    shop.thelia.down('error');
    try {
      await page.goto(`${at}/cart`);
      await expect(page.getByTestId('server-error')).toBeVisible();
      // The support line's e-mail address breaks on the smallest phones rather than widening the page.
      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoSidewaysScroll(page, 'the maintenance screen');
      // The instance stays in rotation: its catalogue serves; the health check reports Thelia.
      const health = await request.get(`http://127.0.0.1:${PORT}/api/health`);
      expect(health.status()).toBe(200);
      expect(await health.json()).toEqual({ ok: true, thelia: 'down' });
      // The catalogue is the storefront's own index: browsing goes on while Thelia is away.
      const product = await page.goto(`${at}${WASHBASIN}`);
      expect(product?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waschtisch Linea 60 cm');
    } finally {
      shop.thelia.up();
    }
    await page.goto(`${at}/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    expect(await (await request.get(`http://127.0.0.1:${PORT}/api/health`)).json()).toEqual({
      ok: true,
      thelia: 'up',
    });
  });

  test('orders with prepayment and Thelia’s coupon; the order reaches Thelia with its line, address, modules and coupon', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const at = shop.origin('at');
    const email = `lena.thelia.${Date.now()}@example.at`;
    await addToCart(page, `${at}${WASHBASIN}`);
    await page.getByTestId('to-checkout').click();
    const form = page.locator('#checkout-form');
    await fillLinzPrepayment(page, email, 'Lena', 'Auer');
    // Thelia judges its coupons on the cart it holds: AB500 wants 500 € of goods, SOMMER10 takes 10 %.
    const coupon = form.getByLabel('Gutscheincode (optional)');
    await coupon.fill('AB500');
    await form.getByRole('button', { name: 'Einlösen' }).click();
    await expect(coupon).toHaveAccessibleDescription(
      'Ihr Gutscheincode ist ungültig: Ihr Warenkorb erfüllt die Bedingungen dieses Gutscheins nicht.',
    );
    await coupon.fill('sommer10');
    await form.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByTestId('coupon-applied')).toHaveText('Gutschein SOMMER10 ist eingelöst.');
    // 10 % of 100 € net with Austria's 20 %.
    await expect(page.getByTestId('checkout-discount')).toContainText('12,00');
    await answerCaptcha(page);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(`${at}/order-placed`);
    await expect(page.getByTestId('order-ref')).toContainText(/ORD\d{12}/);
    expect((await shop.sink.next(email)).subject).toMatch(/^Ihre Bestellung ORD\d{12} bei Sanitärwelt$/);
    // Prepayment takes the ordered line out of the cart at Thelia too.
    await page.goto(`${at}/cart`);
    await expect(page.getByTestId('cart-empty')).toBeVisible();

    const customer = () => shop.thelia.world.sessions.customerByEmail(email);
    await expect.poll(() => customer()?.customer.id, { timeout: 30_000 }).toBeDefined();
    const forwarded = () =>
      shop.thelia.world.orders.list.filter((order) => order.customerId === customer()!.customer.id);
    await expect.poll(() => forwarded().length, { timeout: 30_000 }).toBe(1);
    const [order] = forwarded();
    expect(order!.lines.map((line) => [line.pseId, line.quantity])).toEqual([[11, 1]]);
    expect(order!.deliveryAddress).toMatchObject({ firstName: 'Lena', lastName: 'Auer', city: 'Linz' });
    expect(order!.paymentModuleId).toBe(20);
    // Entered again at Thelia, which takes its own 10 % of its own cart (119 € with Germany's 19 %).
    expect(order).toMatchObject({ couponCodes: ['SOMMER10'], discount: 11.9 });
    expect([10, 11]).toContain(order!.deliveryModuleId);
  });
  test('a Thelia customer from before the switch logs in with the Thelia password, taken over from then on', async ({
    page,
  }) => {
    const at = shop.origin('at');
    const main = page.getByRole('main');
    const logIn = async (password: string) => {
      await page.goto(`${at}/login-register`);
      await main.getByLabel('E-Mail-Adresse').fill('anna.berger@example.test');
      await main.getByLabel('Passwort').fill(password);
      await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    };
    await logIn('not Anna’s password');
    await expect(page.getByTestId('account-message')).toHaveText('E-Mail-Adresse oder Passwort ist falsch');
    await logIn('Geheim-Wort-1');
    await expect(page).toHaveURL(/\/account\?notice=account\.loggedIn$/);
    await expect(main).toContainText('Hallo Anna');
    // Thelia's account now has the password the storefront sealed for forwarding, not Anna's own.
    expect(shop.thelia.world.sessions.customerByEmail('anna.berger@example.test')!.password).not.toBe(
      'Geheim-Wort-1',
    );
  });
});
