import type { NextRequest } from 'next/server';
import { readMutation } from '@/lib/api/mutation';
import { cartActionSchema } from '@/lib/api/cart';
import { returnPath } from '@/lib/api/delivery-country';
import { pricedMarket, requestMarket } from '@/lib/api/market-context';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { jsonError, jsonOk, messageQuery, seeOther, type ApiError } from '@/lib/api/responses';
import { changeCart, readCart } from '@/lib/cart/service';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { setSessionCookie } from '@/lib/session/shopper-session';
import { languageCodeSchema } from '@/lib/shop/schemas';
import { reportError } from '@/lib/monitoring/server';

const languageOf = (value: unknown) => languageCodeSchema.safeParse(value).data;

/** The shopper's cart (docs/product.md §7 cart/get), priced on the server for their market; no session, an empty cart. */
export async function GET(request: NextRequest): Promise<Response> {
  const asked = requestMarket(request, languageOf(request.nextUrl.searchParams.get('language')));
  try {
    const market = await pricedMarket(request, asked);
    return jsonOk({ cart: await readCart((name: string) => request.cookies.get(name)?.value, market) });
  } catch (error) {
    await reportError(error, 'Reading a cart failed', request);
    return jsonError(503, { code: 'cart.failed' });
  }
}

/**
 * Every cart action (docs/product.md §4), as JSON from client code or as a plain form: a form gets 303 to the cart page
 * with the message, a JSON caller the priced cart. Same origin only; bounded, typed input; rate limited.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageOf(fields.language));
  const cartPage = `${languagePrefix(market)}/cart`;
  // Where a refused form came from, for a way back: a page of this host other than the cart.
  const referer = request.headers.get('referer');
  const from = referer ? returnPath(referer, request.headers.get('host')) : cartPage;
  const answerError = (status: number, error: ApiError, headers: Record<string, string> = {}) =>
    form
      ? seeOther(
          `${cartPage}?${messageQuery('error', error)}${from.split('?')[0] === cartPage ? '' : `&from=${encodeURIComponent(from)}`}`,
        )
      : jsonError(status, error, headers);

  const limit = await consume('cartChange', clientAddress(request.headers));
  if (!limit.allowed)
    return answerError(
      429,
      { code: 'request.tooMany', values: { seconds: limit.retryAfterSeconds } },
      {
        'Retry-After': String(limit.retryAfterSeconds),
      },
    );
  const parsed = cartActionSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = issue?.message.startsWith('cart.') ? issue.message : 'cart.invalid';
    return answerError(422, {
      code,
      fields: [...new Set(parsed.error.issues.map((entry) => String(entry.path[0] ?? 'action')))],
    });
  }
  try {
    const outcome = await changeCart(
      { cookie: (name: string) => request.cookies.get(name)?.value, address: clientAddress(request.headers) },
      await pricedMarket(request, market),
      parsed.data,
    );
    if (!outcome.ok) return answerError(outcome.status, outcome.error);
    const response = form
      ? seeOther(`${cartPage}?${messageQuery('notice', outcome.notice)}`)
      : jsonOk({ cart: outcome.view, notice: outcome.notice });
    if (outcome.cookieValue) setSessionCookie(response, request, outcome.cookieValue);
    return response;
  } catch (error) {
    await reportError(error, 'A cart action failed', request);
    return answerError(503, { code: 'cart.addFailed' });
  }
}
