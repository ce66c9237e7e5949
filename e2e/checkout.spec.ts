import {
  brokenCalculationRules,
  brokenCiusRoRules,
} from '../lib/documents/e-invoice/e-invoice-rules.testing';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  addToCart,
  answerCaptcha,
  downloadedEInvoice,
  downloadedInvoice,
  fillAddress,
  fillClujAddress,
  scannedCode,
  startCheckoutShop,
  type CheckoutShop,
} from './checkout-shop';
import {
  expectNoOverflow,
  OVERFLOW_SCRIPT,
  PHONE,
  screenshotPath,
  type Overflow,
} from './browsers/screenshots';
import { austrianTransferPayload } from '../lib/testing/transfer-code';
import { parseMoney } from './stores';
import { extraPorts } from './ports';

const PORT = extraPorts.checkout;
let shop: CheckoutShop;

test.describe.configure({ mode: 'serial' });
test.use({ storageState: 'e2e/consent-declined.json' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startCheckoutShop(PORT);
});

test.afterAll(async () => {
  await shop?.stop();
});

const anna = {
  firstname: 'Anna',
  lastname: 'Huber',
  street: 'Landstraße',
  houseNumber: '12',
  postcode: '4020',
  city: 'Linz',
  phone: '+43 732 123 456',
};

test.describe('a guest without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('orders with prepayment through plain forms, gets the order page and the confirmation mail', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const at = shop.origin('at');
    await addToCart(page, `${at}${shop.products.de[0]}`);
    await page.getByTestId('to-checkout').click();
    await expect(page).toHaveURL(`${at}/checkout`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kasse');

    const form = page.locator('#checkout-form');
    // A first try without an address: told what is missing, on its field, nothing ordered, what was typed kept.
    await form.getByLabel('E-Mail-Adresse').fill('anna.huber@example.at');
    await form.getByLabel(/Ja, ich möchte den Newsletter/).check();
    await answerCaptcha(page);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-message')).toHaveText(
      /Bitte prüfen Sie die \d+ markierten Angaben\./,
    );
    const street = form.getByRole('textbox', { name: 'Straße', exact: true });
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect(street).toHaveAccessibleDescription('Bitte geben Sie den Straßennamen ein.');
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('anna.huber@example.at');
    await expect(form.getByLabel(/Ja, ich möchte den Newsletter/)).toBeChecked();

    await fillAddress(page, anna);
    await form.getByLabel('Vorkasse (Überweisung)').check();
    await form.getByLabel(/Ich habe die AGB gelesen/).check();
    await answerCaptcha(page);
    const total = parseMoney((await page.getByTestId('checkout-total').textContent()) ?? '');
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(`${at}/order-placed`);
    const confirmation = page.getByTestId('order-ref');
    await expect(confirmation).toContainText(/ORD\d{12}/);
    const ref = /ORD\d{12}/.exec((await confirmation.textContent())!)![0];
    await expect(page.getByTestId('prepayment-reference')).toContainText(ref);
    await expect(page.getByText(/IBAN AT61/)).toBeVisible();
    expect(parseMoney((await page.getByTestId('order-total').textContent()) ?? '')).toBe(total);
    // The transfer as a code a banking app scans (EPC069-12), read from the page as a phone's camera sees it.
    const code = page.getByTestId('transfer-code');
    await expect(code).toHaveAccessibleName(
      new RegExp(`^GiroCode: Überweisung von .+ an Sanitärwelt GmbH, Verwendungszweck ${ref}$`),
    );
    expect(await scannedCode(code)).toBe(austrianTransferPayload(total, ref));
    await expect(page.getByTestId('transfer-iban')).toHaveText('AT61 1904 3002 3457 3201');

    // The newsletter box ticked: besides the order's confirmation, the double opt-in's mail with its link.
    const mails = [
      await shop.sink.next('anna.huber@example.at'),
      await shop.sink.next('anna.huber@example.at'),
    ];
    const newsletter = mails.find((mail) => mail.subject?.includes('Newsletter'));
    expect(newsletter?.text).toMatch(/\/newsletter\?confirm=/);
    const mail = mails.find((mail) => mail !== newsletter)!;
    expect(mail.subject).toBe(`Ihre Bestellung ${ref} bei Sanitärwelt`);
    expect(mail.text).toContain('Verwendungszweck');
    expect(mail.text).toContain('Widerrufsbelehrung');
    expect(mail.text).toContain('Muster-Widerrufsformular');
    expect(mail.text).toContain('Landstraße 12');
    expect(
      mail.attachments.some(
        (attachment) => attachment.contentId === `<transfer-code.${ref}@sanitaerwelt.at>`,
      ),
    ).toBe(true);

    // The order's own page shows the same code, and the invoice carries it.
    await page.getByTestId('order-link').click();
    expect(await scannedCode(page.getByTestId('transfer-code'))).toContain(`\n${ref}`);
    expect((await downloadedInvoice(page)).text).toContain('GiroCode');

    // The ordered line left the cart.
    await page.goto(`${at}/cart`);
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
});

test.describe('a set without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its saving against its parts, is one cart line listing them, and its order, mail and invoice name them', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const at = shop.origin('at');
    await page.goto(`${at}${shop.set}`);
    const contents = page.getByTestId('set-contents');
    const partRows = contents.locator('tbody tr');
    await expect(partRows).toHaveCount(3);
    const partPrices = (await partRows.locator('.set-contents__price').allTextContents()).map(parseMoney);
    const partsTotal = parseMoney((await contents.locator('tfoot td').textContent()) ?? '');
    expect(partsTotal).toBe(partPrices.reduce((sum, price) => sum + price, 0));
    const setPrice = parseMoney(
      (await page.getByTestId('product-price').locator('.price-tag__line').first().textContent()) ?? '',
    );
    const saving = partsTotal - setPrice;
    expect(saving).toBeGreaterThan(0);
    const savingText = (await page.getByTestId('set-saving').textContent()) ?? '';
    expect(savingText).toMatch(/^Sie sparen .+ \(\d+ %\) gegenüber dem Einzelkauf der Teile$/);
    expect(parseMoney(savingText)).toBe(saving);
    expect(Number(/\((\d+) %\)/.exec(savingText)![1])).toBe(Math.floor((saving * 100) / partsTotal));
    const partTitles = (await partRows.getByRole('link').allTextContents()).map((title) => title.trim());

    // A part's own page: the price the set lists, and the set offered there.
    await partRows.first().getByRole('link').click();
    expect(
      parseMoney(
        (await page.getByTestId('product-price').locator('.price-tag__line').first().textContent()) ?? '',
      ),
    ).toBe(partPrices[0]);
    await expect(
      page
        .getByRole('region', { name: 'Auch im Set erhältlich' })
        .getByRole('link', { name: /Komplettset/ })
        .first(),
    ).toBeVisible();

    // One cart line at the set's price, listing its parts.
    await addToCart(page, `${at}${shop.set}`);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    const listed = await line.getByTestId('set-parts').getByRole('listitem').allTextContents();
    expect(listed.map((item) => item.replace(/ \(Art\.-Nr\. [\w-]+\)$/, ''))).toEqual(
      partTitles.map((title) => `1 × ${title}`),
    );
    expect(
      parseMoney(
        (await line.getByTestId('unit-price').locator('.price-tag__line').first().textContent()) ?? '',
      ),
    ).toBe(setPrice);

    await page.getByTestId('to-checkout').click();
    const form = page.locator('#checkout-form');
    await expect(page.getByTestId('set-parts').getByRole('listitem')).toHaveCount(3);
    // The summary with the set's long line and its parts fits the narrowest phone.
    await page.setViewportSize({ width: 320, height: 700 });
    expectNoOverflow('checkout-set', 320, await page.evaluate<Overflow>(OVERFLOW_SCRIPT));
    await form.getByLabel('E-Mail-Adresse').fill('set.buyer@example.at');
    await fillAddress(page, { ...anna, firstname: 'Sepp' });
    await form.getByLabel('Vorkasse (Überweisung)').check();
    await form.getByLabel(/Ich habe die AGB gelesen/).check();
    await answerCaptcha(page);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(`${at}/order-placed`);
    await expect(
      page.getByTestId('order-details').getByTestId('set-parts').getByRole('listitem'),
    ).toHaveCount(3);

    const mail = await shop.sink.next('set.buyer@example.at');
    expect(mail.text).toContain(`Set aus 1 × ${partTitles[0]}`);
    await page.getByTestId('order-link').click();
    const invoice = (await downloadedInvoice(page)).text.replace(/\s+/g, ' ');
    expect(invoice).toContain('Set aus 1 ×');
    expect(invoice).toContain(partTitles[2]!.split(' ').at(-1));
  });
});

test('a guest with JavaScript redeems a coupon in place and orders; checkout and order pages pass axe', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const at = shop.origin('at');
  await addToCart(page, `${at}${shop.products.de[1]}`);
  await page.goto(`${at}/checkout`);
  const form = page.locator('#checkout-form');
  // A guest may be a consumer: the right of withdrawal is named beside the terms.
  await expect(form.getByRole('checkbox', { name: /AGB/ })).toHaveAccessibleDescription(/Widerrufsrecht/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const before = parseMoney((await page.getByTestId('checkout-total').textContent()) ?? '');
  await form.getByLabel('Gutscheincode (optional)').fill('WILLKOMMEN10');
  await form.getByRole('button', { name: 'Einlösen' }).click();
  // Priced again in place: no navigation, the typed values stay, the summary says what the coupon did.
  await expect(page.getByTestId('coupon-applied')).toHaveText('Gutschein WILLKOMMEN10 ist eingelöst.');
  const discount = parseMoney((await page.getByTestId('checkout-discount').textContent()) ?? '');
  const goods = parseMoney((await page.getByTestId('checkout-goods').textContent()) ?? '');
  expect(Math.abs(discount - goods / 10)).toBeLessThanOrEqual(0.5);
  expect(parseMoney((await page.getByTestId('checkout-total').textContent()) ?? '')).toBe(before - discount);
  await expect(page).toHaveURL(`${at}/checkout`);

  await form.getByLabel('E-Mail-Adresse').fill('berta.gast@example.at');
  await fillAddress(page, { ...anna, firstname: 'Berta' });
  await form.getByLabel('Vorkasse (Überweisung)').check();
  await form.getByLabel(/Ich habe die AGB gelesen/).check();
  // No question to answer: the proof of work is solved in the background.
  await expect(page.getByText('Sicherheitsprüfung abgeschlossen')).toBeAttached({ timeout: 15_000 });
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(`${at}/order-placed`);
  await expect(page.getByTestId('order-details')).toContainText('Gutschein WILLKOMMEN10');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const mail = await shop.sink.next('berta.gast@example.at');
  expect(mail.text).toContain('Gutschein WILLKOMMEN10: −');
});

for (const javaScript of [false, true]) {
  test(`a guest ${javaScript ? 'with' : 'without'} JavaScript sends what is there now and the reordered rest later, priced before ordering`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({
      javaScriptEnabled: javaScript,
      storageState: 'e2e/consent-declined.json',
    });
    const page = await context.newPage();
    const at = shop.origin('at');
    await addToCart(page, `${at}${shop.products.de[2]}`);
    await addToCart(page, `${at}${shop.reordered}`);
    await page.goto(`${at}/checkout`);
    const form = page.locator('#checkout-form');
    const shipments = form.getByRole('group', { name: 'Eine Sendung oder Teillieferung' });
    await expect(shipments.getByLabel('Alles in einer Sendung, sobald alles lieferbar ist')).toBeChecked();
    await expect(shipments).toContainText('Nicht alles ist sofort lieferbar. Später kommt:');
    const total = async () => parseMoney((await page.getByTestId('checkout-total').textContent()) ?? '');
    const before = await total();
    const extra = /\+ (.+) Versand|ohne Aufpreis/.exec(
      (await shipments
        .getByText(/\+ .+ Versand|ohne Aufpreis/)
        .last()
        .textContent()) ?? '',
    );
    await shipments.getByLabel('Lieferbares sofort senden, den Rest nachliefern').check();
    // Priced again: in place with JavaScript, by the form's update button without it.
    if (!javaScript)
      await form.getByRole('button', { name: 'Versand und Summe aktualisieren' }).first().click();
    // The reordered part alone stays under the free-shipping threshold: its shipment costs.
    expect(extra?.[1]).toBeTruthy();
    const expected = Math.round((before + (extra?.[1] ? parseMoney(extra[1]) : 0)) * 100) / 100;
    await expect.poll(total).toBe(expected);
    await expect(shipments.getByLabel('Lieferbares sofort senden, den Rest nachliefern')).toBeChecked();

    const email = `paula.${javaScript ? 'js' : 'plain'}@example.at`;
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await fillAddress(page, { ...anna, firstname: 'Paula' });
    await form.getByLabel('Vorkasse (Überweisung)').check();
    await form.getByLabel(/Ich habe die AGB gelesen/).check();
    if (javaScript)
      await expect(page.getByText('Sicherheitsprüfung abgeschlossen')).toBeAttached({ timeout: 15_000 });
    else await answerCaptcha(page);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(`${at}/order-placed`);
    await expect(page.getByTestId('order-details')).toContainText(
      'Teillieferung: Lieferbares sofort, der Rest sobald lieferbar',
    );
    expect(parseMoney((await page.getByTestId('order-total').textContent()) ?? '')).toBe(expected);
    expect((await shop.sink.next(email)).text).toContain('Lieferung: Teillieferung');
    await context.close();
  });
}

test('a Romanian guest picks up the order and pays cash: lei throughout', async ({ page }) => {
  test.setTimeout(60_000);
  const ro = shop.origin('ro');
  await addToCart(page, `${ro}${shop.products.ro[0]}`, 'Adaugă în coș');
  await page.goto(`${ro}/checkout`);
  const form = page.locator('#checkout-form');
  await expect(page.getByTestId('checkout-total')).toContainText('lei');
  await fillClujAddress(page, 'ioana.popescu@example.ro', 'Ioana', 'Popescu');
  await form.locator('input[name="deliveryModuleId"]').last().check();
  await form.getByRole('button', { name: 'Actualizează livrarea și totalul' }).click();
  await form.locator('input[name="pickupLocationId"]').first().check();
  await form.getByLabel('Ramburs').check();
  await form.getByLabel(/Am citit și accept/).check();
  await expect(page.getByText('Verificarea de securitate s-a încheiat')).toBeAttached({ timeout: 15_000 });
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(`${ro}/order-placed`);
  await expect(page.getByTestId('order-total')).toContainText('lei');
  await expect(page.getByText(/lei numerar la ridicare/)).toBeVisible();
  const mail = await shop.sink.next('ioana.popescu@example.ro');
  expect(mail.subject).toMatch(/^Comanda dumneavoastră ORD\d{12}/);
  expect(mail.text).toContain('lei');
  // The invoice behind the guest's link is in lei, with the Romanian letters intact.
  await page.getByTestId('order-link').click();
  const invoice = await downloadedInvoice(page);
  expect(invoice.text).toContain('lei');
  expect(invoice.text).not.toContain('RON');
  expect(invoice.text).toContain('Factură');
  expect(invoice.text).toContain('Modalitate de plată: Ramburs');
  // Beside it, the same invoice as CIUS-RO UBL for RO e-Factura (a consumer's too), as an accountant downloads it.
  await expect(page.getByTestId('invoice-xml')).toHaveText(
    /^Descărcați factura electronică RO-\d{4}-\d{6} \(e-Factura, XML\)$/,
  );
  const eInvoice = await downloadedEInvoice(page);
  expect(eInvoice.filename).toBe(invoice.filename.replace(/\.pdf$/, '.xml'));
  expect(brokenCalculationRules(eInvoice.xml)).toEqual([]);
  expect(brokenCiusRoRules(eInvoice.xml)).toEqual([]);
  expect(eInvoice.xml).toContain('<cbc:CompanyID>0000000000000</cbc:CompanyID>');
  // On a phone both downloads stay on the screen, the longer Romanian label wrapping rather than scrolling.
  await page.setViewportSize(PHONE);
  const xmlLink = page.getByTestId('invoice-xml');
  await xmlLink.scrollIntoViewIfNeeded();
  const box = (await xmlLink.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await page.screenshot({ path: screenshotPath('chromium', 'order-ro', PHONE.width) });
  expectNoOverflow('order-ro', PHONE.width, await page.evaluate<Overflow>(OVERFLOW_SCRIPT));
});
