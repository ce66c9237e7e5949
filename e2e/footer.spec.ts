import { expect, test } from '@playwright/test';
import { fetchPage } from './server-pages';
import { storeUrl } from './stores';

test('the Austrian footer has contact data, legal links, the pickup note and the arbitration statement', async ({
  page,
}) => {
  await page.goto(storeUrl({ host: 'at.localhost' }));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '+43 732 890 120' })).toHaveAttribute(
    'href',
    'tel:+43732890120',
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Sanitärwelt`);
  await expect(footer.getByTestId('no-pickup')).toHaveText('Keine Abholung möglich!');
  // The EU's online dispute resolution platform closed on 20 July 2025: no link to it, the shop's own statement.
  await expect(footer.locator('a[href*="ec.europa.eu"]')).toHaveCount(0);
  await expect(footer.getByTestId('consumer-arbitration')).toContainText('Internet Ombudsstelle');
  await expect(footer.getByRole('link', { name: 'Barrierefreiheit' })).toHaveAttribute(
    'href',
    '/barrierefreiheit',
  );
  await expect(footer.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' })).toHaveAttribute(
    'href',
    '/agb.html',
  );
  await footer.getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
});

test('the Romanian footer has ANPC and SAL instead of the pickup note', async ({ page }) => {
  await page.goto(storeUrl({ host: 'ro.localhost' }));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('no-pickup')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: /ANPC/ })).toHaveAttribute('href', 'https://anpc.ro/');
  await expect(footer.getByRole('link', { name: /SAL/ })).toHaveAttribute(
    'href',
    'https://anpc.ro/ce-este-sal/',
  );
  await expect(footer.locator('a[href*="ec.europa.eu"]')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'TikTok – profilul nostru' })).toBeVisible();
});

test('the footer newsletter form opens /newsletter with the address', async ({ page }) => {
  await page.goto(storeUrl({ host: 'de.localhost' }));
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('E-Mail-Adresse').fill('kunde@example.de');
  await footer.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/newsletter\?email=kunde%40example\.de$/);
});

test('English footer links keep the /en prefix', async ({ page }) => {
  await page.goto(storeUrl({ host: 'de.localhost' }, '/en'));
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }),
  ).toHaveAttribute('href', '/en/agb.html');
});

test('the Romanian footer links the warranty conditions, the user manual and its partner programme', async ({
  request,
}) => {
  const page = await (await fetchPage(request, storeUrl({ host: 'ro.localhost' }))).text();
  expect(page).toMatch(
    /<h2 id="footer-guarantee">Garanție<\/h2><ul><li><a href="\/conditii-de-garantie.html">Condiții de garanție<\/a><\/li><li><a href="\/manual-de-utilizare-1.html">Manual de utilizare<\/a>/,
  );
  const austrian = await (await fetchPage(request, storeUrl({ host: 'at.localhost' }))).text();
  expect(austrian).not.toContain('footer-guarantee');
  // Its partner link too (docs/product.md §2), a page of the shop under the page's language.
  expect(page).toContain(
    '<p class="site-footer__partner"><a href="/contact">Program pentru instalatori parteneri</a></p>',
  );
  expect(austrian).not.toContain('site-footer__partner');
});
