import type { RatingTotals, Review } from '../shop/review-types';

/** What cards and the product page show of the approved reviews: the average to one decimal, and how many. */
export interface RatingSummary {
  average: number;
  count: number;
}

/** The summary of a product's approved reviews; null when it has none (no stars rather than zero stars). */
export function ratingSummary(totals: RatingTotals | null): RatingSummary | null {
  if (!totals || totals.count <= 0) return null;
  return { average: Math.round((totals.sum / totals.count) * 10) / 10, count: totals.count };
}

/** Five stars as filled, half and empty, for an average in half-star steps. */
export function starsOf(average: number): Array<'full' | 'half' | 'empty'> {
  const halves = Math.round(average * 2);
  return Array.from({ length: 5 }, (_, index) =>
    halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty',
  );
}

/**
 * The reviews part of a product's JSON-LD (schema.org aggregateRating and review): only approved reviews, and
 * nothing at all without one, as search engines refuse a rating of zero reviews.
 */
export function reviewStructuredData(
  summary: RatingSummary | null,
  reviews: Review[],
): Record<string, unknown> {
  if (!summary) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.comment,
      datePublished: review.createdAt.toISOString().slice(0, 10),
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
