import type { NextRequest, NextResponse } from 'next/server';
import { readMutation, retryAfterHeaders } from '@/lib/api/mutation';
import { requestMarket } from '@/lib/api/market-context';
import { jsonError, jsonOk, messageQuery, seeOther, type ApiError } from '@/lib/api/responses';
import { currentCustomer } from '@/lib/session/session-customer';
import { setPrivateCookie } from '@/lib/http/private-cookie';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';
import { encodeKeptReview, REVIEW_FLASH_COOKIE, REVIEW_FLASH_SECONDS } from '@/lib/reviews/review-flash';
import { REVIEW_SUBMITTED } from '@/lib/reviews/review-messages';
import { writeReview } from '@/lib/reviews/write-review';
import { contentLocaleOf } from '@/lib/shop/languages';
import { languageCodeSchema } from '@/lib/shop/schemas';

/**
 * A customer writes a review of the sale element they looked at (docs/product.md §5 comments): as JSON from the form's
 * script, or as a plain form that gets 303 back to the form's page with the outcome (its values kept in a
 * short-lived cookie when refused). Same origin only; the customer from the session; rate limited per customer.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const saleElement = /^\d{1,10}$/.test(String(fields.saleElementId)) ? String(fields.saleElementId) : '';
  const page = `${languagePrefix(market)}/account/write-review?saleElement=${saleElement}`;

  const refuse = (status: number, error: ApiError, headers: Record<string, string> = {}): NextResponse => {
    if (!form) return jsonError(status, error, headers);
    const query = new URLSearchParams(messageQuery('error', error));
    if (error.fields?.length) query.set('fields', error.fields.join(','));
    const response = seeOther(`${page}&${query.toString()}`);
    setPrivateCookie(response, request, {
      name: REVIEW_FLASH_COOKIE,
      value: encodeKeptReview(fields),
      maxAgeSeconds: REVIEW_FLASH_SECONDS,
    });
    return response;
  };

  try {
    const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
    if (!customer) return refuse(401, { code: 'reviews.customersOnly' });
    const outcome = await writeReview(customer, fields, contentLocaleOf(market.language));
    if (!outcome.ok)
      return refuse(outcome.status, outcome.error, retryAfterHeaders(outcome.retryAfterSeconds));
  } catch (error) {
    await reportError(error, 'Saving a review failed', request);
    return refuse(503, { code: 'reviews.saveFailed' });
  }
  if (!form) return jsonOk({ notice: { code: REVIEW_SUBMITTED } });
  const response = seeOther(`${page}&notice=${REVIEW_SUBMITTED}`);
  if (request.cookies.has(REVIEW_FLASH_COOKIE)) response.cookies.delete(REVIEW_FLASH_COOKIE);
  return response;
}
