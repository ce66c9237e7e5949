import type { ListingFacets } from '../shop/listing';
import type { Availability } from '../shop/listing';
import {
  isIndexable,
  listingHref,
  toggleAvailability,
  toggleId,
  withoutPrice,
  type IdFilter,
} from '../seo/listing-links';
import type { ListingState } from '../seo/listing-state';
import { badgeColours } from './badge-colours';

export interface FacetLink {
  label: string;
  count: number;
  href: string;
  selected: boolean;
  /** Links to filter combinations not worth crawling carry rel="nofollow". */
  nofollow: boolean;
  swatch?: string | null;
  colours?: { background: string; text: string };
}

export interface FacetGroupView {
  key: 'categories' | 'brands' | 'colours' | 'sizes' | 'badges' | 'availability' | `feature-${number}`;
  title: string;
  links: FacetLink[];
}

export interface FacetTitles {
  categories: string;
  brands: string;
  colours: string;
  sizes: string;
  badges: string;
  availability: string;
  availabilityValue: (value: Availability) => string;
}

function link(path: string, next: ListingState, base: Omit<FacetLink, 'href' | 'nofollow'>): FacetLink {
  return { ...base, href: listingHref(path, next), nofollow: !isIndexable(next) };
}

/**
 * The filter groups of a listing as links that toggle one value each (they work without JavaScript and can be
 * shared). A group is left out when choosing any of its values would change nothing.
 */
export function facetGroupsView(
  facets: ListingFacets,
  state: ListingState,
  path: string,
  total: number,
  titles: FacetTitles,
): FacetGroupView[] {
  const ids = (
    key: FacetGroupView['key'],
    title: string,
    filter: IdFilter,
    values: Array<{
      id: number;
      title: string;
      count: number;
      selected: boolean;
      swatch?: string | null;
      color?: string;
    }>,
  ): FacetGroupView => ({
    key,
    title,
    links: values.map((value) =>
      link(path, toggleId(state, filter, value.id), {
        label: value.title,
        count: value.count,
        selected: value.selected,
        ...(value.swatch !== undefined ? { swatch: value.swatch } : {}),
        ...(value.color !== undefined ? { colours: badgeColours(value.color) } : {}),
      }),
    ),
  });
  const groups: FacetGroupView[] = [
    ids('categories', titles.categories, 'categoryIds', facets.categories),
    ids('brands', titles.brands, 'brandIds', facets.brands),
    ids('colours', titles.colours, 'colourIds', facets.colours),
    ids('sizes', titles.sizes, 'sizeIds', facets.sizes),
    ids('badges', titles.badges, 'badgeIds', facets.badges),
    {
      key: 'availability',
      title: titles.availability,
      links: facets.availability.map((entry) =>
        link(path, toggleAvailability(state, entry.value), {
          label: titles.availabilityValue(entry.value),
          count: entry.count,
          selected: entry.selected,
        }),
      ),
    },
    ...facets.features.map((feature) =>
      ids(`feature-${feature.id}`, feature.title, 'featureValueIds', feature.values),
    ),
  ];
  return groups.filter((group) => group.links.some((entry) => entry.selected || entry.count < total));
}

/** The chosen filters as chips that remove one each. */
export function chosenFilters(
  groups: FacetGroupView[],
  state: ListingState,
  path: string,
  priceLabel: string | null,
): Array<{ label: string; href: string }> {
  const chosen = groups.flatMap((group) =>
    group.links
      .filter((entry) => entry.selected)
      .map((entry) => ({ label: `${group.title}: ${entry.label}`, href: entry.href })),
  );
  return priceLabel
    ? [...chosen, { label: priceLabel, href: listingHref(path, withoutPrice(state)) }]
    : chosen;
}
