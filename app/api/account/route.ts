import type { NextRequest, NextResponse } from 'next/server';
import { FORM_FLASH_COOKIE } from '@/lib/account/form-flash';
import { keepFormValues } from '@/lib/account/form-flash-cookie';
import { loginReturnPath } from '@/lib/account/return-path';
import { accountLandings as landing, failureCode, runAccountAction } from '@/lib/account/actions';
import { accountActionSchema } from '@/lib/account/schemas';
import { currentCustomer } from '@/lib/session/session-customer';
import type { AccountOutcome } from '@/lib/account/service';
import { readMutation, retryAfterHeaders } from '@/lib/api/mutation';
import { handlerMarketContext, requestMarket } from '@/lib/api/market-context';
import { clientAddress } from '@/lib/api/rate-limit';
import { jsonError, jsonOk, messageQuery, seeOther, type ApiError } from '@/lib/api/responses';
import { env } from '@/lib/env';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';
import { currentSession, endSession, setSessionCookie } from '@/lib/session/shopper-session';
import { languageCodeSchema } from '@/lib/shop/schemas';

const languageOf = (value: unknown) => languageCodeSchema.safeParse(value).data;

/**
 * Who is logged in on this browser, for the header's account menu and admin bar of cached pages (docs/product.md §2): the
 * first name, and for an admin the back office the bar links to; null for anyone else; never stored by a cache.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const market = requestMarket(request, languageOf(request.nextUrl.searchParams.get('language')));
  try {
    const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
    const backOffice = customer?.isAdmin ? (env().BACKOFFICE_URL ?? null) : null;
    return jsonOk({ customer: customer && { firstname: customer.firstname, backOffice } });
  } catch (error) {
    await reportError(error, 'Reading who is logged in failed', request);
    return jsonError(503, { code: 'account.failed' });
  }
}

/**
 * Login, registration, its confirmation, logout, password recovery (docs/product.md §2 /login-register, /logout,
 * /forgot-password), and the account's personal data, login address, password and address book, as JSON from
 * client code
 * or as plain forms: a form gets 303 to the page that shows the result, its values (never a password) kept in a
 * short-lived cookie. Same origin only; bounded, typed input; rate limited per address and per account.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageOf(fields.language));
  const prefix = languagePrefix(market);
  const action =
    typeof fields.action === 'string' && fields.action in landing
      ? (fields.action as keyof typeof landing)
      : 'login';
  const { page, tab, link } = landing[action];
  const token = link && typeof fields.token === 'string' ? fields.token : null;

  const answerError = (
    status: number,
    error: ApiError,
    headers: Record<string, string> = {},
  ): NextResponse => {
    if (!form) return jsonError(status, error, headers);
    const query = new URLSearchParams(messageQuery('error', error));
    if (tab) query.set('tab', tab);
    query.set('form', action);
    // An address form comes back open, on the address it was about.
    if (action === 'saveAddress')
      query.set('address', /^\d{1,10}$/.test(String(fields.addressId)) ? String(fields.addressId) : 'new');
    if (error.fields?.length) query.set('fields', error.fields.join(','));
    // The link's form again, unless the link itself is what failed.
    if (link && token && !/link|alreadyConfirmed|taken/i.test(error.code)) query.set(link, token);
    const response = seeOther(`${prefix}${page}?${query.toString()}`);
    keepFormValues(response, request, fields);
    return response;
  };
  const answer = (outcome: AccountOutcome): NextResponse => {
    if (!outcome.ok)
      return answerError(outcome.status, outcome.error, retryAfterHeaders(outcome.retryAfterSeconds));
    const done = landing[action].done;
    // A login goes back to the page the shopper was on, where the header shows who is logged in; back to the
    // account itself, with its notice.
    const back = action === 'login' ? loginReturnPath(fields.returnTo) : null;
    const location =
      back && back !== `${prefix}${done}`
        ? back
        : `${prefix}${done}${done.includes('?') ? '&' : '?'}${messageQuery('notice', outcome.notice)}`;
    const response = form ? seeOther(location) : jsonOk({ notice: outcome.notice, location });
    if (request.cookies.has(FORM_FLASH_COOKIE)) response.cookies.delete(FORM_FLASH_COOKIE);
    if (outcome.cookieValue) setSessionCookie(response, request, outcome.cookieValue, 'customer');
    return response;
  };

  const parsed = accountActionSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = /^(account|address)\./.test(issue?.message ?? '') ? issue!.message : 'request.invalid';
    return answerError(422, {
      code,
      fields: [...new Set(parsed.error.issues.map((entry) => String(entry.path[0] ?? 'action')))],
    });
  }
  const shopper = {
    cookie: (name: string) => request.cookies.get(name)?.value,
    address: clientAddress(request.headers),
  };
  try {
    const input = parsed.data;
    if (input.action === 'logout') {
      const response = answer({ ok: true, notice: { code: 'account.loggedOut' }, cookieValue: null });
      await endSession(response, request, await currentSession(shopper.cookie, market.store));
      return response;
    }
    return answer(await runAccountAction(input, shopper, market, () => handlerMarketContext(market)));
  } catch (error) {
    await reportError(error, 'An account action failed', request);
    return answerError(503, { code: failureCode(action, fields) });
  }
}
