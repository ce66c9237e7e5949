import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { slugify } from '../lib/slug';
import { fetchPage } from './server-pages';
import { stores, storeUrl, type StoreUnderTest } from './stores';

const [austria, , romania] = stores;

/** Follows an arrow to its label: a drawn SVG naming the class, served as an image. */
async function expectLabelBehind(request: APIRequestContext, store: StoreUnderTest, arrow: Locator) {
  const energyClass = (await arrow.locator('.energy-arrow__class').textContent())!;
  const response = await fetchPage(request, storeUrl(store, (await arrow.getAttribute('href'))!));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
  const svg = await response.text();
  expect(svg).toContain('<title id="title">EU energy label');
  expect(svg).toContain(`>${energyClass}</text>`);
  return energyClass;
}

/** Axe on the part that shows the label: markup.spec.ts checks whole pages. */
async function expectNoAxeViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test('an energy label opens from a card and a product page', async ({ page, request }) => {
  await page.goto(storeUrl(austria, `/${slugify('Wärmepumpen')}.html`));
  const card = page.getByTestId('product-card').first();
  const arrow = card.getByTestId('energy-arrow');
  // Heat pumps carry the space heaters' label of Regulation 811/2013: A+++ to D.
  await expect(arrow).toHaveAccessibleName(
    /^Energieeffizienzklasse A\+\+\+?, Skala A\+\+\+ bis D: Energielabel öffnen$/,
  );
  await expect(arrow).toContainText('A+++ bis D');
  const energyClass = await expectLabelBehind(request, austria, arrow);
  await expectNoAxeViolations(page, '.product-card__price');

  // The arrow is a plain link: the label opens as an image, no script needed.
  await arrow.click();
  await expect(page).toHaveURL(/\/media\/energy\/label-811-2013-[a-z]+\.svg$/);
  await page.goBack();

  await card.getByRole('heading', { level: 3 }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const label = page.getByTestId('energy-label');
  const pageArrow = label.getByTestId('energy-arrow');
  await expect(pageArrow).toHaveAccessibleName(
    `Energieeffizienzklasse ${energyClass}, Skala A+++ bis D: Energielabel öffnen`,
  );
  await expectLabelBehind(request, austria, pageArrow);

  const sheet = label.getByRole('link', { name: 'Produktdatenblatt (PDF)' });
  const pdf = await fetchPage(request, storeUrl(austria, (await sheet.getAttribute('href'))!));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await expect(label).toContainText(/EPREL-Registriernummer: \d{7}/);
  const eprel = (await label.getByTestId('eprel-number').textContent())!;
  await expect(label.getByTestId('eprel-number')).toHaveAttribute(
    'href',
    `https://eprel.ec.europa.eu/qr/${eprel}`,
  );
  // Search engines read the same registration.
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('');
  expect(jsonLd).toContain(`"certificationIdentification":"${eprel}"`);
  await expectNoAxeViolations(page, '.product-page__price');
});

test('a Romanian air conditioner’s card names its label in Romanian', async ({ page, request }) => {
  await page.goto(storeUrl(romania, `/${slugify('Single split')}.html`));
  const arrow = page.getByTestId('product-card').first().getByTestId('energy-arrow');
  await expect(arrow).toHaveAccessibleName(
    /^Clasa de eficiență energetică A\+\+\+?, scala A\+\+\+ – D: deschide eticheta energetică$/,
  );
  await expectLabelBehind(request, romania, arrow);
});

test('the search overlay’s cards carry the arrow too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(storeUrl(austria, '/'));
  await page.getByRole('searchbox', { name: 'Shop durchsuchen' }).fill('Wärmepumpe');
  const overlay = page.getByRole('region', { name: 'Shop durchsuchen' });
  await expect(overlay.getByTestId('energy-arrow').first()).toHaveAccessibleName(
    /^Energieeffizienzklasse A\+\+\+?, Skala A\+\+\+ bis D: Energielabel öffnen$/,
  );
});
