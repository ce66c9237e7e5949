import { expect, test, type Locator, type Page } from '@playwright/test';
import { boxOf as box, expectNoSidewaysScroll } from './phone-frame';
import { storeUrl } from './stores';

// The header as a shopper meets it on a phone (docs/design.md "Breakpoints", "Off-canvas menu"), measured on screen.
test.use({ viewport: { width: 390, height: 844 } });

const at = (path = '/') => storeUrl({ host: 'at.localhost' }, path);
// A <summary> has no ARIA role Playwright knows (browsers expose it as a button), so it is found by its name.
const menuButton = (page: Page) => page.locator('summary[aria-label="Menü"]');
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menü' });
const expander = (scope: Locator, category: string) =>
  scope.getByLabel(`Unterkategorien von ${category}`, { exact: true });
const pageOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test('one compact row: menu, logo, search, account and cart, each at least 44 px, under a one-line sales bar', async ({
  page,
}) => {
  await page.goto(at());
  const salesBar = await box(page.getByTestId('sales-bar'));
  expect(salesBar.height).toBeLessThanOrEqual(48);
  const offer = page.getByTestId('sales-bar').getByRole('link');
  const link = await box(offer);
  expect(link.x + link.width).toBeLessThanOrEqual(390);

  const header = await box(page.locator('header'));
  expect(header.height - salesBar.height).toBeLessThanOrEqual(65);

  const logo = await box(page.getByRole('link', { name: 'Sanitärwelt – zur Startseite' }));
  const icons = [
    menuButton(page),
    page.getByRole('button', { name: 'Suche öffnen' }),
    page.getByRole('link', { name: 'Anmelden / Registrieren' }),
    page.getByRole('link', { name: /^Warenkorb/ }),
  ];
  for (const icon of icons) {
    const each = await box(icon);
    expect(each.width, icon.toString()).toBeGreaterThanOrEqual(44);
    expect(each.height, icon.toString()).toBeGreaterThanOrEqual(44);
    // On the logo's row, inside the screen.
    expect(Math.abs(each.y + each.height / 2 - (logo.y + logo.height / 2))).toBeLessThanOrEqual(4);
    expect(each.x + each.width).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole('link', { name: /^Warenkorb/ })).toHaveAttribute('href', '/cart');
  // The country form, the service links and the category row wait behind the menu button.
  await expect(page.getByRole('combobox', { name: 'Lieferland' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Hauptkategorien' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Telefonberatung' })).toBeHidden();
  await page.screenshot({ path: '/work/shots/header/phone-home.png' });
});

test('nothing scrolls sideways at 320 px, with the menu closed or open', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(at());
  await expectNoSidewaysScroll(page, 'the home page');
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the home page with the menu open');
  expect((await box(menu(page))).width).toBeLessThanOrEqual(320 * 0.85 + 1);
});

test('the menu: four levels in place, the country form inside, focus kept in, Escape gives it back', async ({
  page,
}) => {
  await page.goto(at());
  await menuButton(page).click();
  const panel = menu(page);
  await expect(panel).toBeVisible();
  // Slid in from the start edge.
  await expect.poll(async () => (await box(panel)).x).toBe(0);
  const shown = await box(panel);
  expect(shown.width).toBeLessThanOrEqual(390 * 0.85 + 1);
  expect(await pageOverflow(page)).toBe('hidden');
  await expect(panel.getByRole('button', { name: 'Menü schließen' })).toBeFocused();

  // The delivery country is chosen here on a phone; it shows inside the panel.
  const country = await box(page.getByRole('combobox', { name: 'Lieferland' }));
  expect(country.x + country.width).toBeLessThanOrEqual(shown.width);
  await expect(panel.getByRole('link', { name: /^Telefonberatung: \+43/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Merkliste' })).toBeVisible();

  for (const category of ['Badezimmer', 'Armaturen', 'Waschtischarmaturen']) {
    const chevron = expander(panel, category);
    expect((await box(chevron)).height).toBeGreaterThanOrEqual(44);
    await chevron.click();
  }
  await expect(panel.getByRole('link', { name: 'Einhebelmischer' })).toBeVisible();

  // Tab and Shift+Tab never leave the menu: every stop lies within the panel's width.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(() => {
      const rect = document.activeElement!.getBoundingClientRect();
      return { right: rect.right, width: rect.width };
    });
    expect(focused.width).toBeGreaterThan(0);
    expect(focused.right).toBeLessThanOrEqual(shown.width + 1);
  }
  for (let step = 0; step < 60; step += 1) await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement!.getBoundingClientRect().right),
  ).toBeLessThanOrEqual(shown.width + 1);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  expect(await pageOverflow(page)).not.toBe('hidden');
});

test('a tap on the dimmed page or the close button closes the menu; the current category is marked', async ({
  page,
}) => {
  await page.goto(at('/waschtischarmaturen.html'));
  await menuButton(page).click();
  const panel = menu(page);
  await expect(panel).toBeVisible();
  // The levels above the current category open by themselves.
  await expect(panel.getByRole('link', { name: 'Waschtischarmaturen', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.mouse.click(380, 600);
  await expect(panel).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  // The close button closes it as well, and the focus goes back to the menu button.
  await menuButton(page).click();
  await panel.getByRole('button', { name: 'Menü schließen' }).click();
  await expect(panel).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu still opens, expands, closes, and its country form works', async ({ page }) => {
    await page.goto(at());
    await menuButton(page).click();
    const panel = menu(page);
    await expect(panel).toBeVisible();
    expect(await pageOverflow(page)).toBe('hidden');
    for (const category of ['Badezimmer', 'Armaturen', 'Waschtischarmaturen'])
      await expander(panel, category).click();
    await expect(panel.getByRole('link', { name: 'Einhebelmischer' })).toBeVisible();
    await page.screenshot({ path: '/work/shots/header/phone-menu-nojs.png' });

    await page.mouse.click(380, 600);
    await expect(panel).toBeHidden();

    await menuButton(page).click();
    await page.getByRole('combobox', { name: 'Lieferland' }).selectOption('5');
    await page.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByTestId('vat-note').filter({ hasText: '19 %' }).first()).toBeVisible();
    await menuButton(page).click();
    await expect(page.getByRole('combobox', { name: 'Lieferland' })).toHaveValue('5');
  });
});
