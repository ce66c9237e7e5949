import { expect, test } from '@playwright/test';
import { addWithJavaScript, cardOnListing, findProduct, pagePriceTag, plainlyInStock } from './cart-products';
import { parseMoney, storeUrl } from './stores';

test('goods sold by measure show their unit price beside the price on the product page, the card and in the cart', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { url } = await findProduct(
    request,
    'de.localhost',
    (html) => plainlyInStock(html) && pagePriceTag(html).includes('data-testid="base-price"'),
  );
  await page.goto(url);
  const tag = page.locator('.product-page__buy .price-tag--page');
  const basePrice = (await tag.getByTestId('base-price').textContent()) ?? '';
  expect(basePrice).toMatch(/^Grundpreis: .+ \/ (m|m²|l|kg)$/);
  const price = parseMoney((await tag.getByTestId('price').textContent()) ?? '');

  await addWithJavaScript(page);
  const card = await cardOnListing(page, new URL(url).pathname);
  await expect(card.getByTestId('base-price')).toHaveText(basePrice);
  await page.goto(storeUrl({ host: 'de.localhost' }, '/cart'));
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('base-price')).toHaveText(basePrice);

  // The pack's size says what it holds ("Ring 25 m", "Kartusche 310 ml", "Paket 1,44 m²"): price ÷ content.
  const [, pieces = '1', quantity, unit] = /(?:(\d+) × )?(\d+(?:,\d+)?) (ml|m²|m)\b/.exec(
    (await line.textContent()) ?? '',
  )!;
  const amount = (Number(pieces) * Number(quantity!.replace(',', '.'))) / (unit === 'ml' ? 1000 : 1);
  const perUnit = parseMoney(basePrice.split(':')[1]!);
  expect(Math.abs(perUnit * amount - price)).toBeLessThanOrEqual(Math.ceil(amount));
});
