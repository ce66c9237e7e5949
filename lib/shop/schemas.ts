import { z } from 'zod';
import { countryIds, languageCodes, storeCodes } from './codes';
import { listingFiltersSchema, pricingBasisSchema } from './listing';

export { countryIds, languageCodes, storeCodes } from './codes';
export type { CountryId, LanguageCode, StoreCode } from './codes';

export const storeCodeSchema = z.enum(storeCodes);
export const languageCodeSchema = z.enum(languageCodes);
export const countryIdSchema = z.union([
  z.literal(countryIds.germany),
  z.literal(countryIds.austria),
  z.literal(countryIds.romania),
]);

/** `relevance` orders search results (docs/product.md §7); without a search text it falls back to `sales`. */
export const productSortSchema = z.enum([
  'sales',
  'priceDesc',
  'priceAsc',
  'nameAsc',
  'nameDesc',
  'newest',
  'relevance',
]);

/**
 * What a listing asks the backend for: a scope (category with its subcategories, brand, badge or given products),
 * filters, an order and a page; facets on request. Every field arrives from a URL, so everything is bounded.
 */
export const productQuerySchema = z.object({
  language: languageCodeSchema,
  categoryId: z.number().int().positive().optional(),
  brandId: z.number().int().positive().optional(),
  badgeCode: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/)
    .optional(),
  productIds: z.array(z.number().int().positive()).max(200).optional(),
  /** A shopper's search text, only ever a value: the engine reads words out of it, never syntax. */
  searchText: z.string().max(10_000).optional(),
  filters: listingFiltersSchema.optional(),
  /** Needed to sort or filter by price as shown; without it prices compare net in euro. */
  pricing: pricingBasisSchema.optional(),
  facets: z.boolean().default(false),
  sort: productSortSchema.default('sales'),
  limit: z.number().int().min(1).max(100).default(24),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});

/**
 * One chunk of the as-you-type search: the text, optionally narrowed to a category (with its subcategories);
 * the first chunk asks for the overview too (category counts and content links).
 */
export const quickSearchSchema = z.object({
  language: languageCodeSchema,
  text: z.string().max(10_000),
  categoryId: z.number().int().positive().max(99_999_999).optional(),
  offset: z.number().int().min(0).max(10_000).default(0),
  limit: z.number().int().min(1).max(48).default(6),
  overview: z.boolean().default(false),
  /** How many content links the overview holds. */
  contentLimit: z.number().int().min(1).max(20).default(5),
});

export type QuickSearchInput = z.input<typeof quickSearchSchema>;
export type ProductSort = z.infer<typeof productSortSchema>;
export type ProductQueryInput = z.input<typeof productQuerySchema>;
export type ProductQuery = z.output<typeof productQuerySchema>;
