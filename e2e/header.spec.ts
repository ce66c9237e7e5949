import { expect, test } from '@playwright/test';
import { storeUrl } from './stores';

test('a dismissed sales bar stays dismissed on the next pages', async ({ page }) => {
  await page.goto(storeUrl({ host: 'at.localhost' }));
  const bar = page.getByTestId('sales-bar');
  await expect(bar).toContainText('Winteraktion');
  await bar.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('sales-bar')).toBeHidden();
  await page.goto(storeUrl({ host: 'at.localhost' }, '/faq'));
  await expect(page.getByTestId('sales-bar')).toBeHidden();
});

test('the full menu opens four levels, locks page scroll and gives focus back on Escape', async ({
  page,
}) => {
  await page.goto(storeUrl({ host: 'de.localhost' }));
  const toggle = page.getByRole('button', { name: 'Alle Kategorien' });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Alle Kategorien' });
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  for (const category of ['Badezimmer', 'Armaturen', 'Waschtischarmaturen']) {
    await menu.getByRole('button', { name: `Unterkategorien von ${category}` }).click();
  }
  await expect(menu.getByRole('link', { name: 'Einhebelmischer' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Einhebelmischer' })).toHaveAttribute(
    'href',
    '/einhebelmischer.html',
  );

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  // The dialog's close event, which unlocks the page, follows its hiding by a task.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
    .not.toBe('hidden');
});

test('the menu works with the keyboard alone on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(storeUrl({ host: 'ro.localhost' }));
  const toggle = page.getByRole('button', { name: 'Toate categoriile' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Toate categoriile' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(360);
  await menu.getByRole('button', { name: 'Subcategoriile din Încălzire' }).press('Enter');
  await expect(menu.getByRole('link', { name: 'Calorifere', exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Închide meniul' }).press('Enter');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the advent link shows on wide screens of a store with the advent setting only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(storeUrl({ host: 'at.localhost' }));
  await expect(page.getByRole('link', { name: 'Adventskalender', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Zum Adventskalender/ })).toBeVisible();
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(page.getByRole('link', { name: 'Adventskalender', exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: /^Zum Adventskalender/ })).toBeHidden();
  await page.goto(storeUrl({ host: 'de.localhost' }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('link', { name: 'Adventskalender', exact: true })).toHaveCount(0);
});

test('the advent calendar has 24 doors in a store that runs it, and does not exist elsewhere', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(storeUrl({ host: 'at.localhost' }));
  await page.getByRole('link', { name: 'Adventskalender', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adventskalender');
  await expect(page.getByTestId('advent-door')).toHaveCount(24);
  const response = await page.goto(storeUrl({ host: 'de.localhost' }, '/advent-calendar'));
  expect(response?.status()).toBe(404);
});

test('the phone block loads the support hours, and offers a retry when that fails', async ({ page }) => {
  await page.goto(storeUrl({ host: 'de.localhost' }));
  await page.route('**/api/store-info', (route) => route.fulfill({ status: 503, json: { ok: false } }));
  await page.getByRole('button', { name: 'Telefonberatung' }).click();
  const block = page.getByTestId('phone-block');
  await expect(block.getByRole('link', { name: '+49 89 2154 870' })).toBeVisible();
  await expect(block).toContainText('Die Servicezeiten konnten nicht geladen werden.');
  await page.unroute('**/api/store-info');
  await block.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(block).toContainText('Erreichbar: Mo–Fr 8–18 Uhr');
});
