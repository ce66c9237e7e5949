import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addWithJavaScript, findProduct, findVariant, plainlyInStock } from './cart-products';
import { parseMoney, storeUrl } from './stores';

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'sid' || cookie.name === '__Host-sid');

test('a visitor who only browses gets no session cookie', async ({ page, request }) => {
  const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
  await page.goto(storeUrl({ host: 'at.localhost' }));
  await page.goto(storeUrl({ host: 'at.localhost' }, '/badezimmer.html'));
  await page.goto(url);
  await page.goto(storeUrl({ host: 'at.localhost' }, '/cart'));
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  // The cart is one shopper's: never indexed, yet a shared link still previews the shop.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Sanitärwelt\.$/);
});

test('adding a chosen variant from its product page fills the cart, in an httpOnly session cookie', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { product, variant } = await findVariant(request, 'at.localhost');
  await page.goto(product);
  await page.locator(`a[data-testid="colour-choice"][href="${variant}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const articleNumber = await page.getByTestId('article-number').textContent();
  const chosenColour = await page.locator('#variant-colour').textContent();
  await addWithJavaScript(page, 2);
  await page.goto(storeUrl({ host: 'at.localhost' }, '/cart'));
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`Art.-Nr. ${articleNumber}`);
  await expect(line).toContainText(chosenColour!.split(': ')[1]!);
  await expect(line.getByTestId('line-quantity')).toHaveValue('2');
  const unit = parseMoney((await line.getByTestId('unit-price').getByTestId('price').textContent()) ?? '');
  expect(parseMoney((await line.getByTestId('line-total').textContent()) ?? '')).toBe(unit * 2);
  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ name: 'sid', httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
  await expect(line.getByRole('link')).toHaveAttribute('href', variant);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart is edited with plain forms: one more, one less, a quantity, a line, all', async ({
    page,
    request,
  }) => {
    const first = await findProduct(request, 'at.localhost', plainlyInStock);
    const second = await findProduct(request, 'at.localhost', plainlyInStock, [first.url]);
    for (const { url } of [first, second]) {
      await page.goto(url);
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.getByTestId('cart-message')).toHaveText('1 Stück in den Warenkorb gelegt.');
    }
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const line = lines.first();
    const title = (await line.getByRole('heading').textContent())!;
    await line.getByRole('button', { name: `Ein Stück mehr von ${title}` }).click();
    await expect(page.getByTestId('cart-message')).toHaveText('Der Warenkorb wurde aktualisiert.');
    await expect(lines.first().getByTestId('line-quantity')).toHaveValue('2');
    await lines.first().getByLabel(`Menge von ${title}`).fill('5');
    await lines.first().getByRole('button', { name: 'Übernehmen' }).click();
    await expect(lines.first().getByTestId('line-quantity')).toHaveValue('5');
    await lines
      .first()
      .getByRole('button', { name: `Ein Stück weniger von ${title}` })
      .click();
    await expect(lines.first().getByTestId('line-quantity')).toHaveValue('4');
    const goods = parseMoney((await page.getByTestId('cart-goods').textContent()) ?? '');
    const totals = await lines.getByTestId('line-total').allTextContents();
    expect(goods).toBe(totals.map(parseMoney).reduce((sum, amount) => sum + amount, 0));
    await lines
      .first()
      .getByRole('button', { name: `${title} aus dem Warenkorb entfernen` })
      .click();
    await expect(page.getByTestId('cart-message')).toHaveText('Aus dem Einkaufswagen entfernt');
    await expect(lines).toHaveCount(1);
    await page.getByRole('button', { name: 'Warenkorb leeren' }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });

  test('a quantity the field cannot take is held back by the browser, and the server says why', async ({
    page,
    request,
  }) => {
    const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
    await page.goto(url);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    const line = page.getByTestId('cart-line');
    const quantity = line.getByTestId('line-quantity');
    await quantity.fill('-0.5');
    await line.getByRole('button', { name: 'Übernehmen' }).click();
    expect(await quantity.evaluate((field: HTMLInputElement) => field.validity.valid)).toBe(false);
    await expect(quantity).toHaveValue('-0.5');
    await page.reload();
    await expect(quantity).toHaveValue('1');
    // A form that gets past the browser's checks anyway is answered on the cart page.
    const lineId = await line.locator('input[name="lineId"]').first().getAttribute('value');
    const session = await sessionCookie(page);
    // Node cannot resolve *.localhost: the request goes to loopback naming the shop's host.
    const answer = await page.request.post(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/api/cart`, {
      form: { action: 'set', lineId: lineId ?? '', quantity: '2,5', language: 'de' },
      headers: {
        host: new URL(storeUrl({ host: 'at.localhost' })).host,
        origin: new URL(storeUrl({ host: 'at.localhost' })).origin,
        cookie: `${session!.name}=${session!.value}`,
      },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    await page.goto(storeUrl({ host: 'at.localhost' }, answer.headers()['location']));
    await expect(page.getByTestId('cart-message')).toHaveText(
      'Bitte geben Sie eine ganze Stückzahl ab 1 ein.',
    );
    await expect(page.getByTestId('cart-message').getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('cart-message')).toHaveAttribute('role', 'alert');
    await expect(quantity).toHaveValue('1');
  });
});

test('changing the delivery country reprices the cart', async ({ page, request }) => {
  const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
  await page.goto(url);
  await addWithJavaScript(page);
  await page.goto(storeUrl({ host: 'at.localhost' }, '/cart'));
  const unitPrice = page.getByTestId('cart-line').getByTestId('unit-price');
  await expect(unitPrice.getByTestId('vat-note')).toContainText('20 %');
  const austrian = parseMoney((await unitPrice.getByTestId('price').textContent()) ?? '');
  await page.getByLabel('Lieferland').selectOption({ label: 'Deutschland (inkl. 19 % MwSt.)' });
  await page.getByRole('button', { name: 'Übernehmen' }).first().click();
  await expect(unitPrice.getByTestId('vat-note')).toContainText('19 %');
  const german = parseMoney((await unitPrice.getByTestId('price').textContent()) ?? '');
  expect(Math.abs(german - (austrian * 119) / 120)).toBeLessThanOrEqual(1.5);
  await expect(page.getByTestId('cart-total')).toBeVisible();
});

test('the cart page passes axe, full and empty', async ({ page, request }) => {
  await page.goto(storeUrl({ host: 'at.localhost' }, '/cart'));
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
  await page.goto(url);
  await addWithJavaScript(page);
  await page.goto(storeUrl({ host: 'at.localhost' }, '/cart'));
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});

test('a back-to-cart link brings the cart into a fresh browser; a tampered one says so', async ({
  page,
  browser,
  request,
}) => {
  const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
  await page.goto(url);
  await addWithJavaScript(page, 1);
  await page.goto(storeUrl({ host: 'at.localhost' }, '/cart'));
  const link = await page.getByLabel('Link zu Ihrem Warenkorb').inputValue();
  expect(link).toMatch(/^http:\/\/at\.localhost:\d+\/back-to-cart\/[\w-]+\.[\w-]+$/);
  const title = await page.getByTestId('cart-line').getByRole('heading').textContent();

  const elsewhere = await browser.newContext({ storageState: 'e2e/consent-declined.json' });
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/cart\?notice=cart\.restored/);
  await expect(other.getByTestId('cart-message')).toHaveText(
    '1 Artikel wurde in Ihren Warenkorb übernommen.',
  );
  await expect(other.getByTestId('cart-line')).toContainText(title!);
  await expect(other.getByTestId('cart-line').getByTestId('line-quantity')).toHaveValue('1');
  const cookies = await elsewhere.cookies();
  expect(cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await other.goto(link.replace(/\.[\w-]+$/, '.forged'));
  await expect(other.getByTestId('cart-message')).toHaveText(
    'Dieser Warenkorb-Link ist ungültig. Ihr Warenkorb bleibt, wie er war.',
  );
  await expect(other.getByTestId('cart-line').getByTestId('line-quantity')).toHaveValue('1');
  await elsewhere.close();
});
