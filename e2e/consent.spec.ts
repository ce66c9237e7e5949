import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext } from '@playwright/test';
import { storeUrl } from './stores';

test.use({ storageState: { cookies: [], origins: [] } });

/** Answers every request that leaves this machine with an empty script, and remembers it. */
async function recordThirdParty(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1')
      return route.continue();
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requests;
}

const consentState = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer
      .map((entry) => Array.from(entry as unknown as unknown[]))
      .filter((entry) => entry[0] === 'consent'),
  );

test('nothing leaves for third parties before consent; accepting loads the configured widgets', async ({
  page,
  context,
}) => {
  const thirdParty = await recordThirdParty(context);
  await page.goto(storeUrl({ host: 'at.localhost' }));
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  expect(await consentState(page)).toEqual([
    [
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ],
  ]);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  const ratingRequest = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/shop-rating',
  );
  await banner.getByRole('button', { name: "Los geht's!" }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() =>
      thirdParty.some((url) => url.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-W7K2QXP')),
    )
    .toBe(true);
  await expect.poll(() => thirdParty.some((url) => url.startsWith('https://embed.tawk.to/'))).toBe(true);
  // The shop draws its ShopVote badge from its own route: the browser never asks ShopVote.
  await ratingRequest;
  expect(thirdParty.filter((url) => url.includes('shopvote'))).toEqual([]);
  const chat = page.locator('script#chat-support');
  await expect(chat).toHaveAttribute('data-locale', 'de-AT');
  await expect(chat).toHaveAttribute('data-store-name', 'Sanitärwelt');
  await expect(chat).toHaveAttribute('data-support-hours', 'Mo–Fr 8–17 Uhr');
  expect((await consentState(page)).at(-1)).toEqual([
    'consent',
    'update',
    {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    },
  ]);
  const cookie = (await context.cookies()).find((c) => c.name === 'CookieConsentGA');
  expect(cookie?.value).toBe('granted');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(149);
  expect(days).toBeLessThanOrEqual(150);

  await page.reload();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  expect((await consentState(page))[1]?.[1]).toBe('update');
});

test('declining keeps every third party away, also on the next visit', async ({ page, context }) => {
  const thirdParty = await recordThirdParty(context);
  await page.goto(storeUrl({ host: 'de.localhost' }));
  await page.getByRole('button', { name: 'Nein, bitte nur das Nötigste.' }).click();
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === 'CookieConsentGA')?.value).toBe('denied');
});

test('the banner stays off the data-protection page', async ({ page }) => {
  await page.goto(storeUrl({ host: 'at.localhost' }, '/datenschutz'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  await page.goto(storeUrl({ host: 'at.localhost' }, '/faq'));
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
});

test('the banner paints with the server-rendered page, before any script of the app has loaded', async ({
  page,
  context,
}) => {
  // The app's chunks never arrive: what shows is the server's HTML and the inline head scripts.
  await context.route('**/_next/static/chunks/*.js', (route) => route.abort());
  await page.goto(storeUrl({ host: 'at.localhost' }, '/faq'));
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
  await page.goto(storeUrl({ host: 'at.localhost' }, '/datenschutz'));
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
  await context.addCookies([
    { name: 'CookieConsentGA', value: 'denied', url: storeUrl({ host: 'at.localhost' }) },
  ]);
  await page.goto(storeUrl({ host: 'at.localhost' }, '/faq'));
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no banner is shown whose buttons could not work', async ({ page }) => {
    await page.goto(storeUrl({ host: 'at.localhost' }, '/faq'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('cookie-consent')).toBeHidden();
  });
});

test('after leaving the data-protection page in the app, an undecided shopper sees the banner', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(storeUrl({ host: 'at.localhost' }, '/datenschutz'));
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Über uns' }).click();
  await expect(page).toHaveURL(/\/ueber-uns\.html$/);
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('Romania offers WhatsApp chat once cookies are accepted', async ({ page, context }) => {
  await recordThirdParty(context);
  await page.goto(storeUrl({ host: 'ro.localhost' }));
  await expect(page.getByRole('link', { name: 'Scrie-ne pe WhatsApp' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Hai să începem!' }).click();
  await expect(page.getByRole('link', { name: 'Scrie-ne pe WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/40213114520',
  );
});

test('Germany shows Google’s customer-reviews badge once cookies are accepted, never before', async ({
  page,
  context,
}) => {
  await recordThirdParty(context);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://apis.google.com/')) asked.push(request.url());
  });
  // Google's platform script as far as the badge uses it: it records what it was asked to draw.
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: 'window.gapi={load:function(m,f){f()},ratingbadge:{render:function(e,o){window.drawnBadge=o}}};',
    }),
  );
  await page.goto(storeUrl({ host: 'de.localhost' }));
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.getByRole('button', { name: "Los geht's!" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { drawnBadge?: unknown }).drawnBadge))
    .toEqual({ merchant_id: 5088164312, position: 'BOTTOM_LEFT' });
  expect(asked).toEqual(['https://apis.google.com/js/platform.js']);
});
