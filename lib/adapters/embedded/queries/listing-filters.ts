import type { ListingFilters, ListingFiltersInput } from '../../../shop/listing';
import { listingFiltersSchema } from '../../../shop/listing';
import type { ListingVocabulary } from './listing-vocabulary';

/** The categories below `rootId` (not itself), or every category when there is no root. */
function categoriesBelow(vocabulary: ListingVocabulary, rootId: number | undefined): Set<number> {
  if (rootId === undefined) return new Set(vocabulary.categories.map((entry) => entry.id));
  const children = new Map<number, number[]>();
  for (const entry of vocabulary.categories)
    children.set(entry.parentId, [...(children.get(entry.parentId) ?? []), entry.id]);
  const below = new Set<number>();
  const queue = [...(children.get(rootId) ?? [])];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    below.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return below;
}

const known = (ids: number[], allowed: Set<number>) =>
  [...new Set(ids)].filter((id) => allowed.has(id)).sort((a, b) => a - b);

/**
 * Filters as a listing applies them: values the shop does not know (or that lie outside the listing's category)
 * are dropped, lists are de-duplicated and ordered, and a minimum above the maximum is swapped, so every way
 * of writing the same filters gives one result and one canonical address.
 */
export function applyFilters(
  input: ListingFiltersInput | undefined,
  vocabulary: ListingVocabulary,
  scopeCategoryId: number | undefined,
): ListingFilters {
  const filters = listingFiltersSchema.parse(input ?? {});
  const ids = (entries: Array<{ id: number }>) => new Set(entries.map((entry) => entry.id));
  const [low, high] =
    filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax
      ? [filters.priceMax, filters.priceMin]
      : [filters.priceMin, filters.priceMax];
  return {
    categoryIds: known(filters.categoryIds, categoriesBelow(vocabulary, scopeCategoryId)),
    brandIds: known(filters.brandIds, ids(vocabulary.brands)),
    colourIds: known(filters.colourIds, ids(vocabulary.colours)),
    sizeIds: known(filters.sizeIds, ids(vocabulary.sizes)),
    badgeIds: known(filters.badgeIds, ids(vocabulary.badges)),
    featureValueIds: known(filters.featureValueIds, new Set(vocabulary.featureOfValue.keys())),
    availability: [...new Set(filters.availability)],
    ...(low !== undefined ? { priceMin: low } : {}),
    ...(high !== undefined ? { priceMax: high } : {}),
  };
}
