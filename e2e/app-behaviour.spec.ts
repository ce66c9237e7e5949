import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from './stores';

/**
 * Waits for the release check to have run once: a version written before hydration would make the app reload
 * by itself, racing the test's own reload.
 */
const appStoredItsVersion = (page: Page) =>
  page.waitForFunction(() => localStorage.getItem('version') !== null);

test('a new release clears stored data, reloads once and says so in a toast', async ({ page }) => {
  await page.goto(storeUrl({ host: 'at.localhost' }));
  await appStoredItsVersion(page);
  await page.evaluate(() => {
    localStorage.setItem('version', '0.0.0-old');
    localStorage.setItem('cart_id', '123');
  });
  await page.reload();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Unsere Website wurde aktualisiert');
  expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('version'))).not.toBe('0.0.0-old');
  const box = await toast.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x + box!.width).toBeGreaterThan(width - 40);
  await toast.getByRole('button', { name: 'OK' }).click();
  await expect(toast).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('toasts are centred on narrow screens', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(storeUrl({ host: 'ro.localhost' }));
  await appStoredItsVersion(page);
  await page.evaluate(() => localStorage.setItem('version', '0.0.0-old'));
  await page.reload();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Site-ul nostru a fost actualizat');
  // Polled: the first, cold page of a run can be measured before its layout has settled.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box ? Math.abs(box.x + box.width / 2 - 180) : Infinity;
    })
    .toBeLessThan(4);
});

test('the last visited path is remembered, but not the login page', async ({ page }) => {
  await page.goto(storeUrl({ host: 'de.localhost' }, '/faq'));
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lastLocation'))).toBe('/faq');
  await page.goto(storeUrl({ host: 'de.localhost' }, '/login-register'));
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => sessionStorage.getItem('lastLocation'))).toBe('/faq');
});

test('malformed percent-encoding in a path is a 404, not a server error', async ({ page }) => {
  const response = await page.goto(storeUrl({ host: 'at.localhost' }, '/%E0%A4%A.html'));
  expect(response?.status()).toBe(404);
});

test('a NUL byte in a path is a 404, not a database error', async ({ page }) => {
  for (const path of ['/%00.html', '/en/a%00b']) {
    const response = await page.goto(storeUrl({ host: 'at.localhost' }, path));
    expect(response?.status(), path).toBe(404);
  }
});
