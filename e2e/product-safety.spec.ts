import { expect, test, type Page } from '@playwright/test';
import { brandDefinitions } from '../lib/adapters/embedded/seed/brands';
import { safety } from '../lib/adapters/embedded/seed/safety-texts';
import { slugify } from '../lib/slug';
import { stores, storeUrl } from './stores';

// What the section says in each store's language; Austria and Germany share German.
const german = {
  language: 'de',
  title: 'Produktsicherheit',
  manufacturer: 'Hersteller',
  euResponsible: 'Verantwortliche Person in der EU',
  terms: ['Marke', 'Modell / Typ', 'Artikelnummer', 'EAN / GTIN'],
} as const;
const texts = {
  at: { ...german, localBrand: 'Heizwerk Linz' },
  de: { ...german, localBrand: 'Calorix' },
  ro: {
    language: 'ro',
    title: 'Siguranța produsului',
    manufacturer: 'Producător',
    euResponsible: 'Persoana responsabilă din UE',
    terms: ['Marcă', 'Model / tip', 'Cod produs', 'EAN / GTIN'],
    localBrand: 'Termoval',
  },
} as const;

/** Opens the first product on a brand's page and returns the brand as the seed defines it. */
async function openProductOf(page: Page, store: (typeof stores)[number], brandName: string) {
  const brand = brandDefinitions.find((definition) => definition.name === brandName)!;
  await page.goto(storeUrl(store, `/${slugify(brandName)}.html`));
  await page.getByTestId('product-card').first().locator('a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(brandName);
  return brand;
}

for (const store of stores) {
  const text = texts[store.code];

  test(`${store.code}: a product page names its manufacturer, identifiers and warnings in the page's language`, async ({
    page,
  }) => {
    const brand = await openProductOf(page, store, text.localBrand);
    const section = page.getByRole('region', { name: text.title });
    await expect(section).toBeVisible();

    const manufacturer = section.getByTestId('manufacturer');
    await expect(manufacturer.getByRole('heading')).toHaveText(text.manufacturer);
    const address = manufacturer.locator('address');
    for (const line of [brand.manufacturer.name, ...brand.manufacturer.address])
      await expect(address).toContainText(line);
    const contact = brand.manufacturer.contact;
    await expect(address.getByRole('link', { name: contact })).toHaveAttribute(
      'href',
      contact.includes('@') ? `mailto:${contact}` : contact,
    );
    await expect(section.getByTestId('eu-responsible')).toHaveCount(0);

    const articleNumber = (await page.getByTestId('article-number').textContent())!;
    const identifiers = section.locator('dl > div');
    await expect(identifiers.locator('dt')).toHaveText([...text.terms]);
    const [brandTerm, model, article, ean] = await identifiers.locator('dd').allTextContents();
    expect(brandTerm).toBe(brand.name);
    expect(articleNumber.startsWith(`${model}-`)).toBe(true);
    expect(article).toBe(articleNumber);
    expect(ean).toMatch(/^\d{13}$/);

    // Every warning is one of the seed's paragraphs in this store's language.
    const inLanguage = Object.values(safety).map((paragraph) => paragraph[text.language]);
    const warnings = await section.getByRole('listitem').allTextContents();
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) expect(inLanguage).toContain(warning);
  });

  test(`${store.code}: a manufacturer outside the EU comes with its responsible person in the EU`, async ({
    page,
  }) => {
    const brand = await openProductOf(page, store, 'Kazeya');
    const section = page.getByRole('region', { name: text.title });
    await expect(section.getByTestId('manufacturer')).toContainText('Japan');
    const responsible = section.getByTestId('eu-responsible');
    await expect(responsible.getByRole('heading')).toHaveText(text.euResponsible);
    const { name, address, contact } = brand.euResponsible!;
    for (const line of [name, ...address]) await expect(responsible.locator('address')).toContainText(line);
    await expect(responsible.getByRole('link', { name: contact })).toHaveAttribute(
      'href',
      `mailto:${contact}`,
    );
    // Kazeya makes air conditioners: their warnings start with the refrigerant.
    const refrigerants = [safety.refrigerantR32, safety.portableR290].map(
      (paragraph) => paragraph[text.language],
    );
    expect(refrigerants).toContain(await section.getByRole('listitem').first().textContent());
  });
}
