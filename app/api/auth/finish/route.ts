import type { NextRequest, NextResponse } from 'next/server';
import { FORM_FLASH_COOKIE } from '@/lib/account/form-flash';
import { keepFormValues } from '@/lib/account/form-flash-cookie';
import type { AccountOutcome } from '@/lib/account/service';
import { setSealedCookie, toAccount, toLoginPage } from '@/lib/account/social/answers';
import { completeSignUp, linkWithPassword } from '@/lib/account/social/finish';
import { PENDING_COOKIE, openPending } from '@/lib/account/social/sealed-cookies';
import { socialActionSchema } from '@/lib/account/social/schemas';
import { readMutation, retryAfterHeaders } from '@/lib/api/mutation';
import { handlerMarketContext, requestMarket } from '@/lib/api/market-context';
import { clientAddress } from '@/lib/api/rate-limit';
import { jsonError, jsonOk, messageQuery, type ApiError } from '@/lib/api/responses';
import { reportError } from '@/lib/monitoring/server';
import { setSessionCookie } from '@/lib/session/shopper-session';
import { signingKey } from '@/lib/session/signing-key';
import { languageCodeSchema } from '@/lib/shop/schemas';

/**
 * The two forms after a provider's answer: "complete your account" for a new address, and the password that links
 * the provider to the account of a known one. The identity comes from the signed pending cookie, never from the
 * form; same origin only; JSON from client code or a plain form (303 to the page, values kept, never a password).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const sealed = request.cookies.get(PENDING_COOKIE)?.value;
  const reading = sealed ? openPending(sealed, await signingKey('social-login'), new Date()) : null;
  const pending = reading?.ok ? reading.payload : null;

  const refuse = (status: number, error: ApiError, headers: Record<string, string> = {}): NextResponse => {
    if (!form) return jsonError(status, error, headers);
    // A form whose identity is gone starts again at the login page; any other comes back with its values.
    const query = new URLSearchParams(messageQuery('error', error));
    if (pending && error.code !== 'social.expired') query.set('social', pending.k);
    if (error.fields?.length) query.set('fields', error.fields.join(','));
    const response = toLoginPage(market, query);
    keepFormValues(response, request, fields);
    return response;
  };
  const answer = (outcome: AccountOutcome): NextResponse => {
    if (!outcome.ok)
      return refuse(outcome.status, outcome.error, retryAfterHeaders(outcome.retryAfterSeconds));
    const response = form ? toAccount(market, pending?.back) : jsonOk({ notice: outcome.notice });
    if (outcome.cookieValue) setSessionCookie(response, request, outcome.cookieValue, 'customer');
    if (request.cookies.has(FORM_FLASH_COOKIE)) response.cookies.delete(FORM_FLASH_COOKIE);
    setSealedCookie(response, request, PENDING_COOKIE, '', '/');
    return response;
  };

  if (!pending) return refuse(410, { code: 'social.expired' });
  const parsed = socialActionSchema.safeParse(fields);
  if (!parsed.success || parsed.data.action !== pending.k) {
    const issue = parsed.error?.issues[0]?.message ?? '';
    return refuse(422, {
      code: /^account\./.test(issue) ? issue : 'request.invalid',
      fields: [...new Set(parsed.error?.issues.map((entry) => String(entry.path[0] ?? 'action')) ?? [])],
    });
  }
  const shopper = {
    cookie: (name: string) => request.cookies.get(name)?.value,
    address: clientAddress(request.headers),
  };
  try {
    const input = parsed.data;
    return answer(
      input.action === 'complete'
        ? await completeSignUp(input, pending, shopper, market, await handlerMarketContext(market))
        : await linkWithPassword(input, pending, shopper, market),
    );
  } catch (error) {
    await reportError(error, 'Finishing a sign-in with a provider failed', request);
    return refuse(503, { code: 'account.failed' });
  }
}
