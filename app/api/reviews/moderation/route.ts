import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { readMutation, retryAfterHeaders } from '@/lib/api/mutation';
import { requestMarket } from '@/lib/api/market-context';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { jsonError, jsonOk, messageQuery, seeOther, type ApiError } from '@/lib/api/responses';
import { currentCustomer } from '@/lib/session/session-customer';
import { tagOf } from '@/lib/catalog/cache-tags';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';
import { REVIEW_APPROVED, REVIEW_REJECTED } from '@/lib/reviews/review-messages';
import { getProductReviews } from '@/lib/storefront';
import { languageCodeSchema } from '@/lib/shop/schemas';

const decisionSchema = z.object({
  reviewId: z.coerce.number().int().positive().max(2_147_483_647),
  decision: z.enum(['approved', 'rejected']),
});

/**
 * An admin approves or rejects a pending review (docs/product.md §4) from the moderation page, as a plain form (303 back to
 * it) or JSON. Same origin only; the admin flag of the session's customer is checked here, not only by the page.
 * Approval revalidates the product's tag, so its cached pages show the review and the new average at once.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const page = `${languagePrefix(market)}/account/reviews`;
  const answer = (status: number, outcome: { kind: 'notice' | 'error'; message: ApiError }, headers = {}) => {
    if (form) return seeOther(`${page}?${messageQuery(outcome.kind, outcome.message)}`);
    return outcome.kind === 'notice'
      ? jsonOk({ notice: outcome.message })
      : jsonError(status, outcome.message, headers);
  };
  try {
    const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
    if (!customer?.isAdmin) return answer(403, { kind: 'error', message: { code: 'reviews.adminsOnly' } });
    const parsed = decisionSchema.safeParse(fields);
    if (!parsed.success) return answer(422, { kind: 'error', message: { code: 'reviews.moderationFailed' } });
    const limit = await consume('review', `admin:${customer.id}:${clientAddress(request.headers)}`);
    if (!limit.allowed) {
      const seconds = limit.retryAfterSeconds;
      const message = { code: 'request.tooMany', values: { seconds } };
      return answer(429, { kind: 'error', message }, retryAfterHeaders(seconds));
    }
    const productId = await (await getProductReviews()).moderate(parsed.data.reviewId, parsed.data.decision);
    if (productId === null)
      return answer(409, { kind: 'error', message: { code: 'reviews.moderationFailed' } });
    if (parsed.data.decision === 'approved') revalidateTag(tagOf.product(productId), { expire: 0 });
    const code = parsed.data.decision === 'approved' ? REVIEW_APPROVED : REVIEW_REJECTED;
    return answer(200, { kind: 'notice', message: { code } });
  } catch (error) {
    await reportError(error, 'Moderating a review failed', request);
    return answer(503, { kind: 'error', message: { code: 'reviews.moderationFailed' } });
  }
}
