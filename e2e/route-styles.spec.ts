import { expect, test, type Page } from '@playwright/test';
import { addWithJavaScript, findProduct, plainlyInStock } from './cart-products';
import { storeUrl } from './stores';

// Issue 32: each route loads its own styles, not every feature's (the stylesheets Next links per route).
const AT = { host: 'at.localhost' } as const;

/** The text of every stylesheet the page links, as its browser fetched it. */
async function linkedStyles(page: Page): Promise<{ css: string; bytes: number }> {
  const hrefs = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  // Fetched by the page itself: Node cannot resolve the stores' *.localhost hosts.
  const texts = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).text())),
    hrefs,
  );
  const css = texts.join('\n');
  return { css, bytes: Buffer.byteLength(css) };
}

// Selectors only the checkout, the cart page and the account pages use.
const checkoutOnly = ['.checkout-choices', '.checkout-coupon', '.checkout-summary'];
const cartPageOnly = ['.cart-line__total', '.cart-summary__total'];
const accountOnly = ['.account-tabs', '.address-card'];

test('a product page loads none of the checkout, cart page or account styles; the checkout loads its own', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { url } = await findProduct(request, AT.host, plainlyInStock);
  await page.goto(url);
  const product = await linkedStyles(page);
  test.info().annotations.push({ type: 'product page CSS', description: `${product.bytes} bytes` });
  for (const selector of [...checkoutOnly, ...cartPageOnly, ...accountOnly])
    expect(product.css, `the product page's CSS holds ${selector}`).not.toContain(selector);
  // What it needs is there: its add-to-cart button is styled as a button of the shop.
  const button = page.getByRole('button', { name: 'In den Warenkorb' });
  expect(await button.evaluate((element) => getComputedStyle(element).minHeight)).toBe('44px');

  await addWithJavaScript(page);
  await page.goto(storeUrl(AT, '/checkout'));
  await expect(page.locator('#checkout-form')).toBeVisible();
  const checkout = await linkedStyles(page);
  test.info().annotations.push({ type: 'checkout CSS', description: `${checkout.bytes} bytes` });
  for (const selector of checkoutOnly) expect(checkout.css).toContain(selector);
  // The payment choices are laid out as the checkout's stylesheet says (a bordered group).
  const choices = page.getByRole('group', { name: /Zahlungsart/ });
  expect(await choices.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');

  await page.goto(storeUrl(AT, '/login-register'));
  for (const selector of accountOnly) expect((await linkedStyles(page)).css).toContain(selector);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('parts loaded later bring their styles: the mini-cart floats over the page, search results form a grid', async ({
    page,
    request,
  }) => {
    const { url } = await findProduct(request, AT.host, plainlyInStock);
    await page.goto(url);
    await addWithJavaScript(page);
    await page.getByTestId('cart-toggle').click();
    const miniCart = page.getByTestId('mini-cart');
    await expect(miniCart).toBeVisible();
    expect(await miniCart.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Shop durchsuchen' }).fill('Thermostat');
    const results = page
      .getByRole('region', { name: 'Shop durchsuchen' })
      .getByRole('region', { name: 'Produkte' })
      .getByRole('list');
    await expect(results).toBeVisible();
    expect(await results.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  });
});
