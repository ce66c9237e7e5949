import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cartReady, findProduct, plainlyInStock } from './cart-products';
import { storeUrl } from './stores';

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('adding stays on the product page, counts, and the mini-cart shows the cart', async ({
    page,
    request,
  }) => {
    const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
    await page.goto(url);
    await cartReady(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByLabel('Menge').fill('2');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByTestId('cart-toast')).toHaveText(new RegExp(`${title} liegt im Warenkorb`));
    expect(page.url()).toBe(url);
    const toggle = page.getByTestId('cart-toggle');
    await expect(toggle).toHaveAccessibleName('Warenkorb, 2 Artikel');
    await expect(page.getByTestId('cart-link')).toBeHidden();

    await toggle.click();
    const miniCart = page.getByTestId('mini-cart');
    await expect(miniCart).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(miniCart.getByRole('heading', { name: 'Ihr Warenkorb' })).toBeFocused();
    await expect(miniCart.getByTestId('mini-cart-line')).toContainText(`2 × ${title}`);
    await expect(miniCart.getByTestId('mini-cart-shipment')).toBeVisible();
    expect(
      (await new AxeBuilder({ page }).include('#mini-cart').analyze()).violations.map((v) => v.id),
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(miniCart).toBeVisible();
    // A click outside closes it: the title's start, left of the panel that now reaches over the title's end.
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 8, y: 8 } });
    await expect(miniCart).toBeHidden();
    await toggle.click();
    await miniCart.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line').getByTestId('line-quantity')).toHaveValue('2');
  });

  test('two tabs adding at once before the shop knows the browser keep both lines', async ({
    context,
    request,
  }) => {
    const first = await findProduct(request, 'at.localhost', plainlyInStock);
    const second = await findProduct(request, 'at.localhost', plainlyInStock, [first.url]);
    const tabs = await Promise.all([context.newPage(), context.newPage()]);
    // Each add waits until the other tab's is under way too (or 1.5 s have passed, when it cannot be), so both
    // would reach the shop before either has a session.
    const arrived: Array<() => void> = [];
    const bothUnderWay = () =>
      new Promise<void>((resolve) => {
        arrived.push(resolve);
        if (arrived.length === 2) for (const release of arrived) release();
        setTimeout(resolve, 1_500);
      });
    for (const [index, tab] of tabs.entries()) {
      await tab.goto([first, second][index]!.url);
      // The client part loads when a page is idle, which a tab in the background may never be.
      await tab.bringToFront();
      await cartReady(tab);
      await tab.route('**/api/cart', async (route) => {
        if (route.request().method() === 'POST') await bothUnderWay();
        await route.continue();
      });
    }
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('sid');
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'In den Warenkorb' }).click()));
    for (const tab of tabs) await expect(tab.getByTestId('cart-toast')).toBeVisible();
    await tabs[0]!.goto(storeUrl({ host: 'at.localhost' }, '/cart'));
    await expect(tabs[0]!.getByTestId('cart-line')).toHaveCount(2);
  });

  test('a failed add is rolled back and says so (docs/product.md §8)', async ({ page, request }) => {
    const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
    await page.goto(url);
    await cartReady(page);
    await page.route('**/api/cart', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"ok":false,"error":{"code":"cart.addFailed"}}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('alert').getByTestId('cart-toast')).toHaveText(
      /Hinzufügen zum Einkaufswagen fehlgeschlagen/,
    );
    await expect(page.getByTestId('cart-toggle')).toHaveAccessibleName('Warenkorb, leer');
  });

  test('the cart page’s controls change the cart in place, with JavaScript', async ({ page, request }) => {
    const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
    await page.goto(url);
    await cartReady(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByTestId('cart-toast')).toBeVisible();
    await page.goto(storeUrl({ host: 'at.localhost' }, '/cart'));
    await cartReady(page);
    const line = page.getByTestId('cart-line');
    const title = (await line.getByRole('heading').textContent())!;
    await line.getByRole('button', { name: `Ein Stück mehr von ${title}` }).click();
    await expect(page.getByText('Der Warenkorb wurde aktualisiert.')).toBeVisible();
    await expect(line.getByTestId('line-quantity')).toHaveValue('2');
    await expect(page).toHaveURL(/\/cart$/);
    await line.getByRole('button', { name: `${title} aus dem Warenkorb entfernen` }).click();
    await expect(page.getByRole('alert').getByTestId('cart-toast')).toHaveText(
      /Aus dem Einkaufswagen entfernt/,
    );
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cart icon is a link to /cart', async ({ page }) => {
    await page.goto(storeUrl({ host: 'at.localhost' }));
    await cartReady(page);
    await expect(page.getByTestId('cart-toggle')).toBeHidden();
    await page.getByTestId('cart-link').click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test('addToCart reaches the data layer only after consent', async ({ page, context, request }) => {
  const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'addToCart',
      ),
    );
  await page.goto(url);
  await cartReady(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-toast')).toBeVisible();
  expect(await events()).toEqual([]);

  await context.addCookies([
    { name: 'CookieConsentGA', value: 'granted', domain: 'at.localhost', path: '/' },
  ]);
  await page.goto(url);
  await cartReady(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-toast')).toBeVisible();
  await expect.poll(events).toHaveLength(1);
  const [event] = (await events()) as Array<{ ecommerce: { items: Array<Record<string, unknown>> } }>;
  expect(event!.ecommerce.items[0]).toMatchObject({
    quantity: 1,
    item_name: expect.any(String),
    price: expect.any(Number),
  });
});
