import { applyFilters } from './listing-filters';
import type { ListingVocabulary } from './listing-vocabulary';

const titled = (id: number) => ({ id, title: `#${id}`, position: id });

const vocabulary: ListingVocabulary = {
  // 1 Bathroom > 2 Taps > 3 Basin taps; 4 Heating
  categories: [
    { ...titled(1), parentId: 0 },
    { ...titled(2), parentId: 1 },
    { ...titled(3), parentId: 2 },
    { ...titled(4), parentId: 0 },
  ],
  brands: [titled(1), titled(2)],
  colours: [{ ...titled(1), swatch: '#fff' }],
  sizes: [titled(11)],
  badges: [{ ...titled(1), code: 'new', color: '#1b5e20', announcesReduction: false }],
  features: [{ ...titled(1), values: [titled(5), titled(6)] }],
  featureOfValue: new Map([
    [5, 1],
    [6, 1],
  ]),
};

describe('applyFilters', () => {
  it('keeps known values, de-duplicated and in order', () => {
    expect(
      applyFilters(
        { brandIds: [2, 1, 2], featureValueIds: [6, 5], availability: ['inStock', 'inStock'] },
        vocabulary,
        undefined,
      ),
    ).toMatchObject({ brandIds: [1, 2], featureValueIds: [5, 6], availability: ['inStock'] });
  });

  it('drops values the shop does not know', () => {
    expect(
      applyFilters(
        { brandIds: [99], colourIds: [2], sizeIds: [11], badgeIds: [7], featureValueIds: [8] },
        vocabulary,
        undefined,
      ),
    ).toMatchObject({ brandIds: [], colourIds: [], sizeIds: [11], badgeIds: [], featureValueIds: [] });
  });

  it('only narrows a category listing to its own subcategories', () => {
    expect(applyFilters({ categoryIds: [1, 2, 3, 4] }, vocabulary, 1).categoryIds).toEqual([2, 3]);
    expect(applyFilters({ categoryIds: [1, 4] }, vocabulary, undefined).categoryIds).toEqual([1, 4]);
  });

  it('swaps a minimum price above the maximum', () => {
    expect(applyFilters({ priceMin: 50_00, priceMax: 10_00 }, vocabulary, undefined)).toMatchObject({
      priceMin: 10_00,
      priceMax: 50_00,
    });
    expect(applyFilters({ priceMin: 10_00 }, vocabulary, undefined)).not.toHaveProperty('priceMax');
  });

  it('gives empty filters for none', () => {
    expect(applyFilters(undefined, vocabulary, undefined)).toEqual({
      categoryIds: [],
      brandIds: [],
      colourIds: [],
      sizeIds: [],
      badgeIds: [],
      featureValueIds: [],
      availability: [],
    });
  });
});
