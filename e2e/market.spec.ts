import { expect, test, type Page } from '@playwright/test';
import { parseMoney, storeUrl } from './stores';

/** The first card at the standard rate: photovoltaics are 20 % in Austria but 0 % in Germany (issue 31). */
async function firstCardPrice(page: Page) {
  const card = page
    .getByTestId('product-card')
    .filter({ hasText: /20 %|19 %/, hasNotText: /Solar|Balkonkraftwerk|Photovoltaik/ })
    .first();
  return {
    title: await card.locator('h3').textContent(),
    amount: parseMoney((await card.getByTestId('price').textContent()) ?? ''),
    vat: await card.getByTestId('vat-note').textContent(),
  };
}

test('switching the delivery country reprices the page by the tax ratio and is remembered', async ({
  page,
}) => {
  await page.goto(storeUrl({ host: 'at.localhost' }));
  const austrian = await firstCardPrice(page);
  expect(austrian.vat).toContain('20 %');

  await page.getByLabel('Lieferland').selectOption({ label: 'Deutschland (inkl. 19 % MwSt.)' });
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page.getByLabel('Lieferland')).toHaveValue('5');
  const card = page
    .getByTestId('product-card')
    .filter({ hasText: austrian.title ?? '' })
    .first();
  await expect(card.getByTestId('vat-note')).toContainText('19 %');
  const german = parseMoney((await card.getByTestId('price').textContent()) ?? '');
  expect(Math.abs(german - (austrian.amount * 119) / 120)).toBeLessThanOrEqual(1.5);

  await page.reload();
  await expect(page.getByLabel('Lieferland')).toHaveValue('5');
});

test('a delivery-country cookie the store does not deliver to is ignored', async ({ page, context }) => {
  await context.addCookies([
    { name: 'delivery_country', value: '146', domain: 'de.localhost', path: '/' },
    { name: 'vat_mode', value: 'net', domain: 'de.localhost', path: '/' },
  ]);
  await page.goto(storeUrl({ host: 'de.localhost' }));
  await expect(page.getByLabel('Lieferland')).toHaveValue('5');
  for (const note of await page.getByTestId('vat-note').allTextContents())
    expect(note).toMatch(/inkl\. (19|0) % MwSt\./);
});

test('the Romanian store shows its single delivery country as text', async ({ page }) => {
  await page.goto(storeUrl({ host: 'ro.localhost' }));
  await expect(page.getByTestId('delivery-country')).toHaveText('Țara de livrare: România (TVA 21 % inclus)');
});

test('English is served under /en on every host, with English links and prices for the store', async ({
  page,
}) => {
  await page.goto(storeUrl({ host: 'at.localhost' }, '/en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-AT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Sanitärwelt');
  await expect(page.getByTestId('vat-note').first()).toHaveText(/incl\. (20|0)% VAT/);
  const href = await page.getByTestId('product-card').first().getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/en\/[a-z0-9-]+\.html$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Bathroom' })).toHaveAttribute(
    'href',
    '/en/bathroom.html',
  );
});
