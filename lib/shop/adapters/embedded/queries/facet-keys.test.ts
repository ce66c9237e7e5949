import fc from 'fast-check';
import { decodeFacetKey, FACET_SPAN, facetBase, facetGroups, facetKey, type FacetGroup } from './facet-keys';

describe('facet keys', () => {
  it('put a value into its group', () => {
    expect(facetKey('brand', 7)).toBe(100_000_007);
    expect(facetKey('category', 0)).toBe(facetBase('category'));
  });

  it('decode what they encode, for every group and id', () => {
    const groups = Object.keys(facetGroups) as FacetGroup[];
    fc.assert(
      fc.property(fc.constantFrom(...groups), fc.integer({ min: 0, max: FACET_SPAN - 1 }), (group, id) => {
        expect(decodeFacetKey(facetKey(group, id))).toEqual({ group, id });
      }),
    );
  });

  it('stay inside a PostgreSQL integer', () => {
    expect(facetKey('category', FACET_SPAN - 1)).toBeLessThan(2 ** 31);
  });

  it('refuse ids that would spill into the next group', () => {
    expect(() => facetKey('brand', FACET_SPAN)).toThrow(RangeError);
    expect(() => facetKey('brand', -1)).toThrow(RangeError);
    expect(() => facetKey('brand', 1.5)).toThrow(RangeError);
  });

  it('know no group outside the table', () => {
    expect(decodeFacetKey(42)).toBeNull();
  });
});
