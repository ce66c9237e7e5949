import { expect, test } from '@playwright/test';
import { cardOnListing, cartReady, findProduct, plainlyInStock } from './cart-products';
import { boxOf as box, expectNoSidewaysScroll, narrowest, overlap } from './phone-frame';
import { storeUrl } from './stores';

/** docs/design.md "Product page on a phone": everything a shopper needs to decide and buy is on the first 390 × 844 screen. */
const PHONE = { width: 390, height: 844 };
const LISTING = storeUrl({ host: 'at.localhost' }, '/badezimmer.html');

const colourLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*data-testid="colour-choice"[^>]*>/g)].map(([tag]) => tag);
const soldOut = (tag: string) => tag.includes('nicht auf Lager');

/** In stock, in several colours and sizes: the product page with the most to show above its button. */
const inColoursAndSizes = (html: string) =>
  plainlyInStock(html) && colourLinks(html).length >= 2 && html.includes('data-testid="size-choice"');

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  // Needs the compact header (issue 32 item 1): with today's header the product starts on the second screen.
  test('a product page shows name, price with VAT and the add-to-cart button on the first screen', async ({
    page,
    request,
  }) => {
    const { url } = await findProduct(request, 'at.localhost', inColoursAndSizes);
    await page.goto(url);
    const name = await box(page.getByRole('heading', { level: 1 }));
    const price = await box(page.getByTestId('product-price').getByTestId('price'));
    const vat = await box(page.getByTestId('product-price').getByTestId('vat-note'));
    const button = await box(page.getByRole('button', { name: 'In den Warenkorb' }));
    expect(name.y).toBeGreaterThanOrEqual(0);
    expect(name.y).toBeLessThan(price.y);
    expect(vat.y + vat.height).toBeLessThanOrEqual(PHONE.height);
    expect(button.y + button.height).toBeLessThanOrEqual(PHONE.height);
    // The button takes the row beside the quantity: wide enough for a thumb.
    expect(button.width).toBeGreaterThanOrEqual(PHONE.width / 2);
    expect(button.height).toBeGreaterThanOrEqual(44);
    // The gallery follows the buy box on a phone.
    const image = await box(page.getByRole('region', { name: 'Produktbilder' }));
    expect(image.y).toBeGreaterThan(button.y);
  });

  // Needs the compact header (issue 32 item 1).
  test('a listing shows its first products on the first screen, Filter and Sort in one row', async ({
    page,
  }) => {
    await page.goto(LISTING);
    const filter = await box(page.locator('summary', { hasText: 'Filter' }));
    const sort = await box(page.getByLabel('Sortieren nach'));
    expect(Math.abs(filter.y + filter.height / 2 - (sort.y + sort.height / 2))).toBeLessThan(filter.height);
    const cards = page.getByTestId('product-card');
    const first = await box(cards.first());
    const second = await box(cards.nth(1));
    expect(first.y).toBeGreaterThan(filter.y);
    expect(first.y).toBeLessThan(PHONE.height);
    // Two columns: the second card stands beside the first.
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    // The subcategories are one row that scrolls inside itself, not a block of rows.
    const chips = page.getByRole('navigation', { name: 'Unterkategorien' }).getByRole('link');
    const tops = await chips.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });

  test('the sticky bar repeats price and button once the button has scrolled away, and adds to the cart', async ({
    page,
    request,
  }) => {
    const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
    await page.goto(url);
    await cartReady(page);
    const bar = page.getByTestId('sticky-buy');
    await expect(bar).toBeHidden();
    const pagePrice = await page.getByTestId('product-price').getByTestId('price').textContent();
    const button = await box(page.getByRole('button', { name: 'In den Warenkorb' }));
    await page.evaluate((below) => window.scrollTo(0, below), button.y + button.height + 100);
    await expect(bar).toBeVisible();
    const shown = await box(bar);
    expect(shown.y + shown.height).toBeLessThanOrEqual(PHONE.height);
    expect(shown.height).toBeLessThan(100);
    await expect(bar).toContainText(pagePrice!.trim());
    await expect(bar).toContainText('inkl.');
    await bar.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByTestId('cart-toast')).toHaveText(/liegt im Warenkorb/);
    // At the footer the bar steps aside, so it hides none of the footer's content.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeHidden();
  });

  test('a product whose first colour is sold out opens on a colour that can be ordered', async ({
    page,
    request,
  }) => {
    const { url } = await findProduct(request, 'at.localhost', (html) => {
      const colours = colourLinks(html);
      return colours.length >= 2 && soldOut(colours[0]!) && colours.slice(1).some((tag) => !soldOut(tag));
    });
    await page.goto(url);
    const colours = page.getByTestId('colour-choice');
    const chosen = page.locator('[data-testid="colour-choice"][aria-current="true"]');
    await expect(chosen).not.toHaveAccessibleName(/nicht auf Lager/);
    await expect(page.getByTestId('stock').first()).toHaveAttribute(
      'data-stock',
      /inStock|backorder|preorder/,
    );
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    await expect(page.getByText('Dieser Artikel kann derzeit nicht bestellt werden.')).toHaveCount(0);
    // Its card on the listing shows the same variant: the page's price and stock.
    const price = await page.getByTestId('product-price').getByTestId('price').textContent();
    const stock = await page.getByTestId('stock').first().getAttribute('data-stock');
    const card = await cardOnListing(page, new URL(url).pathname);
    await expect(card.getByTestId('price').first()).toHaveText(price!);
    await expect(card.getByTestId('stock')).toHaveAttribute('data-stock', stock!);
    await page.goto(url);
    // The product's address keeps its canonical URL, and the sold-out colour still has a page of its own.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    const articleNumber = await page.getByTestId('article-number').textContent();
    await colours.first().click();
    await expect(page).not.toHaveURL(url);
    await expect(page.getByTestId('article-number')).not.toHaveText(articleNumber!);
    await expect(page.getByText('Dieser Artikel kann derzeit nicht bestellt werden.')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  });
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the filters open as a sheet and filter, sorting works, and there is no sticky bar', async ({
    page,
    request,
  }) => {
    await page.goto(LISTING);
    const count = page.getByTestId('result-count');
    const all = await count.textContent();
    const brand = page.locator('[data-facet="brands"] a').first();
    await expect(brand).toBeHidden();
    await page.locator('summary', { hasText: 'Filter' }).click();
    await expect(brand).toBeVisible();
    const sheet = await box(page.locator('#listing-filters'));
    expect(sheet.y + sheet.height).toBeLessThanOrEqual(PHONE.height + 1);
    // The price range's button and the plain sort button are a thumb's height, like the fields beside them.
    for (const name of ['Anwenden', 'Sortieren'])
      expect((await box(page.getByRole('button', { name }))).height).toBeGreaterThanOrEqual(44);
    await brand.click();
    await expect(page).toHaveURL(/brand=\d+/);
    await expect(count).not.toHaveText(all!);
    await page.getByLabel('Sortieren nach').selectOption({ label: 'Preis aufsteigend' });
    await page.getByRole('button', { name: 'Sortieren' }).click();
    await expect(page).toHaveURL(/brand=\d+.*sort=price-asc|sort=price-asc.*brand=\d+/);

    const { url } = await findProduct(request, 'at.localhost', plainlyInStock);
    await page.goto(url);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(page.getByTestId('sticky-buy')).toBeHidden();
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: narrowest });

  test("neither a product page nor a listing scrolls sideways; badges keep clear of a card's buttons", async ({
    page,
    request,
  }) => {
    const { url } = await findProduct(request, 'at.localhost', inColoursAndSizes);
    for (const address of [url, LISTING]) {
      await page.goto(address);
      await expectNoSidewaysScroll(page, address);
    }
    // A card's long badge stays clear of its wishlist and compare buttons.
    const freight = page.getByTestId('product-card').filter({ hasText: 'Speditionsware' });
    expect(await freight.count()).toBeGreaterThan(0);
    for (const card of (await freight.all()).slice(0, 4)) {
      const badge = await box(card.getByText('Speditionsware', { exact: true }));
      for (const button of await card.getByRole('button').all()) {
        const beside = `the badge beside "${await button.getAttribute('aria-label')}"`;
        expect(overlap(badge, await box(button)), beside).toBe(false);
      }
    }
  });
});
