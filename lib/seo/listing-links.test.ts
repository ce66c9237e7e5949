import {
  isIndexable,
  listingHref,
  pageWindow,
  toggleAvailability,
  toggleId,
  withoutFilters,
  withoutPrice,
  withPage,
  withSort,
} from './listing-links';
import { parseListingQuery } from './listing-state';

const state = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('listing links', () => {
  it('toggle a value and start at page 1', () => {
    expect(listingHref('/bad.html', toggleId(state('brand=3&page=4'), 'brandIds', 1))).toBe(
      '/bad.html?brand=1,3',
    );
    expect(listingHref('/bad.html', toggleId(state('brand=1,3'), 'brandIds', 1))).toBe('/bad.html?brand=3');
    expect(listingHref('/bad.html', toggleAvailability(state('availability=preorder'), 'inStock'))).toBe(
      '/bad.html?availability=in-stock,preorder',
    );
  });

  it('keep the filters when sorting and paging', () => {
    const filtered = state('colour=2&page=3');
    expect(listingHref('/bad.html', withSort(filtered, 'priceAsc'))).toBe(
      '/bad.html?colour=2&sort=price-asc',
    );
    expect(listingHref('/bad.html', withPage(filtered, 4))).toBe('/bad.html?colour=2&page=4');
    expect(listingHref('/bad.html', withPage(filtered, 1))).toBe('/bad.html?colour=2');
  });

  it('remove the price range or every filter', () => {
    expect(listingHref('/bad.html', withoutPrice(state('price-min=10&price-max=20&brand=1')))).toBe(
      '/bad.html?brand=1',
    );
    expect(listingHref('/bad.html', withoutFilters(state('price-min=10&brand=1&sort=newest')))).toBe(
      '/bad.html?sort=newest',
    );
  });

  it('index the plain listing and its pages only', () => {
    expect(isIndexable(state(''))).toBe(true);
    expect(isIndexable(state('page=5'))).toBe(true);
    expect(isIndexable(state('sort=newest'))).toBe(false);
    expect(isIndexable(state('brand=1'))).toBe(false);
    expect(isIndexable(state('price-max=50'))).toBe(false);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [6, 20, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]],
    [1, 20, [1, 2, 3, 'gap', 20]],
    [20, 20, [1, 'gap', 18, 19, 20]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('around page %i of %i', (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });
});
