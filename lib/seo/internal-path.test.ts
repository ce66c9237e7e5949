import type { Market } from '../i18n/market';
import { internalPathOf, reviewPageOf } from './internal-path';

const market: Market = { store: 'at', language: 'de', deliveryCountryId: 13, vatMode: 'gross' };
const none = new URLSearchParams();

describe('internalPathOf', () => {
  it('puts the market first and the listing state last', () => {
    expect(
      internalPathOf(market, { kind: 'category', categoryId: 3 }, new URLSearchParams('sort=newest&brand=2')),
    ).toBe('/at-de-13-gross/category/3/brand%3D2%26sort%3Dnewest');
    expect(internalPathOf(market, { kind: 'brand', brandId: 5 }, none)).toBe('/at-de-13-gross/brand/5/_');
    expect(internalPathOf(market, { kind: 'badgeListing', badge: 'new' }, none)).toBe(
      '/at-de-13-gross/shop-grid-standard/new/_',
    );
    expect(
      internalPathOf(
        market,
        { kind: 'search', text: 'Wand-WC 50/60 %' },
        new URLSearchParams('sort=price-asc'),
      ),
    ).toBe(`/at-de-13-gross/search/${Buffer.from('Wand-WC 50/60 %').toString('base64url')}/sort%3Dprice-asc`);
    expect(internalPathOf(market, { kind: 'landing', contentId: 8 }, new URLSearchParams('page=2'))).toBe(
      '/at-de-13-gross/landing/8/page%3D2',
    );
  });

  it('ignores the query of pages that are no listing, so tracking parameters share one cached page', () => {
    const tracking = new URLSearchParams('utm_source=newsletter');
    expect(internalPathOf(market, { kind: 'product', productId: 1, saleElementId: null }, tracking)).toBe(
      '/at-de-13-gross/product/1',
    );
    expect(internalPathOf(market, { kind: 'product', productId: 1, saleElementId: 11 }, tracking)).toBe(
      '/at-de-13-gross/product/1/11',
    );
    expect(internalPathOf(market, { kind: 'content', contentId: 7 }, tracking)).toBe(
      '/at-de-13-gross/content/7',
    );
    expect(internalPathOf(market, { kind: 'accessibility', contentId: 13 }, tracking)).toBe(
      '/at-de-13-gross/accessibility/13',
    );
    expect(internalPathOf(market, { kind: 'category', categoryId: 3 }, tracking)).toBe(
      '/at-de-13-gross/category/3/_',
    );
  });

  it('routes the shop’s own screens and the not-found reasons', () => {
    expect(internalPathOf(market, { kind: 'home' }, none)).toBe('/at-de-13-gross');
    expect(internalPathOf(market, { kind: 'brands' }, none)).toBe('/at-de-13-gross/brands');
    expect(internalPathOf(market, { kind: 'page', path: 'advent-calendar' }, none)).toBe(
      '/at-de-13-gross/advent-calendar',
    );
    expect(internalPathOf(market, { kind: 'notFound', reason: 'brandFetchFailed' }, none)).toBe(
      '/at-de-13-gross/unresolved/brandFetchFailed',
    );
  });
});

describe('reviewPageOf', () => {
  it('names the further pages of a product’s reviews, from 2', () => {
    expect(reviewPageOf(new URLSearchParams('reviews=2'))).toBe(2);
    expect(reviewPageOf(new URLSearchParams('reviews=21'))).toBe(21);
    for (const query of [
      'reviews=1',
      'reviews=0',
      'reviews=-2',
      'reviews=x',
      'reviews=02',
      '',
      'reviews=999999',
    ])
      expect(reviewPageOf(new URLSearchParams(query))).toBeNull();
  });
});

describe('a product page with ?reviews=N', () => {
  it('goes to the cached page of those reviews, the product page itself for the first', () => {
    const product = { kind: 'product' as const, productId: 7, saleElementId: null };
    expect(internalPathOf(market, product, new URLSearchParams('reviews=3'))).toBe(
      '/at-de-13-gross/product/7/reviews/3',
    );
    expect(internalPathOf(market, product, new URLSearchParams('reviews=1'))).toBe(
      '/at-de-13-gross/product/7',
    );
  });
});
