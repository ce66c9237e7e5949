import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cartReady, findProduct, plainlyInStock } from './cart-products';
import { storeUrl, stores, type StoreUnderTest } from './stores';

// What the accessibility statement promises: WCAG 2.1 level A and AA, as EN 301 549 takes them over.
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const kinds = [
  'home',
  'category listing',
  'search results',
  'brands list',
  'brand listing',
  'content page',
  'accessibility statement',
  'login',
  'registration',
  'product page',
  'cart',
] as const;
type Kind = (typeof kinds)[number];
type Consent = 'declined' | 'accepted';

const searchText = { at: 'Thermostat', de: 'Thermostat', ro: 'termostat' } as const;
const brandsPath = { at: '/marken', de: '/marken', ro: '/branduri' } as const;
const statementPath = { at: '/barrierefreiheit', de: '/barrierefreiheit', ro: '/accesibilitate' } as const;

/** Every request that leaves this machine gets an empty script: the widgets' slots are audited, offline. */
async function stubThirdParties(context: BrowserContext) {
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1')
      return route.continue();
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
}

/**
 * Axe's WCAG 2.1 A/AA rules over a page. Header and footer are the same on every page: the home page is audited
 * whole, once its lazy parts are in (the header's cart; after consent, the widgets); elsewhere they are left out,
 * which saves a fifth of the time.
 */
async function audit(page: Page, kind: Kind, consent: Consent): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (kind === 'home' || kind === 'cart') await expect(page.locator('.cart-enhanced')).toBeAttached();
  if (kind === 'home' && consent === 'accepted') await expect(page.locator('script#gtm')).toBeAttached();
  if (kind !== 'home') axe.exclude('.site-header').exclude('.site-footer');
  const { violations } = await axe.analyze();
  return violations.map(
    (violation) =>
      `${kind}: ${violation.id} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Walks a store's kinds of page as a shopper reaches them, auditing those `wanted`. */
async function auditStore(
  page: Page,
  store: StoreUnderTest,
  consent: Consent,
  productUrl: string,
  wanted: (kind: Kind) => boolean,
): Promise<string[]> {
  const found: string[] = [];
  const at = (path: string) => storeUrl(store, path);
  const visit = async (kind: Kind, url: string) => {
    const response = await page.goto(url);
    expect(response?.status(), `${kind} ${url}`).toBe(200);
    if (wanted(kind)) found.push(...(await audit(page, kind, consent)));
  };
  await visit('home', at('/'));
  const category = await page
    .getByRole('navigation', { name: store.mainNavigation })
    .getByRole('link')
    .first()
    .getAttribute('href');
  if (wanted('category listing')) await visit('category listing', at(category!));
  if (wanted('search results')) await visit('search results', at(`/search/${searchText[store.code]}`));
  if (wanted('brands list') || wanted('brand listing')) {
    await visit('brands list', at(brandsPath[store.code]));
    const brand = await page.getByTestId('brand').first().getAttribute('href');
    if (wanted('brand listing')) await visit('brand listing', at(brand!));
  }
  if (wanted('content page')) await visit('content page', at('/agb.html'));
  if (wanted('accessibility statement'))
    await visit('accessibility statement', at(statementPath[store.code]));
  if (wanted('login')) await visit('login', at('/login-register'));
  if (wanted('registration')) await visit('registration', at('/login-register?tab=register'));
  if (wanted('product page') || wanted('cart')) await visit('product page', productUrl);
  if (wanted('cart')) {
    await cartReady(page);
    await page.locator('.add-to-cart__submit').click();
    await expect(page.getByTestId('cart-toast')).toBeVisible();
    await visit('cart', at('/cart'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  }
  return found;
}

test.describe('with cookies declined', () => {
  for (const store of stores)
    test(`every kind of page of the ${store.code} store meets WCAG 2.1 AA`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const product = await findProduct(request, store.host, plainlyInStock);
      expect(await auditStore(page, store, 'declined', product.url, () => true)).toEqual([]);
    });
});

test.describe('with cookies accepted', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  // With the third parties stubbed, consent changes the frame alone (the widgets' scripts, Romania's WhatsApp
  // link): each store's home page is audited whole, and each other kind of page in one of the stores in turn.
  stores.forEach((store, index) =>
    test(`the ${store.code} store's widgets and a third of the kinds of page meet WCAG 2.1 AA`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      await stubThirdParties(context);
      await context.addCookies([{ name: 'CookieConsentGA', value: 'granted', url: storeUrl(store) }]);
      const product = await findProduct(request, store.host, plainlyInStock);
      const inTurn = (kind: Kind) => kind === 'home' || kinds.indexOf(kind) % stores.length === index;
      expect(await auditStore(page, store, 'accepted', product.url, inTurn)).toEqual([]);
    }),
  );
});
