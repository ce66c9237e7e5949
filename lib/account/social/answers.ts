import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { jsonError, seeOther } from '../../api/responses';
import { env } from '../../env';
import { languagePrefix } from '../../i18n/decide-market';
import type { Market } from '../../i18n/market';
import { isHttps, setPrivateCookie } from '../../http/private-cookie';
import { providerSettings, type ProviderSettings } from './providers';
import { SEALED_SECONDS } from './sealed-cookies';

/** A provider's settings for a route, or its 404 when the provider is not configured (off means not there). */
export function routeProvider(provider: string): { settings: ProviderSettings } | { notFound: NextResponse } {
  const settings = providerSettings(provider, env());
  return settings ? { settings } : { notFound: jsonError(404, { code: 'request.notFound' }) };
}

/** The shop as the browser reached it: the redirect URI the provider must know, per shop host. */
export const publicOrigin = (request: NextRequest) =>
  `${isHttps(request) ? 'https' : 'http'}://${request.headers.get('host') ?? request.nextUrl.host}`;

/** 303 to /login-register in the shopper's language, with a message or the form to show. */
export const toLoginPage = (market: Market, query: Record<string, string> | URLSearchParams): NextResponse =>
  seeOther(`${languagePrefix(market)}/login-register?${new URLSearchParams(query).toString()}`);

/**
 * Where a signed-in customer lands, as after a password login: the page the login was asked from when there was one
 * (already checked to be a page of this shop), else the account with its notice.
 */
export const toAccount = (market: Market, back?: string) =>
  seeOther(back ?? `${languagePrefix(market)}/account?notice=account.loggedIn`);

/** A sealed cookie: httpOnly, SameSite=Lax (the provider's answer is a top-level GET), ten minutes at most. */
export function setSealedCookie(
  response: NextResponse,
  request: NextRequest,
  name: string,
  value: string,
  path: string,
): void {
  setPrivateCookie(response, request, { name, value, path, maxAgeSeconds: value ? SEALED_SECONDS : 0 });
}
