import { expect, test, type Locator } from '@playwright/test';
import { addWithJavaScript, cardOnListing, findProduct, pagePriceTag, plainlyInStock } from './cart-products';
import { parseMoney, storeUrl } from './stores';

const PRIOR_LABEL = 'Niedrigster Preis der letzten 30 Tage:';

/** The price, the struck 30-day prior price and the badge's percent a price tag shows. */
async function reductionShown(tag: Locator) {
  const price = parseMoney((await tag.getByTestId('price').first().textContent()) ?? '');
  const priorText = (await tag.getByTestId('prior-price').first().textContent()) ?? '';
  const percent = Number(/(\d+)/.exec((await tag.getByTestId('discount').first().textContent()) ?? '')?.[1]);
  expect(priorText).toContain(PRIOR_LABEL);
  const prior = parseMoney(priorText.replace(PRIOR_LABEL, ''));
  return { price, prior, percent };
}

/** docs/product.md §9: the badge is the rounded-up percent, of the prior price and never of another. */
const percentOf = (price: number, prior: number) => Math.ceil(((prior - price) * 100) / prior);

test('a reduced product shows its 30-day prior price and the percent from it on the listing, product page and in the cart', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { url } = await findProduct(
    request,
    'at.localhost',
    (html) => plainlyInStock(html) && pagePriceTag(html).includes('data-testid="prior-price"'),
  );
  await page.goto(url);
  const onPage = await reductionShown(page.locator('.product-page__buy'));
  expect(onPage.prior).toBeGreaterThan(onPage.price);
  expect(onPage.percent).toBe(percentOf(onPage.price, onPage.prior));

  const offers = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? '').join('\n'));
  expect(offers).toContain('"priceType":"https://schema.org/StrikethroughPrice"');
  expect(offers).toContain(`"price":"${(onPage.prior / 100).toFixed(2)}"`);

  await addWithJavaScript(page);
  const productPath = new URL(url).pathname;
  expect(await reductionShown(await cardOnListing(page, productPath))).toEqual(onPage);

  await page.goto(storeUrl({ host: 'at.localhost' }, '/cart'));
  expect(await reductionShown(page.getByTestId('cart-line').getByTestId('unit-price'))).toEqual(onPage);
});

test('a recommended retail price is shown as such and never makes a discount badge', async ({
  page,
  request,
}) => {
  const { url } = await findProduct(
    request,
    'de.localhost',
    (html) =>
      pagePriceTag(html).includes('data-testid="recommended-price"') &&
      !pagePriceTag(html).includes('data-testid="prior-price"'),
  );
  await page.goto(url);
  const buy = page.locator('.product-page__buy');
  await expect(buy.getByTestId('recommended-price')).toContainText('UVP');
  await expect(buy.getByTestId('discount')).toHaveCount(0);
  await expect(buy.locator('.price-tag__amount--reduced')).toHaveCount(0);
});

test('Romania shows the reduction in lei, with its own label', async ({ page, request }) => {
  const { url } = await findProduct(request, 'ro.localhost', (html) =>
    pagePriceTag(html).includes('data-testid="prior-price"'),
  );
  await page.goto(url);
  const prior = page.locator('.product-page__buy').getByTestId('prior-price');
  await expect(prior).toContainText('Cel mai mic preț din ultimele 30 de zile:');
  await expect(prior).toContainText('lei');
});
