import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../lib/consent';
import { startFakeShopvote, type FakeShopvote } from '../lib/testing/fake-shopvote';
import { copyOfBuild, startExtraServer, stopExtraServer } from './extra-server';
import { extraPorts } from './ports';
import { seededFolder } from './seeded-folder';

// A shop of its own whose ShopVote is a local stand-in in this test, so the badge shows recorded numbers.
const PORT = extraPorts.shopRating;
const DIST = '.next-shop-rating';
const DATA = './data/e2e-shop-rating';
const origin = (store: 'at' | 'de' | 'ro') => `http://${store}.localhost:${PORT}`;
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin('at'), storageState: { cookies: [], origins: [] } });

let shopvote: FakeShopvote;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shopvote = await startFakeShopvote();
  server = await startExtraServer(PORT, {
    NEXT_DIST_DIR: copyOfBuild(DIST),
    PGLITE_DATA_DIR: await seededFolder(DATA),
    SHOPVOTE_API_URL: shopvote.url,
    SHOP_ORIGINS: (['at', 'de', 'ro'] as const).map((store) => `${store}=${origin(store)}`).join(','),
  });
});

test.afterAll(async () => {
  await stopExtraServer(server);
  await shopvote?.close();
  rmSync(DIST, { recursive: true, force: true });
});

/**
 * Answers every request that leaves this machine with nothing (the tag manager and chat load after consent) and
 * remembers it; counts the browser's requests for the shop's rating route.
 */
async function watch(
  context: BrowserContext,
): Promise<{ thirdParty: string[]; ratingRequests: () => number }> {
  const thirdParty: string[] = [];
  let ratingRequests = 0;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (!url.hostname.endsWith('localhost') && url.hostname !== '127.0.0.1') {
      thirdParty.push(url.href);
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    }
    if (url.pathname === '/api/shop-rating') ratingRequests += 1;
    return route.continue();
  });
  return { thirdParty, ratingRequests: () => ratingRequests };
}

async function consented(context: BrowserContext, store: 'at' | 'de'): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: origin(store) }]);
}

const badgeOf = (page: Page) => page.getByRole('complementary', { name: 'ShopVote Kundenbewertungen' });
const askedForAustria = () => shopvote.asked.filter((query) => query.shopid === '18231');

test('without consent no badge and no request for it; after accepting, the store’s ShopVote rating', async ({
  page,
  context,
}) => {
  const { thirdParty, ratingRequests } = await watch(context);
  await page.goto('/');
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(badgeOf(page)).toHaveCount(0);
  expect(ratingRequests()).toBe(0);

  await page.getByRole('button', { name: "Los geht's!" }).click();
  const badge = badgeOf(page);
  await expect(badge).toBeVisible();
  await expect(badge.getByRole('img', { name: '4,8 von 5 Sternen' })).toBeVisible();
  await expect(badge).toContainText('4,8 / 5');
  await expect(badge).toContainText(/1\s287 Bewertungen/);
  await expect(badge.getByText('ShopVote', { exact: true })).toHaveCSS(
    'background-color',
    'rgb(28, 110, 61)',
  );
  await expect(
    badge.getByRole('link', { name: 'Alle Bewertungen ansehen (öffnet in neuem Tab)' }),
  ).toHaveAttribute('href', 'https://www.shopvote.de/bewertung_sanitaerwelt_at_18231.html');
  await badge.getByText('Einzelbewertungen').click();
  await expect(badge.getByRole('definition').first()).toHaveText('4,9 / 5');
  await expect(badge.getByRole('term').first()).toHaveText('Lieferzeit');
  // Wide screens have room for the badge: no close button there.
  await expect(badge.getByRole('button', { name: 'Kundenbewertungen ausblenden' })).toBeHidden();
  const { violations } = await new AxeBuilder({ page }).include('.shop-rating').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // The next page shows the session's copy, without asking the shop again.
  await page.goto('/faq');
  await expect(badgeOf(page)).toContainText('4,8 / 5');
  expect(ratingRequests()).toBe(1);
  expect(thirdParty.filter((url) => url.includes('shopvote'))).toEqual([]);
  expect(askedForAustria()).toHaveLength(1);
});

async function phoneShopper(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin('at'), viewport: PHONE });
  await watch(context);
  await consented(context, 'at');
  return { context, page: await context.newPage() };
}

test('on a phone the shopper closes the badge for the session; a new session shows it again', async ({
  browser,
}) => {
  const { context, page } = await phoneShopper(browser);
  await page.goto('/');
  const badge = badgeOf(page);
  await expect(badge).toBeVisible();
  // By keyboard: from the footer's last link into the badge, to its close button.
  const before = page.getByRole('contentinfo').getByRole('link').last();
  await before.focus();
  const close = badge.getByRole('button', { name: 'Kundenbewertungen ausblenden' });
  // Inside the badge: the criteria's disclosure, the review page, then the close button.
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(badge).toHaveCount(0);
  await expect(before).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('reviewBadge'))).toBe('0');

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(badgeOf(page)).toHaveCount(0);
  await context.close();

  const next = await phoneShopper(browser);
  await next.page.goto('/faq');
  await expect(badgeOf(next.page)).toBeVisible();
  expect(await next.page.evaluate(() => sessionStorage.getItem('reviewBadge'))).toBe('1');
  await next.context.close();
  // Both sessions were answered from the shop's own copy: ShopVote was asked once in all.
  expect(askedForAustria()).toHaveLength(1);
});

test('the German shop rates with Trusted Shops: no ShopVote badge and no request for one', async ({
  page,
  context,
}) => {
  const { ratingRequests } = await watch(context);
  await consented(context, 'de');
  await page.goto(origin('de'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: /ShopVote/ })).toHaveCount(0);
  expect(ratingRequests()).toBe(0);
});
