/**
 * Every filterable value of a product is one integer in `product_listing.facet_keys`: its group times SPAN plus
 * its id (brand 7 → 100_000_007). One GIN index then answers every filter, and one unnest counts every facet.
 */
export const facetGroups = {
  brand: 1,
  colour: 2,
  size: 3,
  badge: 4,
  featureValue: 5,
  availability: 6,
  category: 7,
} as const;

export type FacetGroup = keyof typeof facetGroups;

/** Room for ids below 100 million per group; the largest key (group 7) stays inside PostgreSQL's integer. */
export const FACET_SPAN = 100_000_000;

/** The default sale element's stock situation, as listing cards show it. */
export const availabilityCodes = { inStock: 1, backorder: 2, preorder: 3, outOfStock: 4 } as const;

export type Availability = keyof typeof availabilityCodes;

export function facetKey(group: FacetGroup, id: number): number {
  if (!Number.isSafeInteger(id) || id < 0 || id >= FACET_SPAN) {
    throw new RangeError(`A ${group} facet id must be an integer from 0 to ${FACET_SPAN - 1}, not ${id}`);
  }
  return facetGroups[group] * FACET_SPAN + id;
}

/** The first key of a group: keys of the group are `base + id`. */
export function facetBase(group: FacetGroup): number {
  return facetGroups[group] * FACET_SPAN;
}
