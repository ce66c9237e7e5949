import { z } from 'zod';
import type { ShopRating } from './types';

/** A number as the provider writes it: 4.81, "4.81" or "4,81". */
const decimal = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d+(?:[.,]\d+)?$/)
    .transform((text) => Number(text.replace(',', '.'))),
]);
const average = decimal.pipe(z.number().min(1).max(5));

/**
 * ShopVote's review-widget answer (docs/product.md §3): the average and count are what a badge cannot do without, so an answer
 * without them is refused; the rest is optional and a value that is junk counts as missing.
 */
const providerAnswerSchema = z.object({
  ratingvalue: average,
  ratingcount: decimal.pipe(z.number().int().min(1)),
  sealcolor: z
    .string()
    .trim()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i)
    .nullable()
    .catch(null),
  reviewpage: z
    .string()
    .trim()
    .refine((url) => URL.canParse(url) && new URL(url).protocol === 'https:')
    .nullable()
    .catch(null),
  // Two lists side by side: a criterion's name and its average at the same place.
  criterianames: z.array(z.unknown()).catch([]),
  criteriavalues: z.array(z.unknown()).catch([]),
});

function criteriaOf(names: unknown[], values: unknown[]): ShopRating['criteria'] {
  return names.flatMap((name, index) => {
    const value = average.safeParse(values[index]);
    return typeof name === 'string' && name.trim() && value.success
      ? [{ name: name.trim(), value: value.data }]
      : [];
  });
}

/** The provider's answer as the shop's ShopRating; null for an answer the badge cannot show. */
export function shopRatingOf(answer: unknown): ShopRating | null {
  const parsed = providerAnswerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const { ratingvalue, ratingcount, sealcolor, reviewpage, criterianames, criteriavalues } = parsed.data;
  return {
    ratingValue: ratingvalue,
    ratingCount: ratingcount,
    sealColour: sealcolor,
    reviewPageUrl: reviewpage,
    criteria: criteriaOf(criterianames, criteriavalues),
  };
}
