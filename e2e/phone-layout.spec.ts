import { expect, test, type Locator, type Page } from '@playwright/test';
import { findProduct, plainlyInStock } from './cart-products';
import {
  boxOf,
  desktop,
  expectNoSidewaysScroll,
  expectThumbSizedForm,
  narrowest,
  overlap,
  phone,
  shoot as shootIn,
} from './phone-frame';
import { storeUrl } from './stores';

// Issue 32: cart lines, checkout and account forms laid out for every width, as a shopper sees them.
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/phone-layout';
const AT = { host: 'at.localhost' } as const;
const shoot = (page: Page, name: string) => shootIn(page, SHOTS, name);

/** Lines a block of text takes: its height over its line height. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });

/**
 * A product with a long name in the cart, put there with the plain form a shopper without JavaScript posts:
 * long names are the ones a narrow title column squeezes.
 */
async function cartWithLongTitle(page: Page, request: Parameters<typeof findProduct>[0]) {
  const longName = (html: string) =>
    plainlyInStock(html) && (/<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]?.length ?? 0) >= 30;
  const { url } = await findProduct(request, AT.host, longName);
  await page.goto(url);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-message')).toBeVisible();
  await page.goto(storeUrl(AT, '/cart'));
  return page.getByTestId('cart-line').first();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a cart line gives its title room beside price and quantity, on a desktop and on a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(desktop);
    const line = await cartWithLongTitle(page, request);
    for (const screen of [desktop, phone]) {
      await page.setViewportSize(screen);
      const title = line.getByRole('heading');
      const [titleBox, priceBox, quantityBox, totalBox] = await Promise.all([
        boxOf(title),
        boxOf(line.getByTestId('unit-price')),
        boxOf(line.getByRole('group')),
        boxOf(line.getByTestId('line-total')),
      ]);
      test.info().annotations.push({
        type: 'cart line',
        description: `${screen.width} px: title ${Math.round(titleBox.width)} px, price ${Math.round(priceBox.width)} px`,
      });
      expect(titleBox.width).toBeGreaterThanOrEqual(priceBox.width);
      expect(await linesOf(title)).toBeLessThanOrEqual(3);
      for (const other of [priceBox, quantityBox, totalBox]) expect(overlap(titleBox, other)).toBe(false);
      expect(overlap(priceBox, quantityBox)).toBe(false);
      expect(overlap(quantityBox, totalBox)).toBe(false);
      // Every control of the line is a thumb's size.
      for (const control of await line.getByRole('button').all()) {
        const box = await boxOf(control);
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      await shoot(page, 'cart');
    }
    // On a phone price, quantity and total share one row below the title.
    const [titleBox, priceBox, quantityBox, totalBox] = await Promise.all([
      boxOf(line.getByRole('heading')),
      boxOf(line.getByTestId('unit-price')),
      boxOf(line.getByRole('group')),
      boxOf(line.getByTestId('line-total')),
    ]);
    expect(priceBox.y).toBeGreaterThan(titleBox.y + titleBox.height - 1);
    expect(
      Math.abs(quantityBox.y + quantityBox.height / 2 - (totalBox.y + totalBox.height / 2)),
    ).toBeLessThan(quantityBox.height / 2);
  });

  test('the checkout form fits a phone: fields full width, 44 px tall, 16 px text, labels above', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(phone);
    await cartWithLongTitle(page, request);
    await page.goto(storeUrl(AT, '/checkout'));
    const form = page.locator('#checkout-form');
    const fields = form.locator(
      'input:is([type=text], [type=email], [type=tel], [type=password], :not([type])):visible, select:visible, textarea:visible',
    );
    expect(await fields.count()).toBeGreaterThanOrEqual(6);
    const formBox = await boxOf(form);
    for (const field of await fields.all()) {
      const box = await boxOf(field);
      const fontSize = await field.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      const name = await field.getAttribute('name');
      expect(box.height, `${name} is a thumb's height`).toBeGreaterThanOrEqual(44);
      expect(fontSize, `${name} is not zoomed by the phone`).toBeGreaterThanOrEqual(16);
      expect(box.width, `${name} takes the form's width`).toBeGreaterThanOrEqual(formBox.width * 0.9);
      const id = await field.getAttribute('id');
      const label = page.locator(`label[for="${id}"]`);
      expect(await boxOf(label).then((labelBox) => labelBox.y + labelBox.height)).toBeLessThanOrEqual(
        box.y + 1,
      );
    }
    // The autocomplete tokens that let a phone fill the address stay on the fields.
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveAttribute('autocomplete', 'email');
    await expect(form.getByLabel('Postleitzahl').first()).toHaveAttribute('autocomplete', /postal-code$/);
    await expect(form.getByLabel('Vorname').first()).toHaveAttribute('autocomplete', /given-name$/);
    for (const choice of await form.locator('input:is([type=radio], [type=checkbox]):visible').all()) {
      const label = page.locator(`label[for="${await choice.getAttribute('id')}"]`);
      expect((await boxOf(label)).height, 'a choice is a thumb-sized target').toBeGreaterThanOrEqual(24);
    }
    await shoot(page, 'checkout');
    await page.setViewportSize(desktop);
    await shoot(page, 'checkout');
  });

  const at320 = async (page: Page, pages: Array<[string, string]>) => {
    await page.setViewportSize(narrowest);
    for (const [what, url] of pages) {
      await page.goto(url);
      await expectNoSidewaysScroll(page, what);
    }
  };

  test('nothing scrolls sideways at 320 px: cart, checkout, login, registration, home', async ({
    page,
    request,
  }) => {
    await cartWithLongTitle(page, request);
    await at320(page, [
      ['cart', storeUrl(AT, '/cart')],
      ['checkout', storeUrl(AT, '/checkout')],
      ['login', storeUrl(AT, '/login-register')],
      ['registration', storeUrl(AT, '/login-register?tab=register')],
      ['home', storeUrl(AT)],
    ]);
  });

  test('nothing scrolls sideways at 320 px: listing, product', async ({ page, request }) => {
    const { url: product } = await findProduct(request, AT.host, plainlyInStock);
    await at320(page, [
      ['listing', storeUrl(AT, '/badezimmer.html')],
      ['product', product],
    ]);
  });
});

test('the login and registration forms fit a phone: 44 px fields with 16 px text', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(storeUrl(AT, '/login-register'));
  await expectThumbSizedForm(page.locator('main'));
  await shoot(page, 'login');
});
