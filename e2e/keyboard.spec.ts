import { expect, test, type Locator, type Page } from '@playwright/test';
import { cartReady, findVariant } from './cart-products';
import { storeUrl } from './stores';

// Journeys with the keyboard alone (WCAG 2.1.1): every step is a key press, never a click.
test.use({ viewport: { width: 1280, height: 900 } });

const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 250) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} steps`);
}

test('the header: skip to the content, then open a submenu of the category row and a category', async ({
  page,
}) => {
  await page.goto(storeUrl({ host: 'de.localhost' }));
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  // From the top of the page again: a main category's submenu, and one of its categories.
  const row = page.getByRole('navigation', { name: 'Hauptkategorien' });
  await page.goto(storeUrl({ host: 'de.localhost' }));
  await tabTo(page, row.getByRole('button', { name: 'Unterkategorien von Badezimmer' }));
  await page.keyboard.press('Enter');
  await tabTo(page, row.getByRole('link', { name: 'Armaturen', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Armaturen');
});

test('search: type, arrow down to a result, Enter opens it', async ({ page }) => {
  await page.goto(storeUrl({ host: 'at.localhost' }));
  const field = page.getByRole('searchbox', { name: 'Shop durchsuchen' });
  await tabTo(page, field);
  await page.keyboard.type('Thermostat', { delay: 20 });
  const overlay = page.getByRole('region', { name: 'Shop durchsuchen' });
  await expect(overlay.getByRole('status')).toHaveText(/Produkte gefunden/);
  const firstCard = overlay.locator('.product-card__link').first();
  for (let step = 0; step < 30 && !(await isFocused(firstCard)); step += 1)
    await page.keyboard.press('ArrowDown');
  await expect(firstCard).toBeFocused();
  const href = await firstCard.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(storeUrl({ host: 'at.localhost' }, href!));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a listing: a brand filter and a price range applied by keyboard', async ({ page }) => {
  await page.goto(storeUrl({ host: 'at.localhost' }, '/badezimmer.html'));
  const count = page.getByTestId('result-count');
  const all = await count.textContent();
  const brand = page.locator('[data-facet="brands"] a').first();
  await tabTo(page, brand);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/brand=\d+/);
  await expect(count).not.toHaveText(all!);
  const chosen = page.getByRole('region', { name: 'Gewählte Filter' });
  await expect(chosen.getByRole('link')).not.toHaveCount(0);

  await tabTo(page, page.getByRole('spinbutton', { name: 'von' }));
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/brand=\d+.*price-min=100|price-min=100.*brand=\d+/);
  const prices = page.getByTestId('price');
  await expect(prices.first()).toBeVisible();
});

test('a product: choose a colour and put it in the cart by keyboard', async ({ page, request }) => {
  const { product, variant } = await findVariant(request, 'at.localhost');
  await page.goto(product);
  const articleNumber = page.getByTestId('article-number');
  const before = await articleNumber.textContent();
  await tabTo(page, page.locator(`a[data-testid="colour-choice"][href="${variant}"]`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(storeUrl({ host: 'at.localhost' }, variant));
  await expect(articleNumber).not.toHaveText(before!);
  await cartReady(page);
  await tabTo(page, page.getByRole('button', { name: 'In den Warenkorb' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-toast')).toHaveText(/liegt im Warenkorb/);
});
