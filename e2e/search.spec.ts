import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { foldSearchText } from '../lib/shop/search-text';
import { fetchPage } from './server-pages';
import { storeUrl } from './stores';

const at = (path: string) => storeUrl({ host: 'at.localhost' }, path);

test('/search/{value} lists what the text finds, by relevance, narrowable like a listing, never indexed', async ({
  page,
}) => {
  await page.goto(at('/search/Thermostat'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Thermostat“');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('');
  await expect(page.getByLabel('Sortieren nach').locator('option:checked')).toHaveText('Relevanz');
  const titles = await page.locator('.product-card__title').allTextContents();
  expect(titles.length).toBeGreaterThan(3);
  for (const title of titles.slice(0, 3)) expect(foldSearchText(title)).toContain('thermostat');

  const count = page.getByTestId('result-count');
  const all = await count.textContent();
  await page.locator('[data-facet="categories"] a').first().click();
  await expect(page).toHaveURL(/\/search\/Thermostat\?category=\d+/);
  await expect(count).not.toHaveText(all!);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('a search forgives umlauts written out or left out, ß as ss, and one typo', async ({ page }) => {
  for (const [text, expected] of [
    ['Warmepumpe', 'Wärmepumpe'],
    ['Aussengeraet', 'Außengerät'],
    ['Thremostat', 'Thermostat'],
  ] as const) {
    await page.goto(at(`/search/${encodeURIComponent(text)}`));
    await expect(page.locator('.product-card__title').first()).toContainText(expected);
  }
  await page.goto(storeUrl({ host: 'ro.localhost' }, '/search/pompa%20de%20caldura'));
  await expect(page.locator('.product-card__title').first()).toContainText('Pompă de căldură');
});

test('the home page’s SearchAction leads to the search page', async ({ page, request }) => {
  await page.goto(at('/'));
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { potentialAction?: { target: { urlTemplate: string } } },
  );
  const template = jsonLd.find((entry) => entry.potentialAction)!.potentialAction!.target.urlTemplate;
  const response = await fetchPage(request, template.replace('{search_term_string}', 'Badewanne'));
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Suchergebnisse für „Badewanne“');
});

test('any text is a search, never an error: syntax, markup, emoji, broken encodings, 10 kB', async ({
  request,
}) => {
  const nothingFound = 'Leider haben wir keine Ergebnisse gefunden.';
  const emoji = await fetchPage(request, at(`/search/${encodeURIComponent('🚿🛁')}`));
  expect((await emoji.text()).includes(nothingFound)).toBe(true);
  for (const [path, status] of [
    [`/search/${encodeURIComponent("'; DROP TABLE product; --")}`, 200],
    [`/search/${encodeURIComponent('a:* & !b | (c <-> d) \\ " / ^ { }')}`, 200],
    [`/search/${encodeURIComponent('<script>alert(1)</script>')}`, 200],
    [`/search/${encodeURIComponent('🚿🛁')}`, 200],
    ['/search/%ED%A0%80', 404],
    ['/search/%E0%A4%A', 404],
    ['/search/%20%20', 404],
    [`/search/${'x'.repeat(10_000)}`, 404],
  ] as const) {
    const response = await fetchPage(request, at(path));
    expect(response.status(), path.slice(0, 60)).toBe(status);
    const html = await response.text();
    // Booleans, so a failure names the path instead of printing the whole page.
    expect(html.includes('<script>alert(1)</script>'), path).toBe(false);
    if (status === 200) expect(html.includes('<h1>Suchergebnisse für „'), path).toBe(true);
  }
});
