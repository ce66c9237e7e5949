import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkJsonLd } from '../lib/seo/json-ld-check';
import { fetchPage, sitemapUrls } from './server-pages';
import { storeUrl } from './stores';

const at = { host: 'at.localhost' };
const de = { host: 'de.localhost' };
const ro = { host: 'ro.localhost' };
const RADIATORS = '/blog/heizkoerper-richtig-auswaehlen';

async function html(request: APIRequestContext, url: string, status = 200): Promise<string> {
  const answer = await fetchPage(request, url);
  expect(answer.status(), url).toBe(status);
  return answer.text();
}

const teaserLinks = (page: string) =>
  [...page.matchAll(/<li class="guide-teaser"[\s\S]*?<a href="([^"]+)"/g)].map((match) => match[1]!);
const alternates = (page: string) =>
  Object.fromEntries(
    [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );

test('the footer’s guide link opens the store’s guide: a page of articles, the next page, an article and back', async ({
  page,
}) => {
  await page.goto(storeUrl(at));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ratgeber' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ratgeber');
  await expect(page.getByTestId('guide-teaser')).toHaveCount(6);
  const pages = page.getByRole('navigation', { name: 'Seiten des Ratgebers' });
  await expect(pages.getByText('Seite 1')).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByTestId('guide-teaser')).toHaveCount(1);
  await page.getByRole('link', { name: 'Vorherige Seite' }).click();
  await page.getByRole('link', { name: /^Heizkörper richtig auswählen/ }).click();
  await expect(page).toHaveURL(new RegExp(`${RADIATORS}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Heizkörper richtig auswählen/);
  await expect(page.getByRole('article')).toContainText('EN 12831');
  await expect(page.getByRole('article').getByRole('table').first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Brotkrümelnavigation' })
    .getByRole('link', { name: 'Ratgeber' })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('each store’s guide shows its language’s articles, its own country’s funding article, and only pages that exist', async ({
  request,
}) => {
  const austria = await html(request, storeUrl(at, '/blog'));
  expect(teaserLinks(austria)).toHaveLength(6);
  const austriaAll = [
    ...teaserLinks(austria),
    ...teaserLinks(await html(request, storeUrl(at, '/blog/page/2'))),
  ];
  expect(austriaAll).toContain('/blog/foerderung-heizungstausch-waermepumpe-oesterreich');
  expect(austriaAll).not.toContain('/blog/foerderung-heizungstausch-waermepumpe-deutschland');
  await html(request, storeUrl(de, '/blog/foerderung-heizungstausch-waermepumpe-deutschland'));
  await html(request, storeUrl(de, '/blog/foerderung-heizungstausch-waermepumpe-oesterreich'), 404);

  const romania = await html(request, storeUrl(ro, '/blog'));
  expect(romania).toContain('<h1>Blog</h1>');
  expect(teaserLinks(romania)).toContain('/blog/alegerea-caloriferelor');
  expect(teaserLinks(await html(request, storeUrl(ro, '/en/blog')))).toContain('/en/blog/choosing-radiators');
  await html(request, storeUrl(ro, '/blog/heizkoerper-richtig-auswaehlen'), 404);

  const first = await fetchPage(request, storeUrl(at, '/blog/page/1'));
  expect(first.status()).toBe(301);
  expect(first.headers().location).toMatch(/\/blog$/);
  await html(request, storeUrl(at, '/blog/page/3'), 404);
  await html(request, storeUrl(at, '/en/blog/page/2'), 404);
});

test('an article tells search engines what it is: its canonical address, its translations in every store, Article data, the sitemap', async ({
  request,
}) => {
  const article = await html(request, storeUrl(de, RADIATORS));
  expect(article).toContain(`<link rel="canonical" href="${storeUrl(de, RADIATORS)}"/>`);
  expect(alternates(article)).toEqual({
    'de-AT': storeUrl(at, RADIATORS),
    'en-AT': storeUrl(at, '/en/blog/choosing-radiators'),
    'de-DE': storeUrl(de, RADIATORS),
    'en-DE': storeUrl(de, '/en/blog/choosing-radiators'),
    'ro-RO': storeUrl(ro, '/blog/alegerea-caloriferelor'),
    'en-RO': storeUrl(ro, '/en/blog/choosing-radiators'),
    'x-default': storeUrl(at, RADIATORS),
  });
  // The Romanian article names the German one back, as hreflang needs.
  expect(alternates(await html(request, storeUrl(ro, '/blog/alegerea-caloriferelor')))['de-DE']).toBe(
    storeUrl(de, RADIATORS),
  );
  const jsonLd = [...article.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
    (match) => match[1]!,
  );
  expect(jsonLd.join()).toContain('"@type":"Article"');
  for (const text of jsonLd) expect(checkJsonLd(text)).toEqual([]);
  // A store's own article has no translation elsewhere.
  expect(
    Object.keys(
      alternates(
        await html(request, storeUrl(at, '/blog/foerderung-heizungstausch-waermepumpe-oesterreich')),
      ),
    ),
  ).toEqual(['de-AT', 'x-default']);

  const listed = await sitemapUrls(request, 'de.localhost');
  expect(listed).toEqual(
    expect.arrayContaining([
      storeUrl(de, '/blog'),
      storeUrl(de, '/blog/page/2'),
      storeUrl(de, RADIATORS),
      storeUrl(de, '/blog/foerderung-heizungstausch-waermepumpe-deutschland'),
      storeUrl(de, '/en/blog/choosing-radiators'),
    ]),
  );
  expect(listed).not.toContain(storeUrl(de, '/blog/foerderung-heizungstausch-waermepumpe-oesterreich'));
});

test('a category and its products link to the guide’s articles about them', async ({ request }) => {
  const category = await html(request, storeUrl(at, '/heizkoerper.html'));
  expect(category).toContain('Aus unserem Ratgeber');
  expect(teaserLinks(category)).toContain(RADIATORS);
  const product = /<a class="product-card__link" href="(\/[^"]+\.html)"/.exec(category)?.[1];
  expect(product).toBeTruthy();
  expect(teaserLinks(await html(request, storeUrl(at, product!)))).toContain(RADIATORS);
  const showers = await html(request, storeUrl(ro, '/cabine-de-dus.html'));
  expect(teaserLinks(showers)).toContain('/blog/alegerea-cabinei-de-dus');
  expect(teaserLinks(showers)).not.toContain('/blog/alegerea-caloriferelor');
});
