import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFakeAmazonPay, type FakeAmazonPay } from '../lib/testing/fake-amazon-pay-server';
import { startFakePayPal, type FakePayPal } from '../lib/testing/fake-paypal-server';
import { addToCart, answerCaptcha, fillAddress, startCheckoutShop, type CheckoutShop } from './checkout-shop';
import { parseMoney } from './stores';
import { extraPorts } from './ports';

// A shop whose PayPal and Amazon Pay are local fakes with their hosted pages; the fakes deliver their webhooks (Amazon's
// as signed SNS notifications) to the shop, so the return page and the webhooks race to record the payment, as with
// the real providers.
const PORT = extraPorts.checkoutWallets;
let shop: CheckoutShop;
let paypal: FakePayPal;
let amazon: FakeAmazonPay;

test.describe.configure({ mode: 'serial' });
test.use({ storageState: 'e2e/consent-declined.json' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  paypal = await startFakePayPal({ webhookUrl: `http://127.0.0.1:${PORT}/api/payments/paypal/webhook` });
  amazon = await startFakeAmazonPay({ ipnUrl: `http://127.0.0.1:${PORT}/api/payments/amazonpay/webhook` });
  shop = await startCheckoutShop(PORT, {
    PAYPAL_CLIENT_ID: paypal.config.clientId,
    PAYPAL_CLIENT_SECRET: paypal.config.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.config.webhookId,
    PAYPAL_API_BASE: paypal.config.apiBase,
    AMAZON_PAY_PUBLIC_KEY_ID: amazon.config.publicKeyId,
    AMAZON_PAY_PRIVATE_KEY: amazon.config.privateKey,
    AMAZON_PAY_STORE_ID: amazon.config.storeId,
    AMAZON_PAY_MERCHANT_ID: amazon.config.merchantId,
    AMAZON_PAY_API_BASE: amazon.config.apiBase,
    AMAZON_PAY_IPN_CERTIFICATE_HOSTS: amazon.config.ipnCertificateHosts.join(','),
    AMAZON_PAY_IPN_CERTIFICATE_CA: amazon.config.ipnCertificateCa,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await paypal?.close();
  await amazon?.close();
});

const noViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

/**
 * A guest of the German store fills the checkout up to the order button, paying with PayPal; the total the
 * summary shows, in cents.
 */
async function checkoutWithWallet(
  page: Page,
  email: string,
  product: string,
  wallet: { name: string; text: string } = { name: 'PayPal', text: 'Sie bezahlen mit Ihrem PayPal-Konto.' },
  javaScript = true,
): Promise<number> {
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
  await form.getByRole('radio', { name: wallet.name }).check();
  await expect(form.getByRole('radio', { name: wallet.name })).toHaveAccessibleDescription(wallet.text);
  await form.getByLabel(/Ich habe die AGB gelesen/).check();
  // With JavaScript the captcha solves itself in the background; without, the guest answers its sum.
  if (!javaScript) await answerCaptcha(page);
  else await expect(page.getByText('Sicherheitsprüfung abgeschlossen')).toBeAttached({ timeout: 15_000 });
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
  const total = await checkoutWithWallet(page, email, shop.products.de[0]!);
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
  const total = await checkoutWithWallet(page, email, shop.products.de[1]!);
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

test.describe('Amazon Pay', () => {
  const amazonPay = {
    name: 'Amazon Pay',
    text: 'Sie bezahlen mit einer in Ihrem Amazon-Konto hinterlegten Zahlungsart.',
  };

  test('a guest pays on Amazon’s page and comes back to a paid order with one confirmation', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = 'anton.amazon@example.de';
    const total = await checkoutWithWallet(page, email, shop.products.de[2]!, amazonPay);
    await page.getByTestId('place-order').click();

    await expect(page.getByRole('heading', { name: 'Amazon Pay test payment' })).toBeVisible();
    const session = new URL(page.url()).searchParams.get('amazonCheckoutSessionId') ?? '';
    const held = amazon.session(session)!;
    expect(Math.round(Number(held.paymentDetails.chargeAmount.amount) * 100)).toBe(total);
    expect(held.paymentDetails.chargeAmount.currencyCode).toBe('EUR');
    const orderRef = held.merchantMetadata.merchantReferenceId!;
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(`${shop.origin('de')}/order-placed`);
    await expect(page.getByTestId('payment-status')).toHaveText(/ist eingegangen/);
    const details = page.getByTestId('order-details');
    await expect(details.getByRole('definition').filter({ hasText: /^Amazon Pay$/ })).toBeVisible();
    await noViolations(page);
    const mail = await shop.sink.next(email);
    expect(mail.subject).toBe(`Ihre Bestellung ${orderRef} bei Sanitärwelt`);
    expect(mail.text).toContain('Bezahlt mit Amazon Pay.');
    // Amazon's signed notification of the capture was taken beside the return; still one mail, one completion.
    await expect.poll(() => amazon.deliveries.map((delivery) => delivery.status)).toContain(200);
    expect(amazon.completions(session)).toBe(1);
    expect(shop.sink.received.filter((received) => received.subject?.includes(orderRef))).toHaveLength(1);
  });

  test('without JavaScript, a payment method Amazon refuses: the failed-order page says so, the cart is kept', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: 'e2e/consent-declined.json',
    });
    const page = await context.newPage();
    await checkoutWithWallet(page, 'dora.declined@example.de', shop.products.de[3]!, amazonPay, false);
    await page.getByTestId('place-order').click();
    await expect(page.getByRole('heading', { name: 'Amazon Pay test payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(`${shop.origin('de')}/order-failed?reason=declined`);
    await expect(page.getByTestId('failed-order-ref')).toBeVisible();
    await page.goto(`${shop.origin('de')}/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await context.close();
  });
});
