import { z } from 'zod';

export const storeCodes = ['at', 'de', 'ro'] as const;
export const storeCodeSchema = z.enum(storeCodes);

/** Languages a page can be shown in; each store has its own default and English as a second language. */
export const languageCodes = ['de', 'ro', 'en'] as const;
export const languageCodeSchema = z.enum(languageCodes);

/** Thelia's country ids (ARCHITECTURE "Stores, countries, money"). */
export const countryIds = { germany: 5, austria: 13, romania: 146 } as const;
export const countryIdSchema = z.union([z.literal(5), z.literal(13), z.literal(146)]);

export const productSortSchema = z.enum(['sales', 'priceDesc', 'priceAsc', 'nameAsc', 'nameDesc', 'newest']);

/** What a listing asks the backend for; every field arrives from a URL, so everything is bounded. */
export const productQuerySchema = z.object({
  language: languageCodeSchema,
  categoryId: z.number().int().positive().optional(),
  brandId: z.number().int().positive().optional(),
  productIds: z.array(z.number().int().positive()).max(200).optional(),
  sort: productSortSchema.default('sales'),
  limit: z.number().int().min(1).max(100).default(24),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});

export type StoreCode = z.infer<typeof storeCodeSchema>;
export type LanguageCode = z.infer<typeof languageCodeSchema>;
export type CountryId = z.infer<typeof countryIdSchema>;
export type ProductSort = z.infer<typeof productSortSchema>;
export type ProductQueryInput = z.input<typeof productQuerySchema>;
export type ProductQuery = z.output<typeof productQuerySchema>;
