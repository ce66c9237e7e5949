import { availabilities, type Availability } from '../shop/listing';

/** How a listing is ordered; 'sales' (docs/product.md §9 default sales_view_quantity) is the unnamed default. */
export const listingSorts = ['sales', 'priceDesc', 'priceAsc', 'nameAsc', 'nameDesc', 'newest'] as const;
export type ListingSort = (typeof listingSorts)[number];

export interface ListingFilterState {
  categoryIds: number[];
  brandIds: number[];
  colourIds: number[];
  sizeIds: number[];
  badgeIds: number[];
  featureValueIds: number[];
  availability: Availability[];
  /** Shown price bounds in minor units. */
  priceMin?: number;
  priceMax?: number;
}

/** Everything a listing's address says: the whole state is in the URL, so a listing can be shared and indexed. */
export interface ListingState {
  sort: ListingSort;
  page: number;
  filters: ListingFilterState;
}

export const PAGE_SIZE = 24;
export const MAX_PAGE = Math.floor(1_000_000 / PAGE_SIZE);
const MAX_VALUES = 50;
const MAX_ID = 99_999_999;
const MAX_PRICE = 1_000_000_000;

// URL words, readable and stable: ?brand=3,7&sort=price-asc&page=2.
const sortWords: Record<Exclude<ListingSort, 'sales'>, string> = {
  priceDesc: 'price-desc',
  priceAsc: 'price-asc',
  nameAsc: 'name-asc',
  nameDesc: 'name-desc',
  newest: 'newest',
};
const availabilityWords: Record<Availability, string> = {
  inStock: 'in-stock',
  backorder: 'backorder',
  preorder: 'preorder',
  outOfStock: 'out-of-stock',
};
const idParams = [
  ['category', 'categoryIds'],
  ['brand', 'brandIds'],
  ['colour', 'colourIds'],
  ['size', 'sizeIds'],
  ['badge', 'badgeIds'],
  ['spec', 'featureValueIds'],
] as const;

export const defaultListingState: ListingState = {
  sort: 'sales',
  page: 1,
  filters: {
    categoryIds: [],
    brandIds: [],
    colourIds: [],
    sizeIds: [],
    badgeIds: [],
    featureValueIds: [],
    availability: [],
  },
};

/** Every value of a parameter, whether repeated (?brand=1&brand=2) or comma-separated (?brand=1,2). */
function words(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, MAX_VALUES * 2);
}

function ids(query: URLSearchParams, name: string): number[] {
  const valid = words(query, name)
    .filter((word) => /^\d{1,8}$/.test(word))
    .map(Number)
    .filter((id) => id > 0 && id <= MAX_ID);
  return [...new Set(valid)].sort((a, b) => a - b).slice(0, MAX_VALUES);
}

/** "149", "149.90" or "149,90" in the store's currency → minor units; anything else is no bound. */
function price(query: URLSearchParams, name: string): number | undefined {
  const word = query.get(name)?.trim().replace(',', '.') ?? '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(word)) return undefined;
  const minor = Math.round(Number(word) * 100);
  return minor <= MAX_PRICE ? minor : undefined;
}

/**
 * Reads a listing's query string, normalising whatever arrives: unknown parameters and malformed values are
 * ignored, a page below 1 is page 1 and one above MAX_PAGE is MAX_PAGE (the listing then sends the shopper to its
 * last page), a minimum above the maximum is swapped. Never throws.
 */
export function parseListingQuery(query: URLSearchParams): ListingState {
  const sortWord = query.get('sort');
  const sort = (Object.keys(sortWords) as Array<keyof typeof sortWords>).find(
    (key) => sortWords[key] === sortWord,
  );
  const pageWord = query.get('page') ?? '';
  const page = /^\d{1,12}$/.test(pageWord) ? Math.min(Number(pageWord), MAX_PAGE) : 1;
  const availabilityWordList = words(query, 'availability');
  let priceMin = price(query, 'price-min');
  let priceMax = price(query, 'price-max');
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    sort: sort ?? 'sales',
    page: Math.max(page, 1),
    filters: {
      ...(Object.fromEntries(idParams.map(([name, key]) => [key, ids(query, name)])) as Pick<
        ListingFilterState,
        (typeof idParams)[number][1]
      >),
      availability: availabilities.filter((value) => availabilityWordList.includes(availabilityWords[value])),
      ...(priceMin !== undefined ? { priceMin } : {}),
      ...(priceMax !== undefined ? { priceMax } : {}),
    },
  };
}

/** The sort's word in a URL ('' for the default order). */
export function sortParam(sort: ListingSort): string {
  return sort === 'sales' ? '' : sortWords[sort];
}

function priceWord(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/** The one way of writing a state: fixed parameter order, sorted values, defaults left out; '' for the default. */
export function listingQueryString(state: ListingState): string {
  const { filters } = state;
  const parts: string[] = [];
  for (const [name, key] of idParams) {
    if (filters[key].length > 0) parts.push(`${name}=${filters[key].join(',')}`);
  }
  if (filters.availability.length > 0)
    parts.push(`availability=${filters.availability.map((value) => availabilityWords[value]).join(',')}`);
  if (filters.priceMin !== undefined) parts.push(`price-min=${priceWord(filters.priceMin)}`);
  if (filters.priceMax !== undefined) parts.push(`price-max=${priceWord(filters.priceMax)}`);
  if (state.sort !== 'sales') parts.push(`sort=${sortParam(state.sort)}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.join('&');
}

/** The listing state as one path segment of the internal route, so each state is its own cached page. */
export function encodeStateSegment(state: ListingState): string {
  return encodeURIComponent(listingQueryString(state) || '_');
}

export function decodeStateSegment(segment: string): ListingState {
  let query: string;
  try {
    query = decodeURIComponent(segment);
  } catch {
    return defaultListingState;
  }
  return parseListingQuery(new URLSearchParams(query === '_' ? '' : query));
}

/** How many filters are chosen: listings with more than one are not worth indexing. */
export function chosenFilterCount(filters: ListingFilterState): number {
  return (
    idParams.reduce((sum, [, key]) => sum + filters[key].length, 0) +
    filters.availability.length +
    (filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0)
  );
}
