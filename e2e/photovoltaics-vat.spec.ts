import { expect, test, type Page } from '@playwright/test';
import { sitemapUrls } from './server-pages';
import { parseMoney, storeUrl } from './stores';

/**
 * Germany's photovoltaics at 0 % only for a dwelling's installation (§ 12 Abs. 3 UStG, issue 31): the product
 * page and the cart say so, and the checkout asks the buyer; unticked, the total carries 19 % on those lines.
 */
test.use({ storageState: 'e2e/consent-declined.json' });

const germany = { host: 'de.localhost' };
const confirmation = /Ich bestätige, dass ich die Photovoltaikanlage/;

/** A guest of the German shop with a photovoltaic module in the cart, on the checkout page. */
async function checkoutWithModule(page: Page, urls: string[]) {
  const listing = urls.find((url) => /solarmodule/.test(url))!;
  await page.goto(listing);
  await page.getByTestId('product-card').first().locator('a').first().click();
  await expect(page.getByTestId('vat-note').first()).toHaveText('inkl. 0 % MwSt.');
  await expect(page.getByTestId('vat-condition').first()).toContainText('nur für Photovoltaikanlagen');
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  // With JavaScript the line is added in place: the toast says when.
  await expect(page.getByTestId('cart-toast').or(page.getByTestId('cart-line')).first()).toBeVisible();
  await page.goto(storeUrl(germany, '/cart'));
  await expect(page.getByTestId('vat-condition').first()).toContainText('Wohngebäuden');
  await page.goto(storeUrl(germany, '/checkout'));
  const box = page.getByLabel(confirmation);
  await expect(box).not.toBeChecked();
  return {
    box,
    total: async () => parseMoney((await page.getByTestId('checkout-total').textContent()) ?? ''),
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the buyer ticks the confirmation and prices the order again: 0 % instead of 19 %', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { box, total } = await checkoutWithModule(page, await sitemapUrls(request, germany.host));
    const unticked = await total();
    await box.check();
    await page
      .locator('.checkout-tax-condition')
      .getByRole('button', { name: 'Versand und Summe aktualisieren' })
      .click();
    await expect(page.getByLabel(confirmation)).toBeChecked();
    expect(await total()).toBeLessThan(unticked);
  });
});

test('with JavaScript the total follows the confirmation in place', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { box, total } = await checkoutWithModule(page, await sitemapUrls(request, germany.host));
  const unticked = await total();
  await box.check();
  await expect.poll(total).toBeLessThan(unticked);
  await box.uncheck();
  await expect.poll(total).toBe(unticked);
});
