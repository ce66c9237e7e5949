import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { FakeStripe } from '../lib/testing/fake-stripe-server';
import { checkoutWithCard, startStripeShop, type CheckoutShop } from './checkout-shop';
import { extraPorts } from './ports';

// A shop whose Stripe is the local fake with its hosted page; the fake delivers its webhooks to the shop.
const PORT = extraPorts.checkoutPayments;
let shop: CheckoutShop;
let stripe: FakeStripe;

test.describe.configure({ mode: 'serial' });
test.use({ storageState: 'e2e/consent-declined.json' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ shop, stripe } = await startStripeShop(PORT));
});

test.afterAll(async () => {
  await shop?.stop();
  await stripe?.close();
});

/** A guest's checkout up to the order button, paying by card. */
const checkoutByCard = (page: Page, email: string, product: string) =>
  checkoutWithCard(page, shop.origin('at'), product, { email, firstname: 'Clara', lastname: 'Karte' });

test('a card payment on the provider’s page comes back as a paid order with its confirmation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await checkoutByCard(page, 'clara.karte@example.at', shop.products.de[2]!);
  await page.getByTestId('place-order').click();
  await expect(page.getByRole('heading', { name: 'Stripe test payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(`${shop.origin('at')}/order-placed`);
  await expect(page.getByTestId('payment-status')).toContainText('ist eingegangen');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const mail = await shop.sink.next('clara.karte@example.at');
  expect(mail.text).toContain('Bezahlt mit Karte, EPS oder Klarna (Stripe).');
  await page.goto(`${shop.origin('at')}/cart`);
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('a card the bank refuses: back at the shop the shopper is told the card was declined, and how to go on', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await checkoutByCard(page, 'emil.abgelehnt@example.at', shop.products.de[4] ?? shop.products.de[3]!);
  await page.getByTestId('place-order').click();
  await page.getByRole('button', { name: 'Bank refuses the card' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Your card was declined/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${shop.origin('at')}/order-failed?reason=declined`);
  await expect(page.getByTestId('order-failed')).toHaveText(
    'Die Karte wurde abgelehnt.Bitte versuchen Sie eine andere Zahlungsart oder wenden Sie sich an unseren Support.',
  );
  await expect(page.getByTestId('failed-order-ref')).toBeVisible();
});

test('a declined payment cancels that order, keeps the cart, and the retry is a new order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await checkoutByCard(page, 'dora.declined@example.at', shop.products.de[3]!);
  await page.getByTestId('place-order').click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(`${shop.origin('at')}/order-failed?reason=failed`);
  await expect(page.getByTestId('order-failed')).toContainText('Ihre Zahlung war nicht erfolgreich');
  const failed = /ORD\d{12}/.exec((await page.getByTestId('failed-order-ref').textContent())!)![0];
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'Erneut bestellen' }).click();
  const form = page.locator('#checkout-form');
  // The cart and what was typed are still there.
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('dora.declined@example.at');
  await form.getByLabel(/Ich habe die AGB gelesen/).check();
  await form.getByLabel('Karte, EPS oder Klarna').check();
  await expect(page.getByText('Sicherheitsprüfung abgeschlossen')).toBeAttached({ timeout: 15_000 });
  await page.getByTestId('place-order').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(`${shop.origin('at')}/order-placed`);
  const ref = /ORD\d{12}/.exec((await page.getByTestId('order-ref').textContent())!)![0];
  expect(ref).not.toBe(failed);
});
