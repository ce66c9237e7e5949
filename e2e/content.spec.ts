import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { storeUrl, stores } from './stores';

const fixedRoutes = [
  ['/about', 'Über uns'],
  ['/faq', 'Häufige Fragen'],
  ['/presse', 'Presse'],
  ['/Impressum', 'Impressum'],
  ['/widerrufsrecht', 'Widerrufsrecht'],
  ['/datenschutz', 'Datenschutzerklärung'],
  ['/agb.html', 'Allgemeine Geschäftsbedingungen'],
  ['/bezahlen', 'Zahlungsarten'],
  ['/lieferung', 'Lieferung'],
  ['/versandkosten', 'Versandkosten'],
  ['/barrierefreiheit', 'Barrierefreiheit'],
] as const;

test('every fixed content route of the Austrian store answers with its page', async ({ page }) => {
  for (const [path, title] of fixedRoutes) {
    const response = await page.goto(storeUrl({ host: 'at.localhost' }, path));
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('each store shows its own legal notice, with its statement on consumer arbitration', async ({
  page,
}) => {
  await page.goto(storeUrl({ host: 'at.localhost' }, '/Impressum'));
  await expect(page.getByRole('main')).toContainText('FN 412873 d');
  await expect(page.getByRole('main')).toContainText('Internet Ombudsstelle');
  await page.goto(storeUrl({ host: 'de.localhost' }, '/Impressum'));
  await expect(page.getByRole('main')).toContainText('HRB 241598');
  await expect(page.getByRole('main')).toContainText('§ 36 VSBG');
  await page.goto(storeUrl({ host: 'ro.localhost' }, '/Impressum'));
  await expect(page.getByRole('main')).toContainText('https://anpc.ro/ce-este-sal/');
});

test('Romania-only pages exist in Romania and nowhere else', async ({ page }) => {
  const romanian = await page.goto(storeUrl({ host: 'ro.localhost' }, '/conditii-de-garantie.html'));
  expect(romanian?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Condiții de garanție');
  const austrian = await page.goto(storeUrl({ host: 'at.localhost' }, '/conditii-de-garantie.html'));
  expect(austrian?.status()).toBe(404);
});

test('/widerrufsformular leads to the configured withdrawal form PDF', async ({ page }) => {
  const pdf = page.waitForResponse((response) =>
    response.url().endsWith('/media/docs/widerrufsformular-de.pdf'),
  );
  await page.goto(storeUrl({ host: 'de.localhost' }, '/widerrufsformular')).catch(() => undefined);
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
});

test('content pages are reached by their rewritten URL in each language', async ({ page }) => {
  await page.goto(storeUrl({ host: 'ro.localhost' }, '/despre-noi.html'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Despre noi');
  await page.goto(storeUrl({ host: 'ro.localhost' }, '/en/about-us.html'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-RO');
});

test('an unknown page is a real 404 with the cartoon, a way home and 40 raindrops', async ({ page }) => {
  const response = await page.goto(storeUrl({ host: 'at.localhost' }, '/gibt-es-nicht.html'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Seite wurde leider nicht gefunden');
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('rain').locator('span')).toHaveCount(40);
  await expect(page.getByTestId('rain').locator('span').first()).toBeVisible();
});

test('the rain stops for shoppers who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(storeUrl({ host: 'at.localhost' }, '/gibt-es-nicht.html'));
  await expect(page.getByTestId('rain').locator('span').first()).toBeHidden();
});

for (const store of stores) {
  test(`content and 404 pages of the ${store.code} store have no accessibility violations`, async ({
    page,
  }) => {
    for (const path of ['/agb.html', '/nicht-da']) {
      await page.goto(storeUrl(store, path));
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });
}
