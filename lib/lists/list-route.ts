import 'server-only';
import type { NextRequest } from 'next/server';
import { returnPath } from '../api/delivery-country';
import { pricedMarket, requestMarket } from '../api/market-context';
import { readMutation, retryAfterHeaders } from '../api/mutation';
import { clientAddress, consume } from '../api/rate-limit';
import { jsonError, jsonOk, messageQuery, seeOther, type ApiError } from '../api/responses';
import { languagePrefix } from '../i18n/decide-market';
import { reportError } from '../monitoring/server';
import { setSessionCookie } from '../session/shopper-session';
import { languageCodeSchema } from '../shop/schemas';
import type { ShopperListKind } from '../shop/list-types';
import { listActionSchema } from './list-action';
import { changeList } from './service';

/**
 * POST /api/wishlist and /api/compare: one change of the shopper's list, as JSON from the page's script (the list
 * back, for the marks) or as a plain form, which gets 303 to the list's page with the outcome and the way back to
 * where the shopper was. Same origin only; rate limited like cart changes; the list is always the session's own.
 */
export async function postListAction(kind: ShopperListKind, request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const listPage = `${languagePrefix(market)}/${kind}`;
  const from = returnPath(request.headers.get('referer'), request.headers.get('host'));
  const fromQuery = from.split('?')[0] === listPage ? '' : `&from=${encodeURIComponent(from)}`;
  const refuse = (status: number, error: ApiError, headers: Record<string, string> = {}) =>
    form
      ? seeOther(`${listPage}?${messageQuery('error', error)}${fromQuery}`)
      : jsonError(status, error, headers);

  const limit = await consume('cartChange', clientAddress(request.headers));
  if (!limit.allowed) {
    const seconds = limit.retryAfterSeconds;
    return refuse(429, { code: 'request.tooMany', values: { seconds } }, retryAfterHeaders(seconds));
  }
  const parsed = listActionSchema.safeParse(fields);
  if (!parsed.success) return refuse(422, { code: 'lists.invalid' });
  try {
    const shopper = {
      cookie: (name: string) => request.cookies.get(name)?.value,
      address: clientAddress(request.headers),
    };
    const outcome = await changeList(shopper, await pricedMarket(request, market), kind, parsed.data);
    if (!outcome.ok) return refuse(outcome.status, outcome.error);
    const response = form
      ? seeOther(`${listPage}?${messageQuery('notice', outcome.notice)}${fromQuery}`)
      : jsonOk({ kind, productIds: outcome.productIds, notice: outcome.notice });
    if (outcome.cookieValue) setSessionCookie(response, request, outcome.cookieValue);
    return response;
  } catch (error) {
    await reportError(error, `A ${kind} change failed`, request);
    return refuse(503, { code: 'lists.failed' });
  }
}
