import { ciiSchemaErrors } from '../lib/documents/e-invoice/e-invoice-rules.testing';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFakeVies, type FakeVies } from '../lib/testing/fake-vies';
import {
  addToCart,
  downloadedEInvoice,
  downloadedInvoice,
  fillAddress,
  startCheckoutShop,
  type CheckoutShop,
} from './checkout-shop';
import { TRUST_LOOPBACK } from './extra-server';
import { parseMoney } from './stores';
import { extraPorts } from './ports';

// docs/product.md §6 business customer with VAT excluded: a German company, registered and confirmed through the account's
// own forms, whose VAT id VIES (the local fake) confirms, buys net on the Austrian shop for delivery to Germany.
const PORT = extraPorts.checkoutBusiness;
const PASSWORD = 'innergemeinschaftliche lieferung';
let shop: CheckoutShop;
let vies: FakeVies;

test.describe.configure({ mode: 'serial' });
test.use({ storageState: 'e2e/consent-declined.json' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  vies = await startFakeVies();
  shop = await startCheckoutShop(PORT, { VIES_URL: vies.url, ...TRUST_LOOPBACK });
});

test.afterAll(async () => {
  await shop?.stop();
  await vies?.close();
});

const noViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

/**
 * Registers a company's buyer on the Austrian shop, confirms from the mailed link, gives the German VAT id that
 * VIES confirms, and asks for prices without VAT: all with the account's forms, as the customer does.
 */
async function netBusinessCustomer(page: Page, email: string, clientAddress: string): Promise<void> {
  const at = shop.origin('at');
  const main = page.getByRole('main');
  // Registrations are limited per client address: each journey is a buyer of its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress });
  await page.goto(`${at}/login-register?tab=register`);
  await main.getByLabel('Anrede').selectOption('company');
  await main.getByLabel('Vorname').fill('Ida');
  await main.getByLabel('Nachname').fill('Huber');
  await main.getByLabel('Firma oder Verein').fill('Haustechnik Beispiel GmbH');
  await main.getByLabel('UID-Nummer (optional)').fill('DE 136 695 976');
  await main.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await main.getByLabel('E-Mail-Adresse wiederholen').fill(email);
  await main.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByTestId('account-message')).toContainText('Wir haben Ihnen eine E-Mail geschickt');

  const confirmation = await shop.sink.next(email);
  const link = /https?:\/\/\S+/.exec(confirmation.text ?? '')?.[0];
  expect(link?.startsWith(`${at}/login-register?confirm=`)).toBe(true);
  await page.goto(link!);
  await main.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await main.getByRole('button', { name: 'Passwort speichern und Konto öffnen' }).click();
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
  expect((await shop.sink.next(email)).subject).toBe('Willkommen bei Sanitärwelt');

  // The id given with the registration waits for its check, which the buyer starts from the account.
  await expect(page.getByTestId('vat-status')).toContainText('UID-Nummer DE136695976: noch nicht geprüft.');
  await page.getByTestId('vat-status').getByRole('button', { name: 'UID-Nummer jetzt prüfen' }).click();
  await expect(page.getByTestId('vat-status')).toContainText(
    /UID-Nummer DE136695976: am .+ beim MIAS-Dienst \(VIES\) der EU bestätigt\./,
  );
  const exclusion = page.getByTestId('vat-exclusion');
  await expect(exclusion).toContainText('Ihre UID-Nummer ist in Deutschland registriert');
  await exclusion.getByRole('button', { name: 'Preise ohne MwSt. anzeigen' }).click();
  await expect(page.getByTestId('account-message')).toHaveText(
    'Die Preise werden jetzt ohne MwSt. angezeigt.',
  );
}

/** The product page's price and VAT note as the buyer reads them; the price in cents. */
async function shownPrice(page: Page, productPage: string): Promise<{ amount: number; note: string }> {
  await page.goto(productPage);
  const tag = page.getByTestId('product-price');
  return {
    amount: parseMoney((await tag.getByTestId('price').textContent()) ?? ''),
    note: (await tag.getByTestId('vat-note').textContent()) ?? '',
  };
}

/**
 * From the product page to a placed order paid by prepayment, checking on the way that the checkout sells net:
 * the goods at the product page's net price, no VAT line, the net total and the reverse-charge note.
 */
async function ordersNet(
  page: Page,
  { email, product, gross, axe }: { email: string; product: string; gross: number; axe: boolean },
): Promise<void> {
  const at = shop.origin('at');
  const price = await shownPrice(page, `${at}${product}`);
  expect(price.note).toBe('zzgl. MwSt.');
  expect(Math.abs(price.amount - gross / 1.2)).toBeLessThanOrEqual(1);
  await addToCart(page, `${at}${product}`);
  await page.goto(`${at}/checkout`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kasse');
  await expect(page.getByTestId('checkout-email')).toHaveText(`Sie bestellen als ${email}.`);
  // A company has no consumer's right of withdrawal: the checkout names none beside the terms.
  await expect(page.locator('.checkout-hint', { hasText: 'Widerrufsrecht' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /AGB/ })).toHaveAccessibleDescription('');
  await expect(
    page.getByText(/^Wir liefern nach Deutschland; die Preise sind für dieses Lieferland/),
  ).toBeVisible();

  const summary = page.getByTestId('checkout-summary');
  expect(parseMoney((await page.getByTestId('checkout-goods').textContent()) ?? '')).toBe(price.amount);
  await expect(summary.getByRole('term').filter({ hasText: /^Versand \(netto\): / })).toBeVisible();
  await expect(summary.getByRole('term').filter({ hasText: /MwSt\. \d/ })).toHaveCount(0);
  await expect(summary.getByRole('term').filter({ hasText: /^Gesamtsumme ohne MwSt\.$/ })).toBeVisible();
  await expect(
    summary.getByText(
      'Innergemeinschaftliche Lieferung ohne Umsatzsteuer: Die Steuer schuldet der Leistungsempfänger (Reverse Charge).',
    ),
  ).toBeVisible();
  const postageText = (await page.getByTestId('checkout-postage').textContent()) ?? '';
  const postage = postageText === 'Kostenlos' ? 0 : parseMoney(postageText);
  const total = parseMoney((await page.getByTestId('checkout-total').textContent()) ?? '');
  expect(total).toBe(price.amount + postage);
  if (axe) await noViolations(page);

  const form = page.locator('#checkout-form');
  // The section holds the delivery address and, folded, the invoice address: the delivery fields come first.
  const delivery = form.getByRole('region', { name: '2. Lieferadresse' });
  await delivery.getByLabel('Anrede').first().selectOption('company');
  await delivery.getByLabel('Firma oder Verein').first().fill('Haustechnik Beispiel GmbH');
  await delivery.getByLabel('UID-Nummer (optional)').first().fill('DE136695976');
  await fillAddress(page, {
    firstname: 'Ida',
    lastname: 'Huber',
    street: 'Hansaallee',
    houseNumber: '150',
    postcode: '60320',
    city: 'Frankfurt am Main',
    phone: '+49 69 123 456',
  });
  await form.getByLabel('Vorkasse (Überweisung)').check();
  await form.getByLabel(/Ich habe die AGB gelesen/).check();
  await page.getByTestId('place-order').click();

  await expect(page).toHaveURL(`${at}/order-placed`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  const ref = /ORD\d{12}/.exec((await page.getByTestId('order-ref').textContent()) ?? '')?.[0] ?? '';
  expect(ref).toMatch(/^ORD\d{12}$/);
  const details = page.getByTestId('order-details');
  await expect(details.getByRole('term').filter({ hasText: /^Gesamtsumme ohne MwSt\.$/ })).toBeVisible();
  expect(parseMoney((await page.getByTestId('order-total').textContent()) ?? '')).toBe(total);
  await expect(details.getByRole('term').filter({ hasText: /enthaltene MwSt\./ })).toHaveCount(0);
  await expect(
    details.getByText('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).', { exact: true }),
  ).toBeVisible();
  const line = details.getByRole('table', { name: 'Bestellte Artikel' }).getByRole('row').nth(1);
  expect(parseMoney((await line.getByRole('cell').last().textContent()) ?? '')).toBe(price.amount);
  await expect(details).toContainText('Haustechnik Beispiel GmbH');
  await expect(details).toContainText('Hansaallee 150');
  await expect(details).toContainText('60320 Frankfurt am Main');
  const reference = page.getByTestId('prepayment-reference');
  await expect(reference).toContainText(ref);
  expect(parseMoney((await reference.textContent())?.replace(ref, '') ?? '')).toBe(total);
  if (axe) await noViolations(page);

  // The confirmation states the net total and the reverse charge as well.
  const mail = await shop.sink.next(email);
  expect(mail.subject).toBe(`Ihre Bestellung ${ref} bei Sanitärwelt`);
  expect(mail.text).toContain(
    'Innergemeinschaftliche Lieferung ohne Umsatzsteuer: Die Steuer schuldet der Leistungsempfänger (Reverse Charge).',
  );
  expect(mail.text).not.toContain('Darin enthaltene MwSt.');
  const mailTotal = /Gesamtsumme: ([^\n]+)/.exec(mail.text ?? '')?.[1] ?? '';
  expect(parseMoney(mailTotal)).toBe(total);

  // The invoice behind the order's page: reverse charge, no VAT, the buyer's VAT id.
  await page.getByTestId('order-link').click();
  const invoice = await downloadedInvoice(page);
  expect(invoice.text).toContain('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)');
  expect(invoice.text).toContain('USt-IdNr.: DE136695976');
  expect(invoice.text).toContain(ref);
  // A business buyer's invoice also comes as an XRechnung that passes the EN 16931 CII schema.
  const eInvoice = await downloadedEInvoice(page);
  expect(eInvoice.filename).toBe(invoice.filename.replace(/\.pdf$/, '.xml'));
  expect(await ciiSchemaErrors(eInvoice.xml)).toEqual([]);
  expect(eInvoice.xml).toContain('<ram:ID schemeID="VA">DE136695976</ram:ID>');
  expect(eInvoice.xml).toContain(`<ram:BuyerReference>${ref}</ram:BuyerReference>`);

  await page.goto(`${at}/cart`);
  await expect(page.getByTestId('cart-empty')).toBeVisible();
}

test('a German company with VAT excluded orders net on the Austrian shop with prepayment, reverse charge noted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = 'einkauf.js@haustechnik-beispiel.de';
  const product = shop.products.de[0]!;
  const gross = await shownPrice(page, `${shop.origin('at')}${product}`);
  expect(gross.note).toBe('inkl. 20 % MwSt.');
  await netBusinessCustomer(page, email, '198.51.100.21');
  await ordersNet(page, { email, product, gross: gross.amount, axe: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same net order goes through the plain forms', async ({ page }) => {
    test.setTimeout(90_000);
    const email = 'einkauf.html@haustechnik-beispiel.de';
    const product = shop.products.de[1]!;
    const gross = await shownPrice(page, `${shop.origin('at')}${product}`);
    expect(gross.note).toBe('inkl. 20 % MwSt.');
    await netBusinessCustomer(page, email, '198.51.100.22');
    await ordersNet(page, { email, product, gross: gross.amount, axe: false });
  });
});
