import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { orderStatuses } from '../../shop/order-types';
import type { NewReview, PendingReview, ProductReviews, Review, ReviewRight } from '../../shop/review-types';
import type { ShopDatabase } from './database';
import { productI18n, productRating, productReview, productSaleElements } from './schema';
import { translated } from './queries/joins';
import { currentUrlOf } from './queries/urls';

const statusIds = { pending: 0, approved: 1, rejected: 2 } as const;
// A cancelled or refunded order bought nothing.
const boughtStatuses = [
  orderStatuses.notPaid,
  orderStatuses.paid,
  orderStatuses.processing,
  orderStatuses.sent,
];

type ReviewRow = typeof productReview.$inferSelect;

function toReview(row: ReviewRow): Review {
  const { id, productId, saleElementId, author, title, comment, rating, verified, createdAt } = row;
  return { id, productId, saleElementId, author, title, comment, rating, verified, createdAt };
}

/**
 * docs/product.md §5 "Comments: only customers may publish; rights are checked per sale element and customer": the
 * customer must have an order of the sale element that was not cancelled, and no review of it yet.
 */
async function rightOf(db: ShopDatabase, customerId: number, saleElementId: number): Promise<ReviewRight> {
  const [row] = await db
    .select({
      productId: productSaleElements.productId,
      bought: sql<boolean>`EXISTS (SELECT 1 FROM order_product op JOIN "order" o ON o.id = op.order_id
        WHERE o.customer_id = ${customerId} AND op.product_sale_elements_id = ${saleElementId}
          AND o.status_id = ANY(${sql.param(boughtStatuses)}::int[]))`,
      reviewed: sql<boolean>`EXISTS (SELECT 1 FROM ${productReview}
        WHERE ${productReview.customerId} = ${customerId} AND ${productReview.saleElementId} = ${saleElementId})`,
    })
    .from(productSaleElements)
    .where(eq(productSaleElements.id, saleElementId));
  if (!row) return { kind: 'unknownProduct' };
  if (row.reviewed) return { kind: 'alreadyReviewed' };
  return row.bought ? { kind: 'allowed', verified: true } : { kind: 'notBought' };
}

export function embeddedReviews(db: ShopDatabase): ProductReviews {
  return {
    rightOf: (customerId, saleElementId) => rightOf(db, customerId, saleElementId),

    async write(review: NewReview) {
      return db.transaction(async (tx) => {
        // One writer per customer at a time, so two quick submits cannot both pass the check.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x5245_5649}, ${review.customerId})`);
        const right = await rightOf(tx as unknown as ShopDatabase, review.customerId, review.saleElementId);
        if (right.kind !== 'allowed') return { saved: false as const, right };
        const [saleElement] = await tx
          .select({ productId: productSaleElements.productId })
          .from(productSaleElements)
          .where(eq(productSaleElements.id, review.saleElementId));
        const [saved] = await tx
          .insert(productReview)
          .values({ ...review, productId: saleElement!.productId, verified: right.verified })
          .returning({ id: productReview.id, productId: productReview.productId });
        return { saved: true as const, reviewId: saved!.id, productId: saved!.productId };
      });
    },

    async listApproved(productId, page) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(productReview)
          .where(and(eq(productReview.productId, productId), eq(productReview.status, statusIds.approved)))
          .orderBy(desc(productReview.createdAt), desc(productReview.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ count: productRating.reviewCount, sum: productRating.ratingSum })
          .from(productRating)
          .where(eq(productRating.productId, productId)),
      ]);
      return { reviews: rows.map(toReview), totals: totals[0] ?? { count: 0, sum: 0 } };
    },

    async listPending(locale, limit): Promise<PendingReview[]> {
      const rows = await db
        .select({
          review: productReview,
          productTitle: productI18n.title,
          productUrl: currentUrlOf('product', productReview.productId, locale),
        })
        .from(productReview)
        .leftJoin(productI18n, translated(productI18n, productReview.productId, locale))
        .where(eq(productReview.status, statusIds.pending))
        .orderBy(asc(productReview.createdAt), asc(productReview.id))
        .limit(limit);
      return rows.map((row) => ({
        ...toReview(row.review),
        productTitle: row.productTitle ?? '',
        productUrl: row.productUrl ?? '',
      }));
    },

    async moderate(reviewId, decision) {
      return db.transaction(async (tx) => {
        const [moderated] = await tx
          .update(productReview)
          .set({ status: statusIds[decision], moderatedAt: new Date() })
          .where(and(eq(productReview.id, reviewId), eq(productReview.status, statusIds.pending)))
          .returning({ productId: productReview.productId, rating: productReview.rating });
        if (!moderated) return null;
        if (decision === 'approved') {
          await tx
            .insert(productRating)
            .values({ productId: moderated.productId, reviewCount: 1, ratingSum: moderated.rating })
            .onConflictDoUpdate({
              target: productRating.productId,
              set: {
                reviewCount: sql`${productRating.reviewCount} + 1`,
                ratingSum: sql`${productRating.ratingSum} + ${moderated.rating}`,
              },
            });
          // The search's rank reads the average from its own row (schema/search.ts).
          await tx.execute(sql`UPDATE product_search s SET rating = r.rating_sum::real / r.review_count
            FROM product_rating r WHERE r.product_id = ${moderated.productId} AND s.product_id = r.product_id`);
        }
        return moderated.productId;
      });
    },
  };
}
