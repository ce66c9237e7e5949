import type { NextRequest } from 'next/server';
import { afterProvider } from '@/lib/account/social/after-provider';
import {
  publicOrigin,
  routeProvider,
  setSealedCookie,
  toAccount,
  toLoginPage,
} from '@/lib/account/social/answers';
import { finishAuthorization } from '@/lib/account/social/authorization';
import { providerAnswerProblem } from '@/lib/account/social/provider-answer';
import { FLOW_COOKIE, PENDING_COOKIE, openFlow, sealPending } from '@/lib/account/social/sealed-cookies';
import { requestMarket } from '@/lib/api/market-context';
import { clientAddress } from '@/lib/api/rate-limit';
import { reportError } from '@/lib/monitoring/server';
import { setSessionCookie } from '@/lib/session/shopper-session';
import { signingKey } from '@/lib/session/signing-key';

type Context = { params: Promise<{ provider: string }> };

/**
 * Where the provider sends the shopper back. The flow cookie must be there, unexpired and of this provider, and
 * the answer's state its state; then the code is exchanged and the shopper signed in, or sent on to the form
 * that completes or links an account. Every failure lands on the login page with its message, never a 500.
 */
export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  const route = routeProvider((await params).provider);
  if ('notFound' in route) return route.notFound;
  const key = await signingKey('social-login');
  const now = new Date();
  const sealed = request.cookies.get(FLOW_COOKIE)?.value;
  const reading = sealed ? openFlow(sealed, key, now) : null;
  const flow = reading?.ok && reading.payload.p === route.settings.provider ? reading.payload : null;
  const market = requestMarket(request, flow?.language);
  const answer = new URL(`${publicOrigin(request)}${request.nextUrl.pathname}${request.nextUrl.search}`);
  const problem = providerAnswerProblem(answer.searchParams, flow, reading?.ok === false && reading.reason);
  // A failed sign-in lands on the login page still knowing where the shopper came from, for the next try.
  const refused = (error: string) =>
    toLoginPage(market, flow?.back ? { error, return: flow.back } : { error });
  const respond = async () => {
    if (problem) return refused(problem);
    try {
      const identity = await finishAuthorization(route.settings, answer, flow!);
      if (!identity) return refused('social.providerFailed');
      const shopper = {
        cookie: (name: string) => request.cookies.get(name)?.value,
        address: clientAddress(request.headers),
      };
      const outcome = await afterProvider(identity, shopper, market);
      if (outcome.kind === 'refused') return refused(outcome.code);
      if (outcome.kind === 'signedIn') {
        const response = toAccount(market, flow!.back);
        setSessionCookie(response, request, outcome.cookieValue, 'customer');
        return response;
      }
      const response = toLoginPage(market, { social: outcome.pending.k });
      const pending = { ...outcome.pending, back: flow!.back };
      setSealedCookie(response, request, PENDING_COOKIE, sealPending(pending, key, now), '/');
      return response;
    } catch (error) {
      await reportError(error, `A sign-in with ${route.settings.provider} failed`, request);
      return refused('social.providerFailed');
    }
  };
  const response = await respond();
  // The flow is used once, whatever came of it.
  setSealedCookie(response, request, FLOW_COOKIE, '', '/api/auth');
  return response;
}
