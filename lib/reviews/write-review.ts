import 'server-only';
import type { ApiError } from '../api/responses';
import { consume } from '../api/rate-limit';
import { getProductReviews } from '../storefront';
import type { Customer } from '../shop/customer-types';
import type { ReviewRight } from '../shop/review-types';
import { reviewErrors, reviewSchema } from './review-schema';

export type ReviewOutcome =
  { ok: true; reviewId: number } | { ok: false; status: number; error: ApiError; retryAfterSeconds?: number };

/** Why a customer may not review a sale element, as the status and message the handler answers with. */
export function refusalOf(right: Exclude<ReviewRight, { kind: 'allowed' }>): {
  status: number;
  error: ApiError;
} {
  switch (right.kind) {
    case 'notBought':
      return { status: 403, error: { code: 'reviews.notBought' } };
    case 'alreadyReviewed':
      return { status: 409, error: { code: 'reviews.alreadyReviewed' } };
    case 'unknownProduct':
      return { status: 422, error: { code: 'reviews.unknownProduct' } };
  }
}

/** How a review is signed: first name and the initial of the last name, never the whole name. */
export function authorOf(customer: Pick<Customer, 'firstname' | 'lastname'>): string {
  const initial = [...customer.lastname.trim()][0];
  return [customer.firstname.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ').slice(0, 80);
}

/**
 * The session's customer writes a review of a sale element (docs/product.md §5, §7 comment rights): only after buying it,
 * once; it waits for moderation (docs/product.md §4). The customer always comes from the session, never the request.
 */
export async function writeReview(
  customer: Customer,
  fields: unknown,
  locale: string,
): Promise<ReviewOutcome> {
  const parsed = reviewSchema.safeParse(fields);
  if (!parsed.success)
    return {
      ok: false,
      status: 422,
      error: { code: 'reviews.invalid', fields: Object.keys(reviewErrors(fields)) },
    };
  const limit = await consume('review', `customer:${customer.id}`);
  if (!limit.allowed)
    return {
      ok: false,
      status: 429,
      error: { code: 'request.tooMany', values: { seconds: limit.retryAfterSeconds } },
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  const reviews = await getProductReviews();
  const saved = await reviews.write({
    ...parsed.data,
    customerId: customer.id,
    author: authorOf(customer),
    locale,
  });
  if (!saved.saved) {
    return { ok: false, ...refusalOf(saved.right) };
  }
  return { ok: true, reviewId: saved.reviewId };
}
