import {
  chosenFilterCount,
  defaultListingState,
  listingQueryString,
  type ListingFilterState,
  type ListingSort,
  type ListingState,
} from './listing-state';

export type IdFilter = Exclude<keyof ListingFilterState, 'availability' | 'priceMin' | 'priceMax'>;

/** A listing's address for a state: its path and the state's canonical query. */
export function listingHref(path: string, state: ListingState): string {
  const query = listingQueryString(state);
  return query ? `${path}?${query}` : path;
}

/** Changing what is shown starts again at page 1. */
function firstPage(state: ListingState, filters: ListingFilterState): ListingState {
  return { ...state, page: 1, filters };
}

function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
}

export function toggleId(state: ListingState, key: IdFilter, id: number): ListingState {
  const ids = toggled(state.filters[key], id).sort((a, b) => a - b);
  return firstPage(state, { ...state.filters, [key]: ids });
}

export function toggleAvailability(
  state: ListingState,
  value: ListingFilterState['availability'][number],
): ListingState {
  const order = ['inStock', 'backorder', 'preorder', 'outOfStock'] as const;
  const values = toggled(state.filters.availability, value);
  return firstPage(state, {
    ...state.filters,
    availability: order.filter((entry) => values.includes(entry)),
  });
}

export function withoutPrice(state: ListingState): ListingState {
  const { priceMin: _min, priceMax: _max, ...filters } = state.filters;
  return firstPage(state, filters);
}

export function withoutFilters(state: ListingState): ListingState {
  return { ...state, page: 1, filters: defaultListingState.filters };
}

export function withSort(state: ListingState, sort: ListingSort): ListingState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/**
 * Whether search engines should index a state: the plain listing and its pages are; sorted or filtered views
 * are the same products again, so they carry noindex and links to them carry rel="nofollow".
 */
export function isIndexable(state: ListingState): boolean {
  return state.sort === 'sales' && chosenFilterCount(state.filters) === 0;
}

/** Page numbers around the current page, the first and the last, with gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, count: number, around = 2): Array<number | 'gap'> {
  const pages = new Set([1, count]);
  for (let page = current - around; page <= current + around; page += 1)
    if (page >= 1 && page <= count) pages.add(page);
  const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && page - previous > 1 ? (['gap', page] as const) : [page];
  });
}
