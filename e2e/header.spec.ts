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

test.describe('the main category row on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens by keyboard, five third-level links at most per column, arrows and Escape', async ({
    page,
  }) => {
    await page.goto(storeUrl({ host: 'de.localhost' }));
    const row = page.getByRole('navigation', { name: 'Hauptkategorien' });
    const bathroom = row.getByRole('link', { name: 'Badezimmer', exact: true });
    const chevron = row.getByRole('button', { name: 'Unterkategorien von Badezimmer' });
    const panel = page.locator(`#${await chevron.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    // WCAG 2.5.8: a target of at least 24 × 24 px beside the category's link.
    const target = (await chevron.boundingBox())!;
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);

    await bathroom.focus();
    await page.keyboard.press('Tab');
    await expect(chevron).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chevron).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const columns = panel.getByRole('list').first().locator(':scope > li');
    expect(await columns.count()).toBeGreaterThan(1);
    for (const column of await columns.all()) {
      const entries = column.getByRole('list').getByRole('link');
      expect(await entries.count()).toBeLessThanOrEqual(5);
    }
    await expect(panel.getByRole('link', { name: 'Waschtischarmaturen', exact: true })).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.width).toBeGreaterThan(600);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(chevron).toBeFocused();

    // Arrow down opens the submenu and moves into it; arrows left and right move between the top categories.
    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(row.getByRole('link', { name: 'Heizung', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(bathroom).toBeFocused();
    await page.screenshot({ path: '/work/shots/header/desktop-home.png' });
  });

  test('hovering a top category opens its submenu after a short pause', async ({ page }) => {
    await page.goto(storeUrl({ host: 'de.localhost' }));
    const row = page.getByRole('navigation', { name: 'Hauptkategorien' });
    const chevron = row.getByRole('button', { name: 'Unterkategorien von Heizung' });
    const panel = page.locator(`#${await chevron.getAttribute('aria-controls')}`);
    await row.getByRole('link', { name: 'Heizung', exact: true }).hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Heizkörper', exact: true })).toBeVisible();
    await page.screenshot({ path: '/work/shots/header/desktop-mega-menu.png' });
    await page.mouse.move(600, 880);
    await expect(panel).toBeHidden();
  });

  test('the country bar, phone, lists, account and cart are in the row; no menu button', async ({ page }) => {
    await page.goto(storeUrl({ host: 'at.localhost' }));
    await expect(page.getByRole('combobox', { name: 'Lieferland' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Shop durchsuchen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Telefonberatung' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anmelden / Registrieren' })).toBeVisible();
    await expect(page.locator('summary[aria-label="Menü"]')).toBeHidden();
  });
});

test('the menu works with the keyboard alone on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(storeUrl({ host: 'ro.localhost' }));
  const toggle = page.locator('summary[aria-label="Meniu"]');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Meniu' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(360 * 0.85 + 1);
  await expect(page.getByTestId('delivery-country')).toHaveText('Țara de livrare: România (TVA 21 % inclus)');
  const heating = menu.getByLabel('Subcategoriile din Încălzire', { exact: true });
  await heating.focus();
  await page.keyboard.press('Enter');
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

test('the header tells the store’s promises beside the delivery country, and inside the menu on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(storeUrl({ host: 'de.localhost' }));
  // The store's flag beside its delivery country (country_flag), drawn.
  const flag = page.locator('.site-header__flag');
  await expect(flag).toHaveAttribute('src', /\/media\/site\/flag-de\.svg$/);
  expect(await flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  const info = page.getByTestId('header-info');
  await expect(info).toHaveText('Versandkostenfrei ab 50 € · Fachberatung Mo–Fr 8–18 Uhr');
  const country = await page.getByTestId('delivery-country').boundingBox();
  const line = await info.boundingBox();
  expect(Math.abs(line!.y + line!.height / 2 - (country!.y + country!.height / 2))).toBeLessThan(8);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(info).toBeHidden();
  await page.locator('summary[aria-label="Menü"]').click();
  await expect(
    page
      .getByRole('dialog', { name: 'Menü' })
      .getByText('Versandkostenfrei ab 50 € · Fachberatung Mo–Fr 8–18 Uhr'),
  ).toBeVisible();
});

test('the advent calendar has 24 doors in a store that runs it, and does not exist elsewhere', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(storeUrl({ host: 'at.localhost' }));
  await page.getByRole('link', { name: 'Adventskalender', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adventskalender');
  await expect(page.getByTestId('advent-door')).toHaveCount(24);
  // A door not yet open shows the store's wrapped present (advent_gift), loaded.
  const gift = page.getByTestId('advent-door').last().locator('img.advent__gift');
  await expect(gift).toHaveAttribute('src', /\/media\/site\/gift\.svg$/);
  expect(await gift.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
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

test('the logo keeps its room while it loads: the search field and the icons never move when it comes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/media/site/logo-*.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(storeUrl({ host: 'at.localhost' }), { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('searchbox', { name: 'Shop durchsuchen' });
  const before = await search.boundingBox();
  release();
  await expect
    .poll(() =>
      page.locator('.site-header__logo img').evaluate((logo) => (logo as HTMLImageElement).complete),
    )
    .toBe(true);
  expect(await search.boundingBox()).toEqual(before);
});
