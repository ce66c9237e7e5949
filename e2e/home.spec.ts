import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { parseMoney, storeUrl, stores } from './stores';

interface CardPrice {
  title: string;
  amount: number;
  vatNote: string;
}

async function cardPrices(page: Page): Promise<CardPrice[]> {
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  return cards
    .evaluateAll((nodes) =>
      nodes.map((node) => ({
        title: node.querySelector('h3')?.textContent ?? '',
        amountText: node.querySelector('[data-testid="price"]')?.textContent ?? '',
        vatNote: node.querySelector('[data-testid="vat-note"]')?.textContent ?? '',
      })),
    )
    .then((rows) =>
      rows.map((row) => ({ title: row.title, amount: parseMoney(row.amountText), vatNote: row.vatNote })),
    );
}

for (const store of stores) {
  test(`the ${store.code} store's home page speaks its language, currency and VAT`, async ({ page }) => {
    const response = await page.goto(storeUrl(store));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(store.storeName);
    await expect(page.getByRole('navigation', { name: store.mainNavigation }).getByRole('link')).toHaveCount(
      6,
    );
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThanOrEqual(8);
    for (const text of await page.getByTestId('price').allTextContents())
      expect(text).toContain(store.currency);
    const standardRated = prices.filter((price) => price.vatNote.includes(`${store.vatPercent}`));
    expect(standardRated.length).toBeGreaterThan(0);
    const accessibility = await new AxeBuilder({ page }).analyze();
    expect(accessibility.violations.map((violation) => violation.id)).toEqual([]);
  });
}

test('the same product costs the Austrian, German and Romanian price for its country', async ({ page }) => {
  const [at, de, ro] = stores;
  await page.goto(storeUrl(at));
  const atPrices = await cardPrices(page);
  await page.goto(storeUrl(de));
  const dePrices = await cardPrices(page);
  await page.goto(storeUrl(ro));
  const roPrices = await cardPrices(page);

  const atByTitle = new Map(atPrices.map((price) => [price.title, price]));
  const compared = dePrices.filter((price) => atByTitle.has(price.title) && price.vatNote.includes('19'));
  expect(compared.length).toBeGreaterThan(0);
  for (const dePrice of compared) {
    const atPrice = atByTitle.get(dePrice.title)!;
    expect(atPrice.vatNote).toContain('20');
    // Same net price: gross differs by 1.20 / 1.19, give or take the half-cent rounding of each.
    expect(Math.abs(atPrice.amount - (dePrice.amount * 120) / 119)).toBeLessThanOrEqual(1.5);
  }
  // Romania shows lei at the configured rate; its product titles are Romanian, so compare by position.
  expect(roPrices.length).toBe(dePrices.length);
  const bothStandardRated = dePrices.flatMap((dePrice, index) => {
    const roPrice = roPrices[index]!;
    return dePrice.vatNote.includes('19') && roPrice.vatNote.includes('21')
      ? [[dePrice, roPrice] as const]
      : [];
  });
  expect(bothStandardRated.length).toBeGreaterThan(0);
  for (const [dePrice, roPrice] of bothStandardRated) {
    // Romania's standard rate is 21 % since 1 August 2025.
    expect(Math.abs(roPrice.amount - (dePrice.amount * 4.977 * 121) / 119)).toBeLessThanOrEqual(7);
  }
});

test('an unknown host is served by the default store, Austria', async ({ page }) => {
  await page.goto(storeUrl({ host: 'localhost' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
});

test('the internal market path cannot be requested from outside, so nobody can ask for net prices', async ({
  page,
}) => {
  // Through the browser: Chromium resolves *.localhost, Node's resolver in the request fixture does not.
  const response = await page.goto(storeUrl({ host: 'at.localhost' }, '/at-de-13-net'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('price')).toHaveCount(0);
  const home = await page.goto(storeUrl({ host: 'at.localhost' }));
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
});
