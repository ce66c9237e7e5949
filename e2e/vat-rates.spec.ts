import { expect, test, type APIRequestContext } from '@playwright/test';
import { fetchPage, sitemapUrls } from './server-pages';
import { storeUrl } from './stores';

/**
 * The VAT a shopper reads, per store, as the server sends it (no browser needed): the rates in force today, not
 * last year's (issue 31). Romania 21 % since 1 August 2025; Austria's photovoltaics 20 % again since 1 April 2025;
 * Germany's photovoltaics still 0 % (§ 12 Abs. 3 UStG).
 */
const expectations = [
  {
    host: 'at.localhost',
    standard: 'inkl. 20 % MwSt.',
    photovoltaics: 'inkl. 20 % MwSt.',
    pv: /solarmodule/,
  },
  { host: 'de.localhost', standard: 'inkl. 19 % MwSt.', photovoltaics: 'inkl. 0 % MwSt.', pv: /solarmodule/ },
  {
    host: 'ro.localhost',
    standard: 'TVA 21 % inclus',
    photovoltaics: 'TVA 21 % inclus',
    pv: /panouri-fotovoltaice/,
  },
];

async function vatNotes(request: APIRequestContext, url: string): Promise<string[]> {
  const html = await (await fetchPage(request, url)).text();
  return [...html.matchAll(/data-testid="vat-note"[^>]*>([^<]+)</g)].map((match) => match[1]!.trim());
}

for (const store of expectations) {
  test(`the ${store.host} store charges the VAT in force today`, async ({ request }) => {
    const home = await (await fetchPage(request, storeUrl(store))).text();
    expect(home).toContain(store.standard);
    expect(home).not.toMatch(/19 ?% TVA|TVA 19 %/);

    const urls = await sitemapUrls(request, store.host);
    const pvListing = urls.find((url) => store.pv.test(url));
    expect(pvListing, `a photovoltaics listing of ${store.host}`).toBeDefined();
    const notes = await vatNotes(request, pvListing!);
    expect(notes.length).toBeGreaterThan(0);
    expect(new Set(notes)).toEqual(new Set([store.photovoltaics]));
  });
}
