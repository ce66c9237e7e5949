import type { NextRequest } from 'next/server';
import { beginAuthorization } from '@/lib/account/social/authorization';
import { publicOrigin, routeProvider, setSealedCookie, toLoginPage } from '@/lib/account/social/answers';
import { FLOW_COOKIE, MAX_BACK_LENGTH, sealFlow } from '@/lib/account/social/sealed-cookies';
import { loginReturnPath } from '@/lib/account/return-path';
import { jsonError, seeOther } from '@/lib/api/responses';
import { requestMarket } from '@/lib/api/market-context';
import { isSameOrigin } from '@/lib/api/same-origin';
import { reportError } from '@/lib/monitoring/server';
import { signingKey } from '@/lib/session/signing-key';
import { languageCodeSchema } from '@/lib/shop/schemas';

type Context = { params: Promise<{ provider: string }> };

/**
 * "Sign in with Google / Facebook" (docs/product.md §1 social-login association): a plain form's POST from the login page,
 * answered with 303 to the provider; the flow's state, nonce and PKCE verifier go into a signed ten-minute cookie
 * that only /api/auth sees. 404 when the provider is not configured.
 */
export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const route = routeProvider((await params).provider);
  if ('notFound' in route) return route.notFound;
  if (!isSameOrigin(request.headers)) return jsonError(403, { code: 'request.crossSite' });
  const language = languageCodeSchema.safeParse(request.nextUrl.searchParams.get('language')).data;
  const market = requestMarket(request, language);
  // The login page's form names the page it was asked from; a page of this shop only, short enough for the cookie.
  const asked = loginReturnPath((await request.formData().catch(() => null))?.get('returnTo'));
  const back = asked && asked.length <= MAX_BACK_LENGTH ? asked : undefined;
  try {
    const { url, flow } = await beginAuthorization(route.settings, publicOrigin(request), language);
    const response = seeOther(url.href);
    setSealedCookie(
      response,
      request,
      FLOW_COOKIE,
      sealFlow({ ...flow, back }, await signingKey('social-login'), new Date()),
      '/api/auth',
    );
    return response;
  } catch (error) {
    await reportError(error, `Starting a sign-in with ${route.settings.provider} failed`, request);
    return toLoginPage(market, { error: 'social.providerFailed' });
  }
}
