import { sql, type SQL } from 'drizzle-orm';
import { availabilities, type ListingFacets, type ListingFilters } from '../../../shop/listing';
import type { ShopDatabase } from '../database';
import { availabilityCodes, facetBase, FACET_SPAN, facetKey, type FacetGroup } from './facet-keys';
import { groupConditions, intArray, where, type FilterGroup } from './listing-conditions';
import type { ListingVocabulary } from './listing-vocabulary';
import { selectRows } from './raw';

export interface FacetInput {
  scope: SQL[];
  groups: FilterGroup[];
  shownPrice: SQL;
  priceFilter: SQL | null;
  applied: ListingFilters;
  vocabulary: ListingVocabulary;
  /** The listing's category: its children are the category facet; the top categories otherwise. */
  scopeCategoryId: number | undefined;
}

type Counts = Map<number, number>;

async function countKeys(db: ShopDatabase, conditions: SQL[], onlyKeys?: SQL): Promise<Counts> {
  const rows = await selectRows<{ key: number; n: number }>(
    db,
    sql`SELECT k AS key, count(*)::int AS n FROM product_listing, unnest(facet_keys) AS k
        ${where(onlyKeys ? [...conditions, onlyKeys] : conditions)} GROUP BY k`,
  );
  return new Map(rows.map((row) => [Number(row.key), Number(row.n)]));
}

function keysOfGroup(group: FilterGroup, vocabulary: ListingVocabulary): SQL {
  if (group.name.startsWith('feature:')) {
    const featureId = Number(group.name.slice('feature:'.length));
    const values = vocabulary.features.find((entry) => entry.id === featureId)?.values ?? [];
    return sql`k = ANY(${intArray(values.map((value) => facetKey('featureValue', value.id)))})`;
  }
  const base = facetBase(group.name as FacetGroup);
  return sql`k >= ${sql.raw(String(base))} AND k < ${sql.raw(String(base + FACET_SPAN))}`;
}

/** The values of a group that lead somewhere (or are chosen), with their counts, in vocabulary order. */
function facetValues<T extends { id: number; title: string; position: number }>(
  group: FacetGroup,
  entries: T[],
  selectedIds: number[],
  counts: Counts,
): Array<Omit<T, 'position'> & { count: number; selected: boolean }> {
  return entries.flatMap(({ position: _position, ...entry }) => {
    const count = counts.get(facetKey(group, entry.id)) ?? 0;
    const selected = selectedIds.includes(entry.id);
    return count > 0 || selected ? [{ ...entry, count, selected }] : [];
  });
}

/**
 * Counts every facet value in one scan under all filters, plus one scan per active filter group without that
 * group (disjunctive faceting: the counts of a chosen group say what choosing another value of it would add).
 */
export async function selectFacets(db: ShopDatabase, input: FacetInput): Promise<ListingFacets> {
  const { scope, groups, priceFilter, vocabulary, applied } = input;
  const priced = priceFilter ? [priceFilter] : [];
  // Independent scans: a server's pool answers them side by side.
  const [everything, groupCounts, [range]] = await Promise.all([
    countKeys(db, [...scope, ...groupConditions(groups), ...priced]),
    Promise.all(
      groups.map((group) =>
        countKeys(
          db,
          [...scope, ...groupConditions(groups, group.name), ...priced],
          keysOfGroup(group, vocabulary),
        ),
      ),
    ),
    selectRows<{ min: string | null; max: string | null }>(
      db,
      sql`SELECT min(${input.shownPrice}) AS min, max(${input.shownPrice}) AS max FROM product_listing
        ${where([...scope, ...groupConditions(groups)])}`,
    ),
  ]);
  const perGroup = new Map(groups.map((group, index) => [group.name, groupCounts[index]!]));
  const countsFor = (name: string) => perGroup.get(name) ?? everything;

  const parentOfFacet = input.scopeCategoryId ?? 0;
  return {
    categories: facetValues(
      'category',
      vocabulary.categories
        .filter((entry) => entry.parentId === parentOfFacet)
        .map(({ parentId: _parentId, ...entry }) => entry),
      applied.categoryIds,
      countsFor('category'),
    ),
    brands: facetValues('brand', vocabulary.brands, applied.brandIds, countsFor('brand')),
    colours: facetValues('colour', vocabulary.colours, applied.colourIds, countsFor('colour')),
    sizes: facetValues('size', vocabulary.sizes, applied.sizeIds, countsFor('size')),
    badges: facetValues('badge', vocabulary.badges, applied.badgeIds, countsFor('badge')),
    availability: availabilities
      .map((value) => ({
        value,
        count: countsFor('availability').get(facetKey('availability', availabilityCodes[value])) ?? 0,
        selected: applied.availability.includes(value),
      }))
      .filter((entry) => entry.count > 0 || entry.selected),
    features: vocabulary.features
      .map((entry) => ({
        id: entry.id,
        title: entry.title,
        values: facetValues(
          'featureValue',
          entry.values,
          applied.featureValueIds,
          countsFor(`feature:${entry.id}`),
        ),
      }))
      .filter((entry) => entry.values.length > 0),
    priceRange:
      range?.min != null && range.max != null ? { min: Number(range.min), max: Number(range.max) } : null,
    applied,
  };
}
