import { expect, test, type Page } from '@playwright/test';
import { cartReady } from './cart-products';
import { addToCart, answerCaptcha, fillClujAddress } from './checkout-shop';
import { parseMoney, storeUrl } from './stores';

const ro = { host: 'ro.localhost' };
// The Romanian demo shop's config_min_price.
const MINIMUM = 50;

const lei = (amount: number) =>
  new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' }).format(amount).replace('RON', 'lei');

/** The cheapest product of the Romanian shop, and its price in lei: less than the minimum order. */
async function cheapestProduct(page: Page): Promise<{ path: string; price: number }> {
  await page.goto(storeUrl(ro, '/shop-grid-standard/all?sort=price-asc'));
  const card = page.getByTestId('product-card').first();
  const path = new URL(
    await card
      .getByRole('link')
      .first()
      .evaluate((link) => (link as HTMLAnchorElement).href),
  ).pathname;
  const price = parseMoney((await card.locator('.price-tag__line').first().textContent()) ?? '') / 100;
  expect(price).toBeLessThan(MINIMUM);
  return { path, price };
}

test.use({ storageState: 'e2e/consent-declined.json' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('below the minimum order the cart says what is missing, the checkout holds the order back, more pieces let it through', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { path, price } = await cheapestProduct(page);
    await addToCart(page, storeUrl(ro, path), 'Adaugă în coș');
    await page.goto(storeUrl(ro, '/cart'));
    const missing = Math.round((MINIMUM - price) * 100) / 100;
    await expect(page.getByTestId('minimum-order')).toHaveText(
      `Valoarea minimă a comenzii este ${lei(MINIMUM)}: mai adăugați produse de ${lei(missing)} în coș pentru a continua spre finalizarea comenzii.`,
    );
    await expect(page.getByTestId('to-checkout')).toHaveCount(0);

    // The checkout reached by its address says so too, and refuses the order with the amounts, keeping what was typed.
    await page.goto(storeUrl(ro, '/checkout'));
    await expect(page.getByTestId('minimum-order')).toContainText(lei(missing));
    const form = page.locator('#checkout-form');
    await fillClujAddress(page, 'mihai.ionescu@example.ro', 'Mihai', 'Ionescu');
    await form.getByLabel('Plată în avans (transfer bancar)').check();
    await form.getByLabel(/Am citit și accept/).check();
    await answerCaptcha(page);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-message')).toHaveText(
      `Valoarea minimă a comenzii este ${lei(MINIMUM)}. Vă rugăm să mai adăugați în coș produse de ${lei(missing)}.`,
    );
    await expect(form.getByLabel('Adresă de e-mail')).toHaveValue('mihai.ionescu@example.ro');

    // Two pieces reach it: the way to the checkout is back.
    await page.goto(storeUrl(ro, '/cart'));
    await page.getByLabel(/^Cantitatea pentru/).fill('2');
    await page.getByRole('group', { name: 'Cantitate' }).getByRole('button', { name: 'Actualizați' }).click();
    await expect(page.getByTestId('minimum-order')).toHaveCount(0);
    await expect(page.getByTestId('to-checkout')).toBeVisible();
  });
});

test('the mini-cart says what is missing and offers no checkout below the minimum order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { path, price } = await cheapestProduct(page);
  await page.goto(storeUrl(ro, path));
  await cartReady(page);
  await page.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(page.getByTestId('cart-toast')).toBeVisible();
  await page.getByTestId('cart-toggle').click();
  const miniCart = page.getByTestId('mini-cart');
  await expect(miniCart.getByTestId('minimum-order')).toHaveText(
    `Valoarea minimă a comenzii este ${lei(MINIMUM)}: mai lipsesc ${lei(Math.round((MINIMUM - price) * 100) / 100)}.`,
  );
  await expect(miniCart.getByRole('link', { name: 'Finalizează comanda' })).toHaveCount(0);
});
