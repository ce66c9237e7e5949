/** docs/product.md §4: a review waits for moderation until an admin approves or rejects it. */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** docs/product.md §3 "Review": title, comment, rating and verified flag, with who wrote it and when. */
export interface Review {
  id: number;
  productId: number;
  saleElementId: number;
  author: string;
  title: string;
  comment: string;
  /** 1 to 5 stars. */
  rating: number;
  /** The reviewer bought this sale element. */
  verified: boolean;
  createdAt: Date;
}

/** A pending review with the product it is about, for the moderation page. */
export interface PendingReview extends Review {
  productTitle: string;
  productUrl: string;
}

/** The approved reviews' count and the sum of their ratings. */
export interface RatingTotals {
  count: number;
  sum: number;
}

/** docs/product.md §5 "Comments": who may write about a sale element, checked per sale element and customer. */
export type ReviewRight =
  | { kind: 'allowed'; verified: true }
  | { kind: 'notBought' }
  | { kind: 'alreadyReviewed' }
  | { kind: 'unknownProduct' };

export interface NewReview {
  customerId: number;
  author: string;
  saleElementId: number;
  title: string;
  comment: string;
  rating: number;
  locale: string;
}

export type ReviewSave =
  | { saved: true; reviewId: number; productId: number }
  | { saved: false; right: Exclude<ReviewRight, { kind: 'allowed' }> };

/**
 * The shop's reviews (Thelia's comment module, docs/product.md §7 comments/{id}, comments/rights/{pseId}/{customerId}).
 */
export interface ProductReviews {
  /** Whether the customer may review the sale element: only after buying it, once. */
  rightOf(customerId: number, saleElementId: number): Promise<ReviewRight>;
  /** Saves a review for moderation, checking the right in the same transaction. */
  write(review: NewReview): Promise<ReviewSave>;
  /** A page of a product's approved reviews, newest first, with the totals. */
  listApproved(
    productId: number,
    page: { offset: number; limit: number },
  ): Promise<{ reviews: Review[]; totals: RatingTotals }>;
  /** Reviews waiting for moderation, oldest first, with their product's title and URL in `locale`. */
  listPending(locale: string, limit: number): Promise<PendingReview[]>;
  /**
   * Approves or rejects a pending review and keeps the product's totals; the product's id, or null when the
   * review is gone or was moderated already.
   */
  moderate(reviewId: number, decision: 'approved' | 'rejected'): Promise<number | null>;
}
