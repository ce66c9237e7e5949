import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { CATALOGUE_TAG, tagOf } from './cache-tags';
import { env } from '../env';
import { getProductReviews } from '../storefront';
import { dataSourceKey } from '../storefront/data-source';
import type { Review } from '../shop/review-types';
import { ratingSummary, type RatingSummary } from './rating';

const BUILD = process.env.STOREFRONT_BUILD ?? 'development';
const REVALIDATE_SECONDS = 3600;
/** Reviews a product page shows, and each further page of them (a product may have hundreds). */
export const REVIEWS_PER_PAGE = 10;

/** A page of a product's approved reviews as the data cache keeps it (JSON: dates as ISO strings). */
export interface ReviewPage {
  reviews: Array<Omit<Review, 'createdAt'> & { createdAt: string }>;
  summary: RatingSummary | null;
  page: number;
  pages: number;
}

/**
 * Page `page` (from 1) of a product's approved reviews, cached under the product's tag like the page itself:
 * approving a review revalidates the tag, so the product page and its review pages show it at once.
 */
export const reviewPage = cache((productId: number, page: number) =>
  unstable_cache(
    async (): Promise<ReviewPage> => {
      const reviews = await getProductReviews();
      const read = await reviews.listApproved(productId, {
        offset: (page - 1) * REVIEWS_PER_PAGE,
        limit: REVIEWS_PER_PAGE,
      });
      return {
        reviews: read.reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
        summary: ratingSummary(read.totals),
        page,
        pages: Math.max(1, Math.ceil(read.totals.count / REVIEWS_PER_PAGE)),
      };
    },
    ['reviewPage', BUILD, dataSourceKey(env()), String(productId), String(page)],
    { tags: [CATALOGUE_TAG, tagOf.product(productId)], revalidate: REVALIDATE_SECONDS },
  )(),
);

/** The page's reviews with their dates back as dates, for the JSON-LD. */
export const reviewsOf = (page: ReviewPage): Review[] =>
  page.reviews.map((review) => ({ ...review, createdAt: new Date(review.createdAt) }));
