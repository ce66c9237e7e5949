import { expect, test, type APIRequestContext } from '@playwright/test';
import { cookieKeyedRecipe, nginxInstalled, startNginx, type CachingProxy } from './reverse-proxy';
import { fetchPage, sitemapUrls } from './server-pages';
import { parseMoney } from './stores';
import { extraPorts } from './ports';

// docs/architecture.md "Shared caches in front of the shop": a real nginx in front of the server under test, as two
// kinds of shared cache. The server runs with CDN_CACHE_SECONDS (playwright.config.ts), as an operator would
// start it behind the README's recipe.
const UPSTREAM = Number(process.env.E2E_PORT ?? 3100);
const IGNORES_VARY = extraPorts.sharedCacheIgnoresVary;
const COOKIE_KEYED = extraPorts.sharedCacheCookieKeyed;

function serverBlocks(folder: string): string {
  return `
  proxy_cache_path ${folder}/cache/plain keys_zone=plain:1m;
  # Like many CDNs: one entry per URL, Vary ignored, Cache-Control obeyed.
  server {
    listen 127.0.0.1:${IGNORES_VARY};
    location / {
      proxy_pass http://127.0.0.1:${UPSTREAM};
      proxy_cache plain;
      proxy_cache_key $scheme$host$request_uri;
      proxy_ignore_headers Vary;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
  ${cookieKeyedRecipe(folder, COOKIE_KEYED, UPSTREAM)}`;
}

interface Seen {
  price: number;
  vatNote: string;
  cache: string | null;
  headers: Record<string, string>;
}

const countryCookie = (countryId: number | null): Record<string, string> =>
  countryId === null ? {} : { cookie: `delivery_country=${countryId}` };

/** A product page as a client of the cache sees it: its price, VAT note and what the cache did. */
async function productThrough(
  request: APIRequestContext,
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<Seen> {
  const response = await request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `at.localhost:${port}`, ...headers },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const block = html.slice(html.indexOf('data-testid="product-price"'));
  const price = /data-testid="price"[^>]*>([^<]+)</.exec(block)?.[1] ?? '';
  const vatNote = /data-testid="vat-note"[^>]*>([^<]+)</.exec(block)?.[1] ?? '';
  return {
    price: parseMoney(price),
    vatNote,
    cache: response.headers()['x-cache-status'] ?? null,
    headers: response.headers(),
  };
}

let nginx: CachingProxy | undefined;
let productPath = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.skip(!nginxInstalled(), 'needs nginx (npm test installs it from apt)');
  nginx = await startNginx(serverBlocks, [IGNORES_VARY, COOKIE_KEYED]);
  // A product with a price in both countries (not given on request, delivered to Germany too).
  for (const url of await sitemapUrls(request, 'at.localhost', 'products')) {
    const html = await (await fetchPage(request, url)).text();
    if (html.includes('data-testid="product-price"') && !html.includes('data-testid="price-on-request"')) {
      productPath = new URL(url).pathname;
      break;
    }
  }
  expect(productPath).not.toBe('');
});

test.afterAll(async () => {
  await nginx?.stop();
});

test('a cache that ignores Vary never hands one delivery country’s prices to another', async ({
  request,
}) => {
  const seen: Seen[] = [];
  for (const country of [null, 5, 13, null, 5])
    seen.push(await productThrough(request, IGNORES_VARY, productPath, countryCookie(country)));
  const [austria, germany, austriaByCookie, austriaAgain, germanyAgain] = seen as [
    Seen,
    Seen,
    Seen,
    Seen,
    Seen,
  ];
  expect(austria.vatNote).toContain('20 %');
  expect(germany.vatNote).toContain('19 %');
  expect(Math.abs(germany.price - (austria.price * 119) / 120)).toBeLessThanOrEqual(1.5);
  expect(austriaByCookie.price).toBe(austria.price);
  expect(austriaAgain.price).toBe(austria.price);
  expect(germanyAgain.price).toBe(germany.price);
  // Nothing priced was stored: every answer came from the shop.
  expect(seen.map((answer) => answer.cache)).not.toContain('HIT');
  for (const answer of seen) {
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['vary']).toMatch(/\bCookie\b/);
  }
});

test('no cookie switches prices to net: a claimed VAT exemption gets the gross page', async ({ request }) => {
  const forged = await productThrough(request, IGNORES_VARY, productPath, {
    cookie: 'delivery_country=5; vat_mode=net; excludeVAT=true; isCompany=true',
  });
  const germany = await productThrough(request, IGNORES_VARY, productPath, countryCookie(5));
  expect(forged.vatNote).toContain('19 %');
  expect(forged.price).toBe(germany.price);
});

test('the README’s cookie-keyed recipe caches each country’s page apart, and never mixes them', async ({
  request,
}) => {
  const austria = await productThrough(request, COOKIE_KEYED, productPath);
  const austriaCached = await productThrough(request, COOKIE_KEYED, productPath);
  const germany = await productThrough(request, COOKIE_KEYED, productPath, countryCookie(5));
  const germanyCached = await productThrough(request, COOKIE_KEYED, productPath, countryCookie(5));
  const austriaLater = await productThrough(request, COOKIE_KEYED, productPath);
  expect([austria.cache, austriaCached.cache]).toEqual(['MISS', 'HIT']);
  expect([germany.cache, germanyCached.cache, austriaLater.cache]).toEqual(['MISS', 'HIT', 'HIT']);
  expect(austria.vatNote).toContain('20 %');
  expect(germanyCached.vatNote).toContain('19 %');
  expect(austriaCached.price).toBe(austria.price);
  expect(austriaLater.price).toBe(austria.price);
  expect(germanyCached.price).toBe(germany.price);
  expect(germany.price).not.toBe(austria.price);
  expect(austria.headers['cdn-cache-control']).toMatch(/^public, max-age=\d+/);
});

test('a shopper’s cart is never stored, not even by the cookie-keyed recipe', async ({ request }) => {
  for (const port of [IGNORES_VARY, COOKIE_KEYED]) {
    for (const path of ['/cart', '/api/cart']) {
      const answers = [];
      for (let round = 0; round < 2; round += 1)
        answers.push(
          await request.get(`http://127.0.0.1:${port}${path}`, {
            headers: { host: `at.localhost:${port}`, cookie: 'delivery_country=13' },
          }),
        );
      for (const answer of answers) {
        expect(answer.status()).toBe(200);
        expect(answer.headers()['cache-control']).toMatch(/^private, no-store/);
        expect(answer.headers()['cdn-cache-control']).toBeUndefined();
        expect(answer.headers()['x-cache-status']).not.toBe('HIT');
      }
    }
  }
});

test('what is the same for everyone on a host is shared: robots.txt', async ({ request }) => {
  const get = () =>
    request.get(`http://127.0.0.1:${IGNORES_VARY}/robots.txt`, {
      headers: { host: `at.localhost:${IGNORES_VARY}`, cookie: 'delivery_country=5' },
    });
  await get();
  const again = await get();
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect(await again.text()).toContain('Sitemap:');
});

test('a shopper who picks Germany behind the cache sees German prices at once', async ({ page }) => {
  await page.goto(`http://at.localhost:${IGNORES_VARY}${productPath}`);
  const price = page.getByTestId('product-price');
  await expect(price.getByTestId('vat-note')).toContainText('20 %');
  const austrian = parseMoney((await price.getByTestId('price').textContent()) ?? '');
  await page.getByLabel('Lieferland').selectOption({ label: 'Deutschland (inkl. 19 % MwSt.)' });
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(price.getByTestId('vat-note')).toContainText('19 %');
  const german = parseMoney((await price.getByTestId('price').textContent()) ?? '');
  expect(Math.abs(german - (austrian * 119) / 120)).toBeLessThanOrEqual(1.5);
  expect(page.url()).toBe(`http://at.localhost:${IGNORES_VARY}${productPath}`);
});

test('no response names the internal path a page was rendered from', async ({ request }) => {
  for (const port of [UPSTREAM, IGNORES_VARY]) {
    for (const path of ['/', productPath, '/marken', '/no-such-page']) {
      const response = await request.get(`http://127.0.0.1:${port}${path}`, {
        headers: { host: `at.localhost:${port}` },
        maxRedirects: 0,
      });
      expect(response.headers()['x-middleware-rewrite']).toBeUndefined();
      expect(response.headers()['x-storefront-varies-by-cookie']).toBeUndefined();
      expect(Object.values(response.headers()).join(' ')).not.toMatch(/at-de-13-gross/);
    }
  }
});
