import type { UrlResolution, ViewDescription } from '../shop/types';
import { hasBarrierReportForm, landingOf, resolvePath, type PathLookups } from './resolve-path';

/** A small shop: what exists is listed; anything else is missing or switched off. */
function lookups(): PathLookups & { calls: string[] } {
  const calls: string[] = [];
  const urls: Record<string, UrlResolution> = {
    'armatur.html': { kind: 'current', view: 'product', viewId: 1 },
    'armatur-chrom-60-cm.html': { kind: 'current', view: 'pse', viewId: 11 },
    'armatur-2022.html': { kind: 'retired', view: 'product', viewId: 1, currentUrl: 'armatur.html' },
    'versteckt.html': { kind: 'current', view: 'product', viewId: 2 },
    'versteckt-variante.html': { kind: 'current', view: 'pse', viewId: 22 },
    'bad.html': { kind: 'current', view: 'category', viewId: 3 },
    'auslauf.html': { kind: 'current', view: 'category', viewId: 4 },
    'aquavia.html': { kind: 'current', view: 'brand', viewId: 5 },
    'sanolux.html': { kind: 'current', view: 'brand', viewId: 6 },
    'ueber-uns.html': { kind: 'current', view: 'content', viewId: 7 },
    'aquavia-armaturen.html': { kind: 'current', view: 'content', viewId: 8 },
    'sommeraktion.html': { kind: 'current', view: 'content', viewId: 9 },
    'landing-ohne-marke.html': { kind: 'current', view: 'content', viewId: 10 },
    'landing-ohne-kategorie.html': { kind: 'current', view: 'content', viewId: 12 },
    'themenwelten.html': { kind: 'current', view: 'folder', viewId: 4 },
    'barrierefreiheit.html': { kind: 'current', view: 'content', viewId: 13 },
  };
  const views: ViewDescription[] = [
    { view: 'product', id: 1 },
    { view: 'pse', id: 11, productId: 1 },
    { view: 'category', id: 3 },
    { view: 'brand', id: 5 },
    { view: 'content', id: 7, postscriptum: '' },
    { view: 'content', id: 8, postscriptum: '{"brand_id":5,"category_id":3}' },
    { view: 'content', id: 10, postscriptum: '{"brand_id":6,"category_id":3}' },
    { view: 'content', id: 12, postscriptum: '{"brand_id":5,"category_id":4}' },
    { view: 'content', id: 13, postscriptum: '{"form":"barrier-report"}' },
    { view: 'folder', id: 4 },
  ];
  return {
    calls,
    fixedContentId: async (path) =>
      (({ 'agb.html': 7, ghost: 9, barrierefreiheit: 13 }) as Record<string, number>)[path] ?? null,
    withdrawalFormUrl: async () => '/media/docs/widerrufsformular-at.pdf',
    rewrittenUrl: async (path) => {
      calls.push(path);
      return urls[path] ?? null;
    },
    guide: async () => ({ slugs: ['heizkoerper-richtig-auswaehlen', 'dusche'], pages: 2 }),
    productUrl: async (id) =>
      (({ 1: 'armatur.html', 2: 'versteckt.html' }) as Record<number, string>)[id] ?? null,
    view: async (view, id) => views.find((entry) => entry.view === view && entry.id === id) ?? null,
    badgeCodes: async () => ['new', 'offer'],
  };
}

const resolve = (path: string, prefix = '') => resolvePath(path, 'de', prefix, lookups());

describe('resolvePath', () => {
  it.each([
    ['', { kind: 'home' }],
    ['armatur.html', { kind: 'product', productId: 1, saleElementId: null }],
    ['armatur-chrom-60-cm.html', { kind: 'product', productId: 1, saleElementId: 11 }],
    ['bad.html', { kind: 'category', categoryId: 3 }],
    ['aquavia.html', { kind: 'brand', brandId: 5 }],
    ['ueber-uns.html', { kind: 'content', contentId: 7 }],
    ['aquavia-armaturen.html', { kind: 'landing', contentId: 8 }],
    ['agb.html', { kind: 'content', contentId: 7 }],
    ['barrierefreiheit', { kind: 'accessibility', contentId: 13 }],
    ['barrierefreiheit.html', { kind: 'accessibility', contentId: 13 }],
    ['marken', { kind: 'brands' }],
    ['shop-grid-standard/new', { kind: 'badgeListing', badge: 'new' }],
    ['shop-grid-standard/all', { kind: 'badgeListing', badge: 'all' }],
    ['search/Thermostat', { kind: 'search', text: 'Thermostat' }],
    ['search/ Wand-WC 50/60 cm ', { kind: 'search', text: 'Wand-WC 50/60 cm' }],
    ['search/Therm\u0000ostat', { kind: 'search', text: 'Therm ostat' }],
    ['search/   ', { kind: 'notFound', reason: 'routeNotFound' }],
    [`search/${'x'.repeat(300)}`, { kind: 'notFound', reason: 'routeNotFound' }],
    ['advent-calendar', { kind: 'page', path: 'advent-calendar' }],
    ['newsletter', { kind: 'page', path: 'newsletter' }],
    ['newsletter-unsubscribe', { kind: 'page', path: 'newsletter-unsubscribe' }],
    ['contact', { kind: 'page', path: 'contact' }],
    ['feedback', { kind: 'page', path: 'feedback' }],
    ['robots.txt', { kind: 'page', path: 'robots.txt' }],
    ['sitemap.xml', { kind: 'page', path: 'sitemap.xml' }],
    ['sitemaps/de-products-2.xml', { kind: 'page', path: 'sitemaps/de-products-2.xml' }],
    ['feeds/google-merchant.xml', { kind: 'page', path: 'feeds/google-merchant.xml' }],
    ['account/order/42', { kind: 'page', path: 'account/order/42' }],
    ['account/installations', { kind: 'page', path: 'account/installations' }],
    ['account/reviews', { kind: 'page', path: 'account/reviews' }],
    ['account/write-review', { kind: 'page', path: 'account/write-review' }],
    ['account/order/42/invoice.pdf', { kind: 'page', path: 'account/order/42/invoice.pdf' }],
    ['account/order/42/invoice.xml', { kind: 'page', path: 'account/order/42/invoice.xml' }],
    ['account/order/42/credit-note.pdf', { kind: 'page', path: 'account/order/42/credit-note.pdf' }],
    ['account/order/42/invoice.txt', { kind: 'notFound', reason: 'routeNotFound' }],
    [
      'guest/invoice/ORD123456789012/abcdefghijklmnopqrstuvwxyz012345/invoice.xml',
      { kind: 'page', path: 'guest/invoice/ORD123456789012/abcdefghijklmnopqrstuvwxyz012345/invoice.xml' },
    ],
    [
      'guest/invoice/ORD123456789012/abcdefghijklmnopqrstuvwxyz012345/credit-note.xml',
      {
        kind: 'page',
        path: 'guest/invoice/ORD123456789012/abcdefghijklmnopqrstuvwxyz012345/credit-note.xml',
      },
    ],
    [
      'guest/invoice/ORD123456789012/abcdefghijklmnopqrstuvwxyz012345',
      { kind: 'page', path: 'guest/invoice/ORD123456789012/abcdefghijklmnopqrstuvwxyz012345' },
    ],
    ['guest/invoice/ORD12/abc', { kind: 'notFound', reason: 'routeNotFound' }],
  ])('resolves %j to what it shows', async (path, target) => {
    expect(await resolve(path)).toEqual(target);
  });

  it('sends a retired URL permanently to the current one, in the page’s language', async () => {
    expect(await resolve('armatur-2022.html')).toEqual({
      kind: 'redirect',
      location: '/armatur.html',
      permanent: true,
    });
    expect(await resolve('armatur-2022.html', '/en')).toMatchObject({ location: '/en/armatur.html' });
  });

  it('sends /product/{id} permanently to the product’s own URL, in the page’s language', async () => {
    expect(await resolve('product/1')).toEqual({
      kind: 'redirect',
      location: '/armatur.html',
      permanent: true,
    });
    expect(await resolve('product/1', '/en')).toMatchObject({ location: '/en/armatur.html' });
  });

  it.each(['product/2', 'product/3', 'product/0', 'product/01', 'product/1/2'])(
    'shows %s as a missing product, or a missing page, not a redirect',
    async (path) => expect((await resolve(path)).kind).toBe('notFound'),
  );

  it.each([
    ['blog', { kind: 'page', path: 'blog' }],
    ['blog/page/2', { kind: 'page', path: 'blog/page/2' }],
    ['blog/heizkoerper-richtig-auswaehlen', { kind: 'page', path: 'blog/heizkoerper-richtig-auswaehlen' }],
    ['blog/page/3', { kind: 'notFound', reason: 'routeNotFound' }],
    ['blog/gibt-es-nicht', { kind: 'notFound', reason: 'routeNotFound' }],
    ['blog/Heizkoerper', { kind: 'notFound', reason: 'routeNotFound' }],
    ['blog/page', { kind: 'notFound', reason: 'routeNotFound' }],
    ['blog/dusche/mehr', { kind: 'notFound', reason: 'routeNotFound' }],
  ])('knows the guide’s page %s only while the store’s guide has it', async (path, target) => {
    expect(await resolve(path)).toEqual(target);
  });

  it('sends the guide’s first page by number to the guide itself', async () => {
    expect(await resolve('blog/page/1', '/en')).toEqual({
      kind: 'redirect',
      location: '/en/blog',
      permanent: true,
    });
  });

  it('sends /widerrufsformular to the configured form, temporarily', async () => {
    expect(await resolve('widerrufsformular')).toEqual({
      kind: 'redirect',
      location: '/media/docs/widerrufsformular-at.pdf',
      permanent: false,
    });
  });

  it.each([
    ['gibt-es-nicht.html', 'routeNotFound'],
    ['versteckt.html', 'productFetchFailed'],
    ['versteckt-variante.html', 'productFetchFailed'],
    ['auslauf.html', 'categoryFetchFailed'],
    ['sanolux.html', 'brandFetchFailed'],
    ['sommeraktion.html', 'contentFetchFailed'],
    ['ghost', 'contentFetchFailed'],
    ['landing-ohne-marke.html', 'brandFetchFailed'],
    ['landing-ohne-kategorie.html', 'categoryFetchFailed'],
    ['themenwelten.html', 'contentTypeNotFound'],
    ['shop-grid-standard/Neu!', 'routeNotFound'],
    ['shop-grid-standard/vintage', 'routeNotFound'],
  ])('answers %j with the reason %s', async (path, reason) => {
    expect(await resolve(path)).toEqual({ kind: 'notFound', reason });
  });

  it('knows the brands list by its name in each language only', async () => {
    expect(await resolvePath('branduri', 'ro', '', lookups())).toEqual({ kind: 'brands' });
    expect(await resolvePath('brands', 'en', '/en', lookups())).toEqual({ kind: 'brands' });
    expect(await resolve('brands')).toEqual({ kind: 'notFound', reason: 'routeNotFound' });
  });

  it('does not look up a path longer than any rewritten URL can be', async () => {
    const shop = lookups();
    expect(await resolvePath(`${'x'.repeat(300)}.html`, 'de', '', shop)).toEqual({
      kind: 'notFound',
      reason: 'routeNotFound',
    });
    expect(shop.calls).toEqual([]);
  });
});

describe('landingOf', () => {
  it.each([
    ['{"brand_id":1,"category_id":2}', { brandId: 1, categoryId: 2 }],
    ['{"brand_id":"1","category_id":"2"}', { brandId: 1, categoryId: 2 }],
    ['{"brand_id":1}', null],
    ['{"brand_id":0,"category_id":2}', null],
    ['{"brand_id":1.5,"category_id":2}', null],
    ['[1,2]', null],
    ['null', null],
    ['Versandkostenfrei ab 50 €', null],
    ['', null],
  ])('reads %j', (postscriptum, landing) => {
    expect(landingOf(postscriptum)).toEqual(landing);
  });
});

describe('hasBarrierReportForm', () => {
  it.each([
    ['{"form":"barrier-report"}', true],
    ['{"form":"contact"}', false],
    ['{"brand_id":1,"category_id":2}', false],
    ['"barrier-report"', false],
    ['null', false],
    ['', false],
  ])('reads %j', (postscriptum, marked) => {
    expect(hasBarrierReportForm(postscriptum)).toBe(marked);
  });
});
