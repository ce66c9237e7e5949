import type { NextRequest } from 'next/server';
import { handlerMarketContext, pricedMarket, requestMarket } from '@/lib/api/market-context';
import { readMutation, retryAfterHeaders } from '@/lib/api/mutation';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { jsonError, jsonOk, seeOther, type ApiError } from '@/lib/api/responses';
import { checkoutSchema, nestFields } from '@/lib/checkout/checkout-schema';
import { keepRefusedSubmit, submitCheckout } from '@/lib/checkout/place-order';
import { schemaRefusal } from '@/lib/checkout/schema-refusal';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { checkoutAddress } from '@/lib/booking/checkout-hold';
import { reportError } from '@/lib/monitoring/server';
import { languageCodeSchema } from '@/lib/shop/schemas';

/**
 * The checkout's one handler (docs/architecture.md "Every mutation works without JavaScript"): a plain form gets 303 back
 * to /checkout (its values and message kept in the session, never in the URL) or on to the order; client code gets
 * JSON. Same origin only, bounded input, rate limited; the customer comes from the session.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form } = mutation;
  const fields = nestFields(mutation.fields);
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  // Back to the page with the appointment search the form carried, whichever button sent it (Enter presses the
  // first update button, also in the appointment's postcode field).
  const checkoutPage = (query: string | null, hash: string) =>
    checkoutAddress(languagePrefix(market), fields, query, hash);
  const answer = (status: number, error: ApiError, headers: Record<string, string> = {}) =>
    form ? seeOther(checkoutPage(null, '#checkout-message')) : jsonError(status, error, headers);

  const limit = await consume('checkout', clientAddress(request.headers));
  if (!limit.allowed)
    return form
      ? seeOther(checkoutPage(`error=request.tooMany&seconds=${limit.retryAfterSeconds}`, ''))
      : jsonError(
          429,
          { code: 'request.tooMany', values: { seconds: limit.retryAfterSeconds } },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
  const parsed = checkoutSchema.safeParse(fields);
  try {
    const priced = await pricedMarket(request, market);
    const context = await handlerMarketContext(priced);
    const shopper = {
      cookie: (name: string) => request.cookies.get(name)?.value,
      address: clientAddress(request.headers),
    };
    if (!parsed.success) {
      const error = schemaRefusal(parsed.error);
      await keepRefusedSubmit(shopper, context, fields, error);
      return answer(422, error);
    }
    const outcome = await submitCheckout(shopper, context, parsed.data, fields);
    if (outcome.kind === 'updated')
      return form ? seeOther(checkoutPage(null, '#summary')) : jsonOk({ summary: outcome.summary });
    if (outcome.kind === 'refused') return answer(outcome.status, outcome.error);
    const next = outcome.paymentUrl ?? `${languagePrefix(priced)}/order-placed`;
    return form ? seeOther(next) : jsonOk({ order: { ref: outcome.order.ref }, next });
  } catch (error) {
    await reportError(error, 'A checkout submit failed', request);
    return answer(503, { code: 'checkout.failed' });
  }
}
