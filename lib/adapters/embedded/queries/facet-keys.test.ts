import fc from 'fast-check';
import { FACET_SPAN, facetBase, facetGroups, facetKey, type FacetGroup } from './facet-keys';

describe('facet keys', () => {
  it('put a value into its group', () => {
    expect(facetKey('brand', 7)).toBe(100_000_007);
    expect(facetKey('category', 0)).toBe(facetBase('category'));
  });

  it('never give two group and id pairs the same key', () => {
    const groups = Object.keys(facetGroups) as FacetGroup[];
    const pair = fc.tuple(fc.constantFrom(...groups), fc.integer({ min: 0, max: FACET_SPAN - 1 }));
    fc.assert(
      fc.property(pair, pair, ([groupA, idA], [groupB, idB]) => {
        fc.pre(groupA !== groupB || idA !== idB);
        expect(facetKey(groupA, idA)).not.toBe(facetKey(groupB, idB));
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
});
