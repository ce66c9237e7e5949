import {
  sharedCacheHeaders,
  sharedCacheKindOf,
  sharedLifetime,
  VARIES_BY_COOKIE_HEADER,
} from './shared-cache';

describe('sharedCacheHeaders', () => {
  it('keeps pages that differ by cookie out of every shared cache by default', () => {
    const headers = sharedCacheHeaders('shopper', undefined);
    expect(headers['Cache-Control']).toBe('private, no-cache');
    expect(headers[VARIES_BY_COOKIE_HEADER]).toBe('1');
    expect(headers['CDN-Cache-Control']).toBeUndefined();
  });

  it('lets only a CDN told to read CDN-Cache-Control keep them, when the operator opts in', () => {
    const headers = sharedCacheHeaders('shopper', 600);
    expect(headers['Cache-Control']).toBe('private, no-cache');
    expect(headers['CDN-Cache-Control']).toBe('public, max-age=600, stale-while-revalidate=600');
  });

  it('shares what is the same for everyone on a host', () => {
    const headers = sharedCacheHeaders('host', 600);
    expect(headers['Cache-Control']).toMatch(/^public, .*s-maxage=3600/);
    expect(headers[VARIES_BY_COOKIE_HEADER]).toBeUndefined();
  });
});

describe('shared lifetimes before a VAT change', () => {
  it('are unchanged when no change is recorded or it is far away', () => {
    expect(sharedLifetime(600, null)).toEqual({ fresh: 600, stale: 600 });
    expect(sharedLifetime(600, 86_400)).toEqual({ fresh: 600, stale: 600 });
  });

  it('end, stale time included, at the midnight the rate changes', () => {
    expect(sharedLifetime(600, 900)).toEqual({ fresh: 600, stale: 300 });
    expect(sharedLifetime(600, 250.7)).toEqual({ fresh: 250, stale: 0 });
    expect(sharedLifetime(600, 0.5)).toBeNull();
  });

  it('shorten what a CDN and a host-wide cache may keep, and leave nothing to keep in the last second', () => {
    expect(sharedCacheHeaders('shopper', 600, 900)['CDN-Cache-Control']).toBe(
      'public, max-age=600, stale-while-revalidate=300',
    );
    expect(sharedCacheHeaders('shopper', 600, 0)['CDN-Cache-Control']).toBeUndefined();
    expect(sharedCacheHeaders('host', undefined, 120)['Cache-Control']).toBe(
      'public, max-age=0, s-maxage=120, stale-while-revalidate=0',
    );
    expect(sharedCacheHeaders('host', undefined, 0)['Cache-Control']).toBe('public, max-age=0, s-maxage=0');
  });
});

describe('a shopper’s own pages', () => {
  it('are never stored, not even by a CDN the operator opted in', () => {
    const headers = sharedCacheHeaders('personal', 600);
    expect(headers['Cache-Control']).toBe('private, no-store');
    expect(headers['CDN-Cache-Control']).toBeUndefined();
  });
});

describe('pages priced without VAT for a business customer', () => {
  it('are revalidated like every priced page, and never kept by a CDN keyed on the delivery country', () => {
    const headers = sharedCacheHeaders('business', 600);
    expect(headers['Cache-Control']).toBe('private, no-cache');
    expect(headers[VARIES_BY_COOKIE_HEADER]).toBe('1');
    expect(headers['CDN-Cache-Control']).toBeUndefined();
  });

  it('are every priced page of a net market, its 404 screens included; a shopper’s own stay personal', () => {
    expect(sharedCacheKindOf({ kind: 'product', productId: 1, saleElementId: null }, 'net')).toBe('business');
    expect(sharedCacheKindOf({ kind: 'notFound', reason: 'routeNotFound' }, 'net')).toBe('business');
    expect(sharedCacheKindOf({ kind: 'page', path: 'advent-calendar' }, 'net')).toBe('business');
    expect(sharedCacheKindOf({ kind: 'page', path: 'cart' }, 'net')).toBe('personal');
    expect(sharedCacheKindOf({ kind: 'page', path: 'robots.txt' }, 'net')).toBe('host');
  });
});

describe('sharedCacheKindOf', () => {
  it('shares robots.txt, sitemaps and feeds by host and nothing else', () => {
    expect(sharedCacheKindOf({ kind: 'page', path: 'feeds/google-merchant.xml' }, 'gross')).toBe('host');
    expect(sharedCacheKindOf({ kind: 'page', path: 'robots.txt' }, 'gross')).toBe('host');
    expect(sharedCacheKindOf({ kind: 'page', path: 'sitemap.xml' }, 'gross')).toBe('host');
    expect(sharedCacheKindOf({ kind: 'page', path: 'sitemaps/de-products-1.xml' }, 'gross')).toBe('host');
    expect(sharedCacheKindOf({ kind: 'page', path: 'advent-calendar' }, 'gross')).toBe('shopper');
    for (const path of [
      'cart',
      'wishlist',
      'compare',
      'checkout',
      'order-placed',
      'account',
      'login-register',
      'logout',
      'forgot-password',
      'newsletter',
      'newsletter-unsubscribe',
      'contact',
      'feedback',
      'account/installations',
      'account/order/17',
      'account/order/17/invoice.pdf',
      'account/order/17/invoice.xml',
      'account/order/17/credit-note.pdf',
      'seo-preview',
      'seo-preview/report',
      'guest/invoice/ORD123456789012/abcdefghijklmnopqrstuvwxyz012345',
      'guest/invoice/ORD123456789012/abcdefghijklmnopqrstuvwxyz012345/invoice.xml',
    ])
      expect(sharedCacheKindOf({ kind: 'page', path }, 'gross')).toBe('personal');
    expect(sharedCacheKindOf({ kind: 'accessibility', contentId: 13 }, 'gross')).toBe('personal');
    expect(sharedCacheKindOf({ kind: 'content', contentId: 7 }, 'gross')).toBe('shopper');
    expect(sharedCacheKindOf({ kind: 'page', path: 'accounts' }, 'gross')).toBe('shopper');
    expect(sharedCacheKindOf({ kind: 'product', productId: 1, saleElementId: null }, 'gross')).toBe(
      'shopper',
    );
    expect(sharedCacheKindOf({ kind: 'notFound', reason: 'routeNotFound' }, 'gross')).toBe('shopper');
  });
});
