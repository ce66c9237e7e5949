import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fetchPage, sitemapUrls } from './server-pages';

const PORT = process.env.E2E_PORT ?? '3100';
// Pages asked at once while looking: a cold server renders each on first request.
const AT_ONCE = 8;

/** Pages of a shop's products, as the sitemap lists them (the host's own language). */
async function productPages(request: APIRequestContext, host: string): Promise<string[]> {
  return (await sitemapUrls(request, host, 'products')).filter((url) => !url.includes('/en/'));
}

/** The first of `urls` (in order) whose page `fits`, fetching a few at a time. */
async function firstFitting<T>(
  request: APIRequestContext,
  urls: string[],
  fits: (url: string, html: string) => Promise<T | null> | T | null,
): Promise<T | null> {
  for (let start = 0; start < urls.length; start += AT_ONCE) {
    const batch = urls.slice(start, start + AT_ONCE);
    const pages = await Promise.all(
      batch.map(async (url) => ({ url, html: await (await fetchPage(request, url)).text() })),
    );
    for (const { url, html } of pages) {
      const found = await fits(url, html);
      if (found) return found;
    }
  }
  return null;
}

/** A product page whose HTML fits, for journeys that need a particular kind of product. */
export async function findProduct(
  request: APIRequestContext,
  host: string,
  fits: (html: string) => boolean,
  except: string[] = [],
): Promise<{ url: string; html: string }> {
  const urls = (await productPages(request, host)).filter((url) => !except.includes(url));
  const found = await firstFitting(request, urls, (url, html) => (fits(html) ? { url, html } : null));
  if (!found) throw new Error(`no product on ${host} fits`);
  return found;
}

/** Sellable now: an add-to-cart button, in stock, sold one by one. */
export const plainlyInStock = (html: string) =>
  html.includes('add-to-cart__submit') &&
  /class="product-page__buy"[\s\S]*?data-stock="inStock"/.test(html) &&
  !html.includes('product-page__rules');

/**
 * A product with a colour variant other than the one its page opens on that can be bought: the product's URL
 * and the variant's (a link on the product page; every variant has an address of its own).
 */
export async function findVariant(
  request: APIRequestContext,
  host: string,
): Promise<{ product: string; variant: string }> {
  const found = await firstFitting(request, await productPages(request, host), async (url, html) => {
    const links = [...html.matchAll(/<a [^>]*data-testid="colour-choice"[^>]*>/g)]
      .filter(([tag]) => !tag.includes('aria-current'))
      .flatMap(([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? []);
    for (const href of links) {
      if (plainlyInStock(await (await fetchPage(request, `http://${host}:${PORT}${href}`)).text()))
        return { product: url, variant: href };
    }
    return null;
  });
  if (!found) throw new Error(`no product on ${host} has a buyable variant`);
  return found;
}

/** The cart's client part loads when the page is idle; from then on cart forms stay on their page. */
export async function cartReady(page: Page) {
  await expect(page.locator('.cart-enhanced')).toBeAttached();
}

/** The lists' client part loads after the cart's; once it has read the lists, the marks are the shopper's. */
export async function listsReady(page: Page) {
  await expect(page.locator('html[data-lists-ready]')).toBeAttached();
}

/** Adds the product page's chosen variant the way a shopper with JavaScript does, and waits for the toast. */
export async function addWithJavaScript(page: Page, quantity?: number) {
  await cartReady(page);
  if (quantity !== undefined) await page.getByLabel('Menge').fill(String(quantity));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-toast')).toHaveText(/liegt im Warenkorb/);
}

/** The product page's own price tag in its HTML, not the cards of related products below it. */
export const pagePriceTag = (html: string) => /price-tag--page"[\s\S]*?price-tag__vat/.exec(html)?.[0] ?? '';

/** From a product page: its card on its category's listing, following the pages until it shows up. */
export async function cardOnListing(page: Page, productPath: string): Promise<Locator> {
  const category = page.locator('.breadcrumb li a').last();
  const categoryPath = await category.getAttribute('href');
  await category.click();
  await page.waitForURL((url) => url.pathname === categoryPath);
  for (let pages = 0; pages < 8; pages += 1) {
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="${productPath}"]`) });
    if ((await card.count()) > 0) return card.first();
    const next = page.locator('a[rel="next"]');
    if ((await next.count()) === 0) break;
    const nextPath = await next.first().getAttribute('href');
    await next.first().click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === nextPath);
  }
  throw new Error(`${productPath} is on no page of its category`);
}
