import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFakePayPal, type FakePayPal } from '../lib/testing/fake-paypal-server';
import { addToCart, fillAddress, startCheckoutShop, type CheckoutShop } from './checkout-shop';
import { parseMoney } from './stores';
import { extraPorts } from './ports';

// A shop whose PayPal is the local fake with its hosted approval page; the fake delivers its webhooks to the shop,
// so the return page and the webhooks race to record the payment, as with the real PayPal.
const PORT = extraPorts.checkoutPaypal;
let shop: CheckoutShop;
let paypal: FakePayPal;

test.describe.configure({ mode: 'serial' });
test.use({ storageState: 'e2e/consent-declined.json' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  paypal = await startFakePayPal({ webhookUrl: `http://127.0.0.1:${PORT}/api/payments/paypal/webhook` });
  shop = await startCheckoutShop(PORT, {
    PAYPAL_CLIENT_ID: paypal.config.clientId,
    PAYPAL_CLIENT_SECRET: paypal.config.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.config.webhookId,
    PAYPAL_API_BASE: paypal.config.apiBase,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await paypal?.close();
});

const noViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

/**
 * A guest of the German store fills the checkout up to the order button, paying with PayPal; the total the
 * summary shows, in cents.
 */
async function checkoutWithPayPal(page: Page, email: string, product: string): Promise<number> {
  const de = shop.origin('de');
  await addToCart(page, `${de}${product}`);
  await page.goto(`${de}/checkout`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kasse');
  const form = page.locator('#checkout-form');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await fillAddress(page, {
    firstname: 'Paula',
    lastname: 'Pal',
    street: 'Sendlinger Straße',
    houseNumber: '7',
    postcode: '80331',
    city: 'München',
    phone: '+49 89 123 456',
  });
  await form.getByRole('radio', { name: 'PayPal' }).check();
  await expect(form.getByRole('radio', { name: 'PayPal' })).toHaveAccessibleDescription(
    'Sie bezahlen mit Ihrem PayPal-Konto.',
  );
  await form.getByLabel(/Ich habe die AGB gelesen/).check();
  await expect(page.getByText('Sicherheitsprüfung abgeschlossen')).toBeAttached({ timeout: 15_000 });
  return parseMoney((await page.getByTestId('checkout-total').textContent()) ?? '');
}

/** On the fake PayPal page: the amount PayPal asks for, in cents, once its page is shown. */
async function onPayPal(page: Page): Promise<{ amount: number; orderRef: string; paypalOrder: string }> {
  await expect(page.getByRole('heading', { name: 'PayPal test payment' })).toBeVisible();
  const paypalOrder = new URL(page.url()).searchParams.get('token') ?? '';
  expect(paypal.order(paypalOrder)?.status).toBe('PAYER_ACTION_REQUIRED');
  const [value, currency] = ((await page.getByTestId('amount').textContent()) ?? '').split(' ');
  expect(currency).toBe('EUR');
  const orderRef =
    /ORD\d{12}/.exec((await page.getByText(/^Order ORD\d{12}/).textContent()) ?? '')?.[0] ?? '';
  expect(orderRef).toMatch(/^ORD\d{12}$/);
  return { amount: Math.round(Number(value) * 100), orderRef, paypalOrder };
}

test('a guest pays with PayPal: approves on PayPal’s page, comes back to a paid order and gets one confirmation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = 'paula.pal@example.de';
  const total = await checkoutWithPayPal(page, email, shop.products.de[0]!);
  await page.getByTestId('place-order').click();

  // PayPal asks for exactly the checkout's total, for the order the shop just placed.
  const onProvider = await onPayPal(page);
  expect(onProvider.amount).toBe(total);
  await page.getByRole('button', { name: 'Pay' }).click();

  const de = shop.origin('de');
  await expect(page).toHaveURL(`${de}/order-placed`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  await expect(page.getByTestId('order-ref')).toHaveText(
    `Ihre Bestellnummer ist ${onProvider.orderRef}. Die Bestätigung mit Widerrufsbelehrung haben wir an ${email} gesendet.`,
  );
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveText(/^Ihre Zahlung über .+ ist eingegangen\. Vielen Dank!$/);
  expect(parseMoney((await status.textContent()) ?? '')).toBe(total);
  expect(parseMoney((await page.getByTestId('order-total').textContent()) ?? '')).toBe(total);
  const details = page.getByTestId('order-details');
  await expect(details.getByRole('definition').filter({ hasText: /^PayPal$/ })).toBeVisible();
  await expect(details).toContainText('Sendlinger Straße 7');
  await expect(page.getByRole('button', { name: /^Jetzt .* bezahlen$/ })).toHaveCount(0);
  await noViolations(page);

  // The confirmation names the order and how it was paid.
  const mail = await shop.sink.next(email);
  expect(mail.subject).toBe(`Ihre Bestellung ${onProvider.orderRef} bei Sanitärwelt`);
  expect(mail.text).toContain('Bezahlt mit PayPal.');
  expect(mail.text).toContain('Sendlinger Straße 7');
  expect(mail.text).toContain('Muster-Widerrufsformular');
  // PayPal's webhooks (the approval, whose handler captures, and the capture) were taken, beside the return.
  expect(paypal.deliveries.map(({ type, status }) => `${type} ${status}`).sort()).toEqual([
    'CHECKOUT.ORDER.APPROVED 200',
    'PAYMENT.CAPTURE.COMPLETED 200',
  ]);
  expect(paypal.captures(onProvider.paypalOrder)).toBe(1);
  // Coming back to the order page again changes nothing: still paid, still one mail.
  await page.reload();
  await expect(status).toHaveText(/ist eingegangen/);
  expect(
    shop.sink.received.filter((received) => received.subject?.includes(onProvider.orderRef)),
  ).toHaveLength(1);

  // The paid line left the cart.
  await page.goto(`${de}/cart`);
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('a guest who cancels on PayPal’s page lands on the failed-order page with the cart kept', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = 'carl.cancel@example.de';
  const total = await checkoutWithPayPal(page, email, shop.products.de[1]!);
  const line =
    (await page.getByTestId('checkout-summary').getByRole('rowheader').first().textContent()) ?? '';
  expect(line).not.toBe('');
  await page.getByTestId('place-order').click();
  const onProvider = await onPayPal(page);
  expect(onProvider.amount).toBe(total);
  const deliveriesBefore = paypal.deliveries.length;
  await page.getByRole('button', { name: 'Cancel' }).click();

  const de = shop.origin('de');
  await expect(page).toHaveURL(`${de}/order-failed?reason=cancelled`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Bestellung ist fehlgeschlagen');
  await expect(page.getByTestId('order-failed')).toHaveText('Die Zahlung wurde von Ihnen abgebrochen');
  await expect(page.getByTestId('failed-order-ref')).toHaveText(
    `Die Bestellung ${onProvider.orderRef} wurde deshalb storniert; es wurde nichts berechnet.`,
  );
  await expect(
    page.getByText(
      'Ihr Warenkorb ist erhalten: Sie können sofort erneut bestellen, auch mit einer anderen Zahlungsart.',
    ),
  ).toBeVisible();
  await noViolations(page);
  // Nothing was captured and PayPal announced nothing.
  expect(paypal.captures(onProvider.paypalOrder)).toBe(0);
  expect(paypal.deliveries).toHaveLength(deliveriesBefore);

  // The cart still holds the line, and the checkout is ready to order again with what was typed.
  await page.getByRole('link', { name: 'Erneut bestellen' }).click();
  await expect(page).toHaveURL(`${de}/checkout`);
  await expect(page.locator('#checkout-form').getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(page.getByTestId('checkout-summary').getByRole('rowheader').first()).toHaveText(line);
  expect(parseMoney((await page.getByTestId('checkout-total').textContent()) ?? '')).toBe(total);

  // The cancelled order's page says so, and no confirmation was sent for it.
  await page.goto(`${de}/order-placed`);
  await expect(page.getByText('Diese Bestellung wurde storniert.')).toBeVisible();
  await noViolations(page);
  expect(shop.sink.received.filter((received) => received.subject?.includes(onProvider.orderRef))).toEqual(
    [],
  );
});
