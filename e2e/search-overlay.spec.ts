import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { foldSearchText } from '../lib/shop/search-text';
import { storeUrl } from './stores';

const at = (path: string) => storeUrl({ host: 'at.localhost' }, path);
const field = (page: Page) => page.getByRole('searchbox', { name: 'Shop durchsuchen' });
const overlay = (page: Page) => page.getByRole('region', { name: 'Shop durchsuchen' });
const status = (page: Page) => overlay(page).getByRole('status');

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('under four characters the hint shows and nothing is asked; from four, results after the pause', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/search' && url.searchParams.get('offset') === '0')
        asked.push(url.searchParams.get('q')!);
    });
    await page.goto(at('/'));
    await field(page).pressSequentially('The');
    await expect(status(page)).toHaveText('Bitte geben Sie mehr als drei Zeichen ein.');
    await field(page).pressSequentially('rmostat', { delay: 40 });
    await expect(status(page)).toHaveText(/^\d+ Produkte gefunden$/);
    // One request for the finished word, none for the letters typed within the 300 ms pause.
    expect(asked).toEqual(['Thermostat']);
    const titles = await overlay(page).locator('.product-card__title').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(6);
    for (const title of titles.slice(0, 3)) expect(foldSearchText(title)).toContain('thermostat');
    await expect(overlay(page).getByRole('link', { name: /Alle Ergebnisse für „Thermostat“/ })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('.search-box').analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test('a category narrows the results to its count; all categories widens them again', async ({ page }) => {
    await page.goto(at('/'));
    await field(page).fill('Thermostat');
    await expect(status(page)).toHaveText(/^\d+ Produkte gefunden$/);
    const all = await status(page).textContent();
    const category = overlay(page)
      .getByRole('button', { name: /\(\d+\)$/ })
      .last();
    const count = (await category.textContent())!.match(/\((\d+)\)$/)![1]!;
    await category.click();
    await expect(category).toHaveAttribute('aria-pressed', 'true');
    await expect(status(page)).toHaveText(
      count === '1' ? 'Ein Produkt gefunden' : `${count} Produkte gefunden`,
    );
    await overlay(page).getByRole('button', { name: 'Alle Kategorien' }).click();
    await expect(status(page)).toHaveText(all!);
  });

  test('scrolling loads chunks of six until all are loaded', async ({ page }) => {
    const offsets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search'))
        offsets.push(new URL(request.url()).searchParams.get('offset')!);
    });
    await page.goto(at('/'));
    await field(page).fill('Waschtisch');
    await expect(status(page)).toHaveText(/^\d+ Produkte gefunden$/);
    const total = Number((await status(page).textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(18);
    const cards = overlay(page).locator('.product-card');
    // The 1,500 px threshold already asks for more than the first chunk; scrolling asks for the rest.
    await expect.poll(() => cards.count()).toBeGreaterThan(6);
    for (let step = 0; step < 40 && (await cards.count()) < total; step += 1) {
      await overlay(page).evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
      await page.waitForTimeout(150);
    }
    await expect(cards).toHaveCount(total);
    expect(offsets.slice(0, 4)).toEqual(['0', '6', '12', '18']);
    const ids = await cards
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(ids).size).toBe(total);
  });

  test('content links come grouped under their folder, which folds', async ({ page }) => {
    await page.goto(at('/'));
    await field(page).fill('Lieferung');
    const group = overlay(page).locator('details', { hasText: 'Service & Hilfe' });
    const faq = group.getByRole('link', { name: 'Häufige Fragen' });
    await expect(faq).toBeVisible();
    await group.locator('summary').click();
    await expect(faq).toBeHidden();
    await group.locator('summary').click();
    await faq.click();
    await expect(page).toHaveURL(at('/haeufige-fragen.html'));
    await expect(overlay(page)).toBeHidden();
  });

  test('arrows move through the results, Enter opens one, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto(at('/'));
    await field(page).fill('Thermostat');
    await expect(status(page)).toHaveText(/Produkte gefunden/);
    await field(page).press('ArrowDown');
    await expect(overlay(page).getByRole('button', { name: 'Alle Kategorien' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('Thermostat');

    await field(page).pressSequentially(' ');
    await expect(status(page)).toHaveText(/Produkte gefunden/);
    await page.keyboard.press('End');
    await field(page).press('ArrowDown');
    const firstCard = overlay(page).locator('.product-card__link').first();
    for (let step = 0; step < 30; step += 1) {
      if (await firstCard.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(firstCard).toBeFocused();
    const href = await firstCard.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at(href!));
  });

  test('Enter and the search button open /search/{value}; too short keeps the shopper where they are', async ({
    page,
  }) => {
    await page.goto(at('/'));
    await field(page).fill('Ab');
    await field(page).press('Enter');
    await expect(page).toHaveURL(at('/'));
    await expect(field(page)).toBeFocused();
    await expect(status(page)).toHaveText('Bitte geben Sie mehr als drei Zeichen ein.');
    await field(page).fill('Wärmepumpe Luft');
    await field(page).press('Enter');
    await expect(page).toHaveURL(at('/search/W%C3%A4rmepumpe%20Luft'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Wärmepumpe Luft“');
    await field(page).fill('Thermostat');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(at('/search/Thermostat'));
  });

  test('no results and a failing search say so (docs/product.md §8), and a retry recovers', async ({
    page,
  }) => {
    await page.goto(at('/'));
    await field(page).fill('Zzqxjvw');
    await expect(status(page)).toHaveText(
      'Leider haben wir keine Ergebnisse gefunden. Bitte versuchen Sie einen anderen Suchbegriff.',
    );
    await page.route('**/api/search?*', (route) => route.fulfill({ status: 503, body: '{"ok":false}' }));
    await field(page).fill('Thermostat');
    await expect(status(page)).toHaveText(
      'Bei der Suche ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    );
    await page.unroute('**/api/search?*');
    await overlay(page).getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(status(page)).toHaveText(/Produkte gefunden/);
  });

  test('Romanian and English pages search in their language and currency', async ({ page }) => {
    await page.goto(storeUrl({ host: 'ro.localhost' }, '/'));
    await page.getByRole('searchbox', { name: 'Căutare în magazin' }).fill('pompa de caldura');
    const romanian = page.getByRole('region', { name: 'Căutare în magazin' });
    await expect(romanian.getByRole('status')).toHaveText(/produse găsite|Un produs găsit/);
    await expect(romanian.locator('.product-card__title').first()).toContainText('Pompă de căldură');
    await expect(romanian.getByTestId('price').first()).toContainText('lei');
    await page.goto(at('/en/'));
    await page.getByRole('searchbox', { name: 'Search the shop' }).fill('heat pump');
    const english = page.getByRole('region', { name: 'Search the shop' });
    await expect(english.getByRole('status')).toHaveText(/products? found/);
    await expect(english.locator('.product-card__link').first()).toHaveAttribute('href', /^\/en\//);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the field hides behind a toggle; Escape closes the overlay, then the field, returning focus', async ({
    page,
  }) => {
    await page.goto(at('/'));
    await expect(field(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Suche öffnen' });
    await toggle.click();
    await expect(field(page)).toBeFocused();
    await field(page).fill('Thermostat');
    await expect(status(page)).toHaveText(/Produkte gefunden/);
    await expect(overlay(page).locator('.product-card').first()).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Suche öffnen' })).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });

  test('the form is in view and leads to the result page', async ({ page }) => {
    await page.goto(at('/'));
    await field(page).fill('Thermostat');
    await field(page).press('Enter');
    await expect(page).toHaveURL(at('/search/Thermostat'));
    await expect(page.locator('.product-card').first()).toBeVisible();
  });
});
