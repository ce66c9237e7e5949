import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';

/** The fields of the review form, in the order the form and its error summary show them. */
export const reviewFields = ['rating', 'title', 'comment'] as const;
export type ReviewField = (typeof reviewFields)[number];

export const TITLE_MAX_LENGTH = 120;
export const COMMENT_MIN_LENGTH = 10;
export const COMMENT_MAX_LENGTH = 2000;

const id = z.coerce.number({ message: 'request.invalid' }).int().positive().max(2_147_483_647);

/**
 * A review (docs/product.md §3: title, comment, rating) of the sale element shown, as the form sends it. One schema for the
 * form in the browser and the handler, each message a key under Reviews.errors; markup is kept as typed and shown
 * as text. The customer, their name and the verified flag never come from the request.
 */
export const reviewSchema = z.object({
  saleElementId: id,
  rating: z.coerce
    .number({ message: 'ratingRequired' })
    .int({ message: 'ratingRequired' })
    .min(1, { message: 'ratingRequired' })
    .max(5, { message: 'ratingRequired' }),
  title: singleLine('titleInvalid', 'titleRequired')
    .trim()
    .min(1, { message: 'titleRequired' })
    .max(TITLE_MAX_LENGTH, { message: 'titleTooLong' }),
  comment: multiLine('commentInvalid', 'commentTooShort')
    // A form sends line breaks as CR LF; kept as LF, so the length counts what the shopper sees.
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .min(COMMENT_MIN_LENGTH, { message: 'commentTooShort' })
    .max(COMMENT_MAX_LENGTH, { message: 'commentTooLong' }),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** Each field's first error as its message key, in form order; empty when the review may be saved. */
export function reviewErrors(values: unknown): Partial<Record<ReviewField, string>> {
  const parsed = reviewSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<ReviewField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = reviewFields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return Object.fromEntries(reviewFields.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));
}
