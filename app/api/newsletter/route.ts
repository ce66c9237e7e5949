import type { NextRequest, NextResponse } from 'next/server';
import { currentCustomer } from '@/lib/session/session-customer';
import { handlerMarketContext, requestMarket } from '@/lib/api/market-context';
import { readMutation, retryAfterHeaders } from '@/lib/api/mutation';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { jsonError, jsonOk, seeOther } from '@/lib/api/responses';
import type { MarketContext } from '@/lib/catalog/market-context';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';
import {
  newsletterActionSchema,
  newsletterFormError,
  type NewsletterAction,
} from '@/lib/newsletter/newsletter-schema';
import {
  accountSubscribe,
  accountUnsubscribe,
  confirm,
  signUp,
  unsubscribe,
  type NewsletterOutcome,
} from '@/lib/newsletter/newsletter-service';
import { languageCodeSchema } from '@/lib/shop/schemas';

/** The page each form belongs to: a plain form's answer goes back there. */
const pageOf: Record<NewsletterAction['action'], string> = {
  signUp: '/newsletter',
  confirm: '/newsletter',
  unsubscribe: '/newsletter-unsubscribe',
  accountSubscribe: '/account',
  accountUnsubscribe: '/account',
};

async function limited(request: NextRequest, email: string): Promise<NewsletterOutcome | null> {
  for (const [name, key] of [
    ['newsletterSignUp', clientAddress(request.headers)],
    ['newsletterSignUpAddress', email],
  ] as const) {
    const limit = await consume(name, key);
    if (!limit.allowed) return { ok: false, status: 429, error: 'tooMany', seconds: limit.retryAfterSeconds };
  }
  return null;
}

async function run(
  action: NewsletterAction,
  request: NextRequest,
  context: MarketContext,
): Promise<NewsletterOutcome> {
  if (action.action === 'confirm') return confirm(action.token);
  if (action.action === 'unsubscribe') return unsubscribe(action.token);
  const customer = await currentCustomer((name) => request.cookies.get(name)?.value, context.market);
  if (action.action === 'signUp')
    return (await limited(request, action.email)) ?? signUp({ ...action, customer }, context);
  if (!customer) return { ok: false, status: 401, error: 'loginRequired' };
  if (action.action === 'accountUnsubscribe') return accountUnsubscribe(customer, context);
  return (await limited(request, customer.email.toLowerCase())) ?? accountSubscribe(customer, context);
}

/**
 * The newsletter's forms (docs/product.md §2 /newsletter, /newsletter-unsubscribe, and the account's switch), as JSON from
 * their script or as plain forms, which get 303 back to their page with the outcome in the query (a refused
 * sign-up keeps its address there, as the footer's form put it there in the first place). Same origin only.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const action =
    typeof fields.action === 'string' && fields.action in pageOf
      ? (fields.action as NewsletterAction['action'])
      : 'signUp';
  const page = `${languagePrefix(market)}${pageOf[action]}`;

  const answer = (outcome: NewsletterOutcome): NextResponse => {
    if (!form) {
      if (outcome.ok) return jsonOk({ notice: { code: `newsletter.${outcome.notice}` } });
      const seconds = outcome.seconds;
      const values = seconds ? { seconds } : undefined;
      return jsonError(
        outcome.status,
        { code: `newsletter.${outcome.error}`, values },
        retryAfterHeaders(seconds),
      );
    }
    const query = new URLSearchParams();
    if (outcome.ok) query.set('notice', `newsletter.${outcome.notice}`);
    else {
      query.set('error', `newsletter.${outcome.error}`);
      if (outcome.seconds) query.set('seconds', String(outcome.seconds));
      // What was typed or the link's button comes back, unless the link itself is what failed.
      if (action === 'signUp' && typeof fields.email === 'string')
        query.set('email', fields.email.slice(0, 300));
      if (action === 'signUp' && typeof fields.source === 'string')
        query.set('source', fields.source.slice(0, 20));
      const token = typeof fields.token === 'string' ? fields.token.slice(0, 600) : null;
      if (token && !outcome.error.startsWith('link'))
        if (action === 'unsubscribe') query.set('token', token);
        else if (action === 'confirm') query.set('confirm', token);
    }
    return seeOther(`${page}?${query.toString()}`);
  };

  const parsed = newsletterActionSchema.safeParse(fields);
  if (!parsed.success) {
    const code = newsletterFormError(fields) ?? 'newsletter.invalid';
    return answer({ ok: false, status: 422, error: code.slice('newsletter.'.length) as 'invalid' });
  }
  try {
    return answer(await run(parsed.data, request, await handlerMarketContext(market)));
  } catch (error) {
    await reportError(error, 'A newsletter form failed', request);
    return answer({ ok: false, status: 503, error: 'failed' });
  }
}
