import { z } from 'zod';

/** Stock situations a listing filters by, of the default sale element (what the card shows). */
export const availabilities = ['inStock', 'backorder', 'preorder', 'outOfStock'] as const;
export type Availability = (typeof availabilities)[number];

// Every list arrives from a URL: bounded, so a 10 kB query string cannot become a 10 kB SQL array.
const ids = z.array(z.number().int().positive().max(99_999_999)).max(50).default([]);
const minorUnits = z.number().int().min(0).max(100_000_000_000);

export const listingFiltersSchema = z.object({
  categoryIds: ids,
  brandIds: ids,
  colourIds: ids,
  sizeIds: ids,
  badgeIds: ids,
  /** Specification values: OR within one specification, AND across specifications. */
  featureValueIds: ids,
  availability: z.array(z.enum(availabilities)).max(availabilities.length).default([]),
  /** Shown prices (gross or net as the shopper sees them) in minor units of the store's currency. */
  priceMin: minorUnits.optional(),
  priceMax: minorUnits.optional(),
});

/**
 * How the shop turns a stored net euro price into the shown one, so a backend can sort and filter by the price
 * a shopper sees: currency rate, then the VAT rate of the product's tax rule (0 in net mode or for exempt
 * categories), each step rounded half up as lib/pricing does.
 */
export const pricingBasisSchema = z.object({
  ratePerMillion: z.number().int().positive(),
  vatByTaxRule: z.record(z.string(), z.number().int().min(0).max(10_000)),
  zeroVatCategoryIds: z.array(z.number().int().positive()).max(500).default([]),
});

export type ListingFilters = z.output<typeof listingFiltersSchema>;
export type ListingFiltersInput = z.input<typeof listingFiltersSchema>;
export type PricingBasis = z.output<typeof pricingBasisSchema>;

export interface FacetValue {
  id: number;
  title: string;
  count: number;
  selected: boolean;
}

export interface ColourFacetValue extends FacetValue {
  swatch: string | null;
}

export interface BadgeFacetValue extends FacetValue {
  code: string;
  color: string;
}

export interface FeatureFacet {
  id: number;
  title: string;
  values: FacetValue[];
}

/**
 * The filters a listing offers, each value with the number of products it would show given the other filters
 * (a value's own group is left out, so choosing a second brand widens the list). Values with no product are
 * left out unless selected.
 */
export interface ListingFacets {
  categories: FacetValue[];
  brands: FacetValue[];
  colours: ColourFacetValue[];
  sizes: FacetValue[];
  badges: BadgeFacetValue[];
  availability: Array<{ value: Availability; count: number; selected: boolean }>;
  features: FeatureFacet[];
  /** Lowest and highest shown price without the price filter, in minor units; null for an empty listing. */
  priceRange: { min: number; max: number } | null;
  /** The filters as applied: unknown values dropped, so a page can link to its canonical form. */
  applied: ListingFilters;
}
