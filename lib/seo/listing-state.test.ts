import fc from 'fast-check';
import { availabilities } from '../shop/listing';
import {
  chosenFilterCount,
  decodeStateSegment,
  defaultListingState,
  encodeStateSegment,
  listingQueryString,
  listingSorts,
  MAX_PAGE,
  parseListingQuery,
  type ListingState,
} from './listing-state';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('parseListingQuery', () => {
  it('reads filters, sort and page', () => {
    expect(
      parse(
        'brand=7,3&colour=2&colour=5&spec=12&availability=in-stock,preorder&price-min=100&price-max=249.90&sort=price-asc&page=3',
      ),
    ).toEqual({
      sort: 'priceAsc',
      page: 3,
      filters: {
        categoryIds: [],
        brandIds: [3, 7],
        colourIds: [2, 5],
        sizeIds: [],
        badgeIds: [],
        featureValueIds: [12],
        availability: ['inStock', 'preorder'],
        priceMin: 10_000,
        priceMax: 24_990,
      },
    });
  });

  it.each([
    ['page=-1', 1],
    ['page=0', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
    ['page=999999', MAX_PAGE],
    ['page=99999999999999999999', 1],
  ])('normalises %s to page %i', (query, page) => {
    expect(parse(query).page).toBe(page);
  });

  it('ignores an unknown sort, unknown parameters and malformed values', () => {
    expect(
      parse('sort=cheapest&foo=bar&brand=x,-2,0,3&availability=soon&price-min=1e9&price-max=abc'),
    ).toEqual({
      ...defaultListingState,
      filters: { ...defaultListingState.filters, brandIds: [3] },
    });
  });

  it('swaps a minimum price above the maximum', () => {
    expect(parse('price-min=500&price-max=100').filters).toMatchObject({
      priceMin: 10_000,
      priceMax: 50_000,
    });
  });

  it('accepts a decimal comma and keeps whole and decimal prices apart', () => {
    expect(parse('price-min=19,90').filters.priceMin).toBe(1_990);
    expect(listingQueryString(parse('price-min=19,90&price-max=20'))).toBe('price-min=19.90&price-max=20');
  });

  it('bounds a 10 kB query string to a few dozen values per filter', () => {
    const huge = `brand=${Array.from({ length: 2_000 }, (_, i) => i + 1).join(',')}&spec=${'9'.repeat(5_000)}`;
    expect(huge.length).toBeGreaterThan(10_000);
    const state = parse(huge);
    expect(state.filters.brandIds).toHaveLength(50);
    expect(state.filters.featureValueIds).toEqual([]);
  });
});

describe('listingQueryString', () => {
  it('writes one canonical form whatever order the parameters came in', () => {
    expect(listingQueryString(parse('page=2&sort=newest&brand=9&brand=1'))).toBe(
      'brand=1,9&sort=newest&page=2',
    );
    expect(listingQueryString(parse('brand=1,9&sort=newest&page=2'))).toBe('brand=1,9&sort=newest&page=2');
  });

  it('is empty for the default state', () => {
    expect(listingQueryString(defaultListingState)).toBe('');
    expect(encodeStateSegment(defaultListingState)).toBe('_');
  });
});

const idList = fc
  .uniqueArray(fc.integer({ min: 1, max: 99_999_999 }), { maxLength: 5 })
  .map((ids) => [...ids].sort((a, b) => a - b));
const states: fc.Arbitrary<ListingState> = fc.record({
  sort: fc.constantFrom(...listingSorts),
  page: fc.integer({ min: 1, max: MAX_PAGE }),
  filters: fc
    .record({
      categoryIds: idList,
      brandIds: idList,
      colourIds: idList,
      sizeIds: idList,
      badgeIds: idList,
      featureValueIds: idList,
      availability: fc.subarray([...availabilities]),
      prices: fc.tuple(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
      ),
      withPrices: fc.boolean(),
    })
    .map(({ prices, withPrices, ...rest }) => {
      const [min, max] = [Math.min(...prices), Math.max(...prices)];
      return withPrices ? { ...rest, priceMin: min, priceMax: max } : rest;
    }),
});

describe('the state in a URL', () => {
  it('survives a round trip through the query string and the internal path segment', () => {
    fc.assert(
      fc.property(states, (state) => {
        expect(parse(listingQueryString(state))).toEqual(state);
        expect(decodeStateSegment(encodeStateSegment(state))).toEqual(state);
      }),
    );
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        const state = parse(query);
        expect(state.page).toBeGreaterThanOrEqual(1);
        expect(parse(listingQueryString(state))).toEqual(state);
      }),
    );
  });

  it('reads a broken segment as the default state', () => {
    expect(decodeStateSegment('%E0%A4%A')).toEqual(defaultListingState);
  });

  it('counts chosen filters, a price range as one', () => {
    expect(chosenFilterCount(parse('brand=1,2&price-min=5&price-max=9&sort=newest').filters)).toBe(3);
  });
});
