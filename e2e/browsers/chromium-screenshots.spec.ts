import { expect, test } from '@playwright/test';
import { addWithJavaScript, findProduct, plainlyInStock } from '../cart-products';
import { storeUrl } from '../stores';
import { expectNoOverflow, OVERFLOW_SCRIPT, screenshotPath, WIDTHS, type Overflow } from './screenshots';

const at = (path: string) => storeUrl({ host: 'at.localhost' }, path);

/**
 * Chromium's share of issue 32's review screenshots (Firefox and WebKit take theirs in their journeys): the same
 * five pages at the same two widths, each shown with its heading and without sideways scrolling.
 */
test('home, listing, product, cart and checkout at phone and desktop widths, for review', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
  await page.goto(url);
  await addWithJavaScript(page);
  const pages = [
    ['home', at('/')],
    ['listing', at('/badezimmer.html')],
    ['product', url],
    ['cart', at('/cart')],
    ['checkout', at('/checkout')],
  ] as const;
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const [name, address] of pages) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: screenshotPath('chromium', name, viewport.width) });
      expectNoOverflow(name, viewport.width, await page.evaluate<Overflow>(OVERFLOW_SCRIPT));
    }
  }
});
